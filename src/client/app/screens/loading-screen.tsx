import { Spinner } from '../../components/ui/spinner';

/** Shown while the stored session is restored, before any route decides where the user goes. */
export function LoadingScreen() {
  return (
    <main className="grid min-h-svh place-items-center">
      <Spinner />
    </main>
  );
}
