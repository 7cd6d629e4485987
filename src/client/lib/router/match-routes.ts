import type { ReactNode } from 'react';

/** A route: a screen at a path, or a layout (no path) around the routes under it. */
export interface RouteObject {
  /** An absolute path ("/profile"), or "*" for any path no other route takes. */
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

/** Paths compare as React Router compared them: a trailing slash and letter case aside. */
const normalized = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** The routes from the outermost layout down to the one that takes `pathname`, if any. */
function branchTo(
  routes: readonly RouteObject[],
  fits: (path: string) => boolean,
): RouteObject[] | null {
  for (const route of routes) {
    if (route.children) {
      const below = branchTo(route.children, fits);
      if (below) return [route, ...below];
    } else if (route.path !== undefined && fits(route.path)) {
      return [route];
    }
  }
  return null;
}

/**
 * The branch of `routes` that `pathname` opens: a route naming the path wins wherever it is;
 * only when none does, the first "*" route.
 */
export function matchRoutes(
  routes: readonly RouteObject[],
  pathname: string,
): RouteObject[] | null {
  const wanted = normalized(pathname);
  return (
    branchTo(routes, (path) => path !== '*' && normalized(path) === wanted) ??
    branchTo(routes, (path) => path === '*')
  );
}
