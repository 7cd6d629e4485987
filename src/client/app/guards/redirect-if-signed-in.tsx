import { Navigate, Outlet, useLocation } from '@client/lib/router';
import { useAuth } from '@client/features/auth';
import { continuationFrom } from '@client/features/share';
import { LoadingScreen } from '../screens/loading-screen';
import { CONTINUED_SCREENS } from './continued-screens';

/**
 * /auth is for visitors: a signed-in user (including one who just signed in) goes to /, or back
 * to the /save or /connect/extension screen whose link sent them here to sign in (RequireAuth's
 * location state).
 */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  const { state } = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed_in')
    return <Navigate to={continuationFrom(state, CONTINUED_SCREENS) ?? '/'} replace />;
  return <Outlet />;
}
