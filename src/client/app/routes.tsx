import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAuth } from './guards/require-auth';
import { SignedInLayout } from './layout/signed-in-layout';
import { AuthScreen } from './screens/auth-screen';
import { HomeScreen } from './screens/home-screen';
import { NotFoundScreen } from './screens/not-found-screen';
import { ProfileScreen } from './screens/profile-screen';
import { SettingsScreen } from './screens/settings-screen';
import { UpgradeScreen } from './screens/upgrade-screen';

/** SPEC §2: every route, and which need a user. */
export const routes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        element: <SignedInLayout />,
        children: [
          { path: '/', element: <HomeScreen /> },
          { path: '/profile', element: <ProfileScreen /> },
          { path: '/settings', element: <SettingsScreen /> },
          { path: '/upgrade', element: <UpgradeScreen /> },
        ],
      },
    ],
  },
  {
    element: <RedirectIfSignedIn />,
    children: [{ path: '/auth', element: <AuthScreen /> }],
  },
  { path: '*', element: <NotFoundScreen /> },
];
