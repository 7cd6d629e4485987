import { useLocation, useRoutes } from '@client/lib/router';
import { useDismissErrorToasts } from '@client/lib/toast';
import { routes } from './routes';

/**
 * The routes, matched by a declarative BrowserRouter: the app loads no data in its routes, so
 * the data router's ~16 KB gzipped would buy nothing (docs/decisions/0022-bundle-budget.md).
 */
export function AppRoutes() {
  // docs/product/honest-screens.md#error-toasts: an error toast belongs to the screen that raised
  // it, not to the next one.
  useDismissErrorToasts(useLocation().pathname);
  return useRoutes(routes);
}
