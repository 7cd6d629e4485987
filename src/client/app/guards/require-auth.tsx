import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@client/features/auth';
import { LoadingScreen } from '../screens/loading-screen';

/** Routes under this need a user: a spinner while the session loads, /auth without one. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed_out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}
