import { useRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The routes, matched by a declarative BrowserRouter: the app loads no data in its routes, so
 * the data router's ~16 KB gzipped would buy nothing (docs/decisions/0022-bundle-budget.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
