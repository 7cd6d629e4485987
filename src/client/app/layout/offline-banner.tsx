import { useOnline } from '@client/lib/use-online';

export const OFFLINE_MESSAGE =
  "You're offline. Vidshelf will reconnect when your connection is back; changes can't be saved meanwhile.";

/**
 * Says so while the browser is offline (docs/decisions/0038-installable-app.md): the service
 * worker still opens the app, but nothing can be loaded or saved, and no change waits in a queue.
 * The live region is mounted from the start, so the message is announced when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div
      role="status"
      className="border-b bg-muted px-4 py-2 text-sm text-muted-foreground empty:hidden"
    >
      {!online && OFFLINE_MESSAGE}
    </div>
  );
}
