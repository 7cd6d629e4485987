/** Where a share sheet or the bookmarklet opens Vidshelf (docs/product/save-and-share.md). */
export const SAVE_PATH = '/save';

/** The /auth route's location state when sign-in should continue somewhere other than "/". */
export interface SignInContinuation {
  continueTo: string;
}

/**
 * Whether `target` is one of `screens` itself, with its query or fragment: for "/save", "/save",
 * "/save?…" or "/save#…". Never "/saved", "/save/…", nor anything that leaves the site ("//host",
 * "https://…"), since the value starts with one of these exact paths.
 */
function isScreen(target: string, screens: readonly string[]): boolean {
  return screens.some(
    (path) => target === path || target.startsWith(`${path}?`) || target.startsWith(`${path}#`),
  );
}

/**
 * The state RequireAuth hands /auth: a link opened from outside Vidshelf (a link being saved,
 * the extension asking to connect) survives the sign-in it needed. `screens` are the paths that
 * may continue (the app's list); every other screen gets none, so
 * "/auth sends a signed-in user to /" (docs/product/screens-and-routes.md) holds for them.
 */
export function continuationFor(
  location: { pathname: string; search: string; hash: string },
  screens: readonly string[],
): SignInContinuation | null {
  if (!screens.includes(location.pathname)) return null;
  return { continueTo: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Where /auth sends a user once signed in: the pending screen (one of `screens`, with its query)
 * from its location state when that state is well-formed, else null (meaning "/"). History
 * state comes back from storage after a reload, so it is checked as untrusted input.
 */
export function continuationFrom(state: unknown, screens: readonly string[]): string | null {
  if (typeof state !== 'object' || state === null || !('continueTo' in state)) return null;
  const { continueTo } = state;
  return typeof continueTo === 'string' && isScreen(continueTo, screens) ? continueTo : null;
}
