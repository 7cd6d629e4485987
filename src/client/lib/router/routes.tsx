import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from './browser-router';
import { matchRoutes } from './match-routes';
import type { RouteObject } from './match-routes';

/** What a layout's <Outlet /> shows: the rest of the matched branch. */
const OutletContext = createContext<ReactNode>(null);

export function Outlet() {
  return useContext(OutletContext);
}

function renderBranch(branch: readonly RouteObject[]): ReactNode {
  const [route, ...below] = branch;
  if (!route) return null;
  return (
    <OutletContext.Provider value={renderBranch(below)}>{route.element}</OutletContext.Provider>
  );
}

/** The element of the route the location opens, inside its layouts; nothing when none does. */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const branch = matchRoutes(routes, pathname);
  return branch && renderBranch(branch);
}
