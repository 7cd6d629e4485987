import { useMutation } from '@tanstack/react-query';
import type { Credentials } from '@shared/contracts/auth';
import { dismissToast, withToast } from '@client/lib/toast';
import { useAuth } from './auth-context';
import { authErrorMessage } from './error-message';

export type AuthMode = 'signin' | 'signup';

/** One toast for the form's latest failure, replaced by the next and gone on success. */
const ERROR_TOAST_ID = 'auth-error';

/**
 * Signs in or up. Success needs no handling here: the client emits SIGNED_IN and the /auth
 * route's guard sends the user on to /. Failure shows a toast titled "Error" (SPEC §8).
 */
export function useCredentialsSubmit() {
  const { client } = useAuth();
  return useMutation({
    mutationFn: async ({ mode, credentials }: { mode: AuthMode; credentials: Credentials }) => {
      const { error } =
        mode === 'signup'
          ? await client.signUp(credentials)
          : await client.signInWithPassword(credentials);
      if (error) throw error;
    },
    onSuccess: () => {
      dismissToast(ERROR_TOAST_ID);
    },
    onError: (error) => {
      withToast((toast) =>
        toast.error('Error', { id: ERROR_TOAST_ID, description: authErrorMessage(error) }),
      );
    },
  });
}
