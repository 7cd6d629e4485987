import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Outlet } from '@client/lib/router';
import type { RouteObject } from '@client/lib/router';
import { CONNECT_EXTENSION_PATH, EXTENSION_HELP_PATH } from '@client/features/extension';
import { SAVE_PATH } from '@client/features/share';
import { SUBSCRIPTIONS_PATH } from '@client/features/subscriptions';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAuth } from './guards/require-auth';
import { SignedInLayout } from './layout/signed-in-layout';
import { HomeScreen } from './screens/home-screen';
import { LoadingPanel } from './screens/loading-screen';
import { NotFoundScreen } from './screens/not-found-screen';

/** A screen whose code is fetched when it is first visited. */
const lazyScreen = (path: string, load: () => Promise<ComponentType>): RouteObject => {
  const Screen = lazy(async () => ({ default: await load() }));
  return { path, element: <Screen /> };
};

/**
 * Where a lazy screen waits for its code: the panel on a first load straight to it. Navigations
 * run in a transition (BrowserRouter's default), so moving between screens keeps the one on show
 * until the next one's code is in.
 */
const screensLoading: RouteObject = {
  element: (
    <Suspense fallback={<LoadingPanel />}>
      <Outlet />
    </Suspense>
  ),
};

/**
 * docs/product/screens-and-routes.md: every route, and which need a user, plus `/save`,
 * `/extension` and `/connect/extension` (docs/product/save-and-share.md) and `/subscriptions`
 * (docs/product/subscriptions.md). The library (`/`) comes
 * with the first load; the other screens are fetched when first visited, so the main screen's
 * code stays small.
 */
export const routes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        element: <SignedInLayout />,
        children: [
          {
            ...screensLoading,
            children: [
              { path: '/', element: <HomeScreen /> },
              lazyScreen(
                '/profile',
                async () => (await import('./screens/profile-screen')).ProfileScreen,
              ),
              lazyScreen(
                '/settings',
                async () => (await import('./screens/settings-screen')).SettingsScreen,
              ),
              lazyScreen(
                '/upgrade',
                async () => (await import('./screens/upgrade-screen')).UpgradeScreen,
              ),
              // docs/product/subscriptions.md: the channels and feeds followed (the sidebar's
              // "Subscriptions").
              lazyScreen(
                SUBSCRIPTIONS_PATH,
                async () => (await import('./screens/subscriptions-screen')).SubscriptionsScreen,
              ),
              // docs/product/save-and-share.md: what a share sheet or the bookmarklet opens.
              lazyScreen(SAVE_PATH, async () => (await import('./screens/save-screen')).SaveScreen),
              // docs/product/extension-and-tokens.md: how to save from anywhere (the user menu's
              // "Browser extension").
              lazyScreen(
                EXTENSION_HELP_PATH,
                async () => (await import('./screens/extension-screen')).ExtensionScreen,
              ),
              // docs/product/extension-and-tokens.md: where the browser extension asks to be
              // connected.
              lazyScreen(
                CONNECT_EXTENSION_PATH,
                async () =>
                  (await import('./screens/connect-extension-screen')).ConnectExtensionScreen,
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    element: <RedirectIfSignedIn />,
    children: [
      {
        ...screensLoading,
        children: [
          lazyScreen('/auth', async () => (await import('./screens/auth-screen')).AuthScreen),
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundScreen /> },
];
