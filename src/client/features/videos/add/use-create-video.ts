import { useNavigate } from '@client/lib/router';
import { showErrorToast } from '@client/lib/toast';
import { FAILURE_MESSAGES, alreadySavedOf, planLimitOf } from '@client/features/library';
import { upgradePath } from '@client/features/plans';
import { useOptimisticAdd, type NewVideo } from './use-optimistic-add';

/**
 * docs/product/states.md "Video add" from the library screen (the steps in use-optimistic-add.ts):
 * on failure a toast says so, or, when the plan is full, the user goes to the upgrade page. A link
 * in the library already (docs/product/already-saved.md) gets a toast that says where, with "Open"
 * and "Save anyway" (the same add, allowing the duplicate).
 */
export function useCreateVideo() {
  const navigate = useNavigate();

  const mutation = useOptimisticAdd<NewVideo>({
    video: (input) => input,
    onFailed: (error, input) => {
      const limit = planLimitOf(error);
      const found = alreadySavedOf(error);
      if (limit) navigate(upgradePath(limit));
      else if (found) {
        import('./already-saved-toast')
          .then(({ showAlreadySavedToast }) =>
            showAlreadySavedToast(found, {
              navigate,
              saveAnyway: () => mutation.mutate({ ...input, allowDuplicate: true }),
            }),
          )
          // The toast's code could not be fetched (offline): the server's words at least.
          .catch(() => showErrorToast(found.message));
      } else showErrorToast(FAILURE_MESSAGES.addVideo);
    },
  });
  return mutation;
}
