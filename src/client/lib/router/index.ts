export { BrowserRouter, useLocation, useNavigate, useSearchParams } from './browser-router';
export type { NavigateFunction, NavigateOptions } from './browser-router';
export { Link, Navigate } from './link';
export type { Location, To } from './location';
export type { RouteObject } from './match-routes';
export { Outlet, useRoutes } from './routes';
