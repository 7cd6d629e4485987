import { createContext, useContext } from 'react';
import type { AuthClient, Session, User } from '@client/lib/auth';

/** loading until the stored session is restored (INITIAL_SESSION), then one of the other two. */
export type AuthStatus = 'loading' | 'signed_in' | 'signed_out';

export interface AuthContextValue {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  client: AuthClient;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
