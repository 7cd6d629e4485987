import { Spinner } from '@client/components/ui/spinner';

/** Shown while the stored session is restored, before any route decides where the user goes. */
export function LoadingScreen() {
  return (
    <main className="grid min-h-svh place-items-center">
      <Spinner />
    </main>
  );
}

/** Shown in a screen's place while its code is fetched, on a first load straight to it. */
export function LoadingPanel() {
  return (
    <div className="grid min-h-64 flex-1 place-items-center">
      <Spinner />
    </div>
  );
}
