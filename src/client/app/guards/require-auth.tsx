import { Navigate, Outlet, useLocation } from '@client/lib/router';
import { useAuth } from '@client/features/auth';
import { continuationFor } from '@client/features/share';
import { LoadingScreen } from '../screens/loading-screen';
import { CONTINUED_SCREENS } from './continued-screens';

/**
 * Routes under this need a user: a spinner while the session loads, /auth without one. A link
 * being saved (/save) or the extension's connect link (/connect/extension) goes along in the
 * location state, so sign-in comes back to it.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed_out') {
    return <Navigate to="/auth" replace state={continuationFor(location, CONTINUED_SCREENS)} />;
  }
  return <Outlet />;
}
