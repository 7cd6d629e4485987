import { useEffect } from 'react';
import { useAuth } from '@client/features/auth';
import { localLibraryOf } from './local-library';

/**
 * Keeps the local library copy to the signed-in user from the first page on, the sign-in
 * screen too, where no library loads: a session found expired there deletes it. Renders nothing.
 */
export function LocalLibraryGuard() {
  const { client } = useAuth();
  useEffect(() => {
    localLibraryOf(client);
  }, [client]);
  return null;
}
