import { useCallback, useState } from 'react';
import { useNavigate } from '@client/lib/router';
import { clearBrowserStorage } from '@client/lib/browser-storage';
import { useAuth } from './auth-context';

/**
 * docs/product/states.md: sign out, then go to /auth. If the server could not be told, the console
 * hears of it and local and session storage are emptied, so nothing of the session stays behind.
 */
export function useLogout() {
  const { client } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  /** `scope: 'local'` when the server has already ended the session (see AuthClient.signOut). */
  const logout = useCallback(
    async ({ scope }: { scope?: 'global' | 'local' } = {}) => {
      setPending(true);
      try {
        const { error } = await client.signOut({ scope });
        if (error) throw error;
      } catch (error) {
        console.error('Signing out failed:', error);
        clearBrowserStorage();
      }
      navigate('/auth', { replace: true });
    },
    [client, navigate],
  );

  return { logout, pending };
}
