import { useMutation } from '@tanstack/react-query';
import type { Credentials } from '@shared/contracts/auth';
import { isAuthError } from '@client/lib/auth';
import { dismissToast, showErrorToast } from '@client/lib/toast';
import { useAuth } from './auth-context';
import { authErrorMessage } from './error-message';

export type AuthMode = 'signin' | 'signup';

/** One toast for the form's latest failure, replaced by the next and gone on success. */
const ERROR_TOAST_ID = 'auth-error';

/**
 * Why the server refused a new password: shown under the field, the one place
 * (docs/product/honest-screens.md#errors-said-once).
 */
export function weakPasswordReasons(error: unknown) {
  return isAuthError(error) && error.code === 'weak_password' ? error.reasons : [];
}

/**
 * Signs in or up. Success needs no handling here: the client emits SIGNED_IN and the /auth
 * route's guard sends the user on to /. Failure shows a toast titled "Error"
 * (docs/product/errors.md), once: a weak password's reasons are listed under its field instead, so
 * no toast repeats them (docs/product/honest-screens.md#errors-said-once). The toast goes when the
 * user switches form or screen (useDismissErrorToasts).
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
      if (weakPasswordReasons(error).length > 0) dismissToast(ERROR_TOAST_ID);
      else showErrorToast(authErrorMessage(error), 'Error', ERROR_TOAST_ID);
    },
  });
}
