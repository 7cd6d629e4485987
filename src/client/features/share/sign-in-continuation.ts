/** Where a share sheet or the bookmarklet opens Vidshelf (issue 16). */
export const SAVE_PATH = '/save';

/** The /auth route's location state when sign-in should continue somewhere other than "/". */
export interface SignInContinuation {
  continueTo: string;
}

/**
 * Only the save screen itself, with its query: "/save", "/save?…" or "/save#…". Never "/saved",
 * "/save/…", nor anything that leaves the site ("//host", "https://…"), since the value starts
 * with this exact path.
 */
const SAVE_SCREEN = /^\/save(?:[?#]|$)/u;

/**
 * The state RequireAuth hands /auth: a link being saved survives the sign-in it needed. Every
 * other screen gets none, so SPEC §2's "/auth sends a signed-in user to /" holds for them.
 */
export function continuationFor(location: {
  pathname: string;
  search: string;
  hash: string;
}): SignInContinuation | null {
  if (location.pathname !== SAVE_PATH) return null;
  return { continueTo: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Where /auth sends a user once signed in: the pending save screen from its location state when
 * that state is well-formed, else null (meaning "/"). History state comes back from storage
 * after a reload, so it is checked as untrusted input.
 */
export function continuationFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('continueTo' in state)) return null;
  const { continueTo } = state;
  return typeof continueTo === 'string' && SAVE_SCREEN.test(continueTo) ? continueTo : null;
}
