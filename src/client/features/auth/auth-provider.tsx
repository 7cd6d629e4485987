import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AuthClient, Session } from '@client/lib/auth';
import { AuthContext } from './auth-context';
import type { AuthContextValue, AuthStatus } from './auth-context';

interface AuthState {
  status: AuthStatus;
  session: Session | null;
}

/** Mirrors the auth client's session into React: every event replaces the state. */
export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', session: null });

  useEffect(() => {
    const unsubscribe = client.onAuthStateChange((_event, session) => {
      setState({ status: session ? 'signed_in' : 'signed_out', session });
    });
    void client.initialize().then(({ error }) => {
      // docs/product/errors.md: errors from the session fetch go to the console; the user is then
      // signed out.
      if (error) console.error('Loading the session failed:', error);
    });
    return unsubscribe;
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, user: state.session?.user ?? null, client }),
    [state, client],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
