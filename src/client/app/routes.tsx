import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAuth } from './guards/require-auth';
import { SignedInLayout } from './layout/signed-in-layout';
import { HomeScreen } from './screens/home-screen';
import { LoadingPanel } from './screens/loading-screen';
import { NotFoundScreen } from './screens/not-found-screen';

/** A screen whose code is fetched when it is first visited. */
const lazyScreen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: LoadingPanel,
});

/**
 * SPEC §2: every route, and which need a user. The library (`/`) comes with the first load;
 * the other screens are fetched when first visited, so the main screen's code stays small.
 */
export const routes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        element: <SignedInLayout />,
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
        ],
      },
    ],
  },
  {
    element: <RedirectIfSignedIn />,
    children: [lazyScreen('/auth', async () => (await import('./screens/auth-screen')).AuthScreen)],
  },
  { path: '*', element: <NotFoundScreen /> },
];
