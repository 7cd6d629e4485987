import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@client/features/auth';
import { LoadingScreen } from '../screens/loading-screen';

/** /auth is for visitors: a signed-in user (including one who just signed in) goes to /. */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed_in') return <Navigate to="/" replace />;
  return <Outlet />;
}
