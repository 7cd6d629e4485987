import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { currentLocation, resolveTo } from './location';
import type { HistoryState, Location, To } from './location';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/** Apart from the location, so what only navigates does not render again at every move. */
const NavigateContext = createContext<NavigateFunction | null>(null);
const LocationContext = createContext<Location | null>(null);

function inRouter<T>(value: T | null): T {
  if (value === null) throw new Error('Used outside <BrowserRouter>.');
  return value;
}

/**
 * The page's address as the app's location (docs/decisions/0098-own-router.md): links and
 * redirects write the browser's history, Back and Forward read it. Every change renders in a
 * transition, so a screen whose code is still coming keeps the current one on show.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  // One function for the page's life, as effects list it among their dependencies.
  const [navigate] = useState(() => {
    const go: NavigateFunction = (to, { replace = false, state = null } = {}) => {
      const entry: HistoryState = { usr: state };
      const path = resolveTo(to, currentLocation());
      if (replace) window.history.replaceState(entry, '', path);
      else window.history.pushState(entry, '', path);
      startTransition(() => setLocation(currentLocation()));
    };
    return go;
  });
  useLayoutEffect(() => {
    const onPopState = () => startTransition(() => setLocation(currentLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  return (
    <NavigateContext.Provider value={navigate}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigateContext.Provider>
  );
}

export const useLocation = (): Location => inRouter(useContext(LocationContext));

export const useNavigate = (): NavigateFunction => inRouter(useContext(NavigateContext));

/** The query of the location, to read. */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}
