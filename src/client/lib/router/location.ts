/** Where the page is: the parts of the address the screens read, and the history entry's state. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry handed over (RequireAuth's continuation). */
  state: unknown;
}

/** A place to go: a whole path ("/upgrade?limit=videos"), or parts of one. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/**
 * The history entry's state. The state handed over sits under `usr`, as React Router wrote it,
 * so entries made before the app had its own router still read back (docs/decisions/0098-own-router.md).
 */
export interface HistoryState {
  usr: unknown;
}

export const pathOf = ({ pathname, search, hash }: Omit<Location, 'state'>): string =>
  `${pathname}${search}${hash}`;

/** The address `to` names, seen from `from`: a string as a link's href, parts over `from`'s path. */
export function resolveTo(to: To, from: Omit<Location, 'state'>): string {
  if (typeof to === 'string') {
    const url = new URL(to, `http://here${pathOf(from)}`);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return pathOf({
    pathname: to.pathname ?? from.pathname,
    search: to.search ?? '',
    hash: to.hash ?? '',
  });
}

/** The location of the page now. */
export function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry: unknown = window.history.state;
  const state = typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
  return { pathname, search, hash, state };
}
