import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showErrorToast } from '@client/lib/toast';
import {
  addVideoFirst,
  removeVideo,
  replaceVideo,
  FAILURE_MESSAGES,
  makePlaceholderVideo,
  alreadySavedOf,
  planLimitOf,
  type NewVideo,
  useLibraryCache,
  useLibraryApi,
} from '@client/features/library';
import { upgradePath } from '@client/features/plans';

// Not crypto.randomUUID: that exists only in secure contexts, and a LAN address is not one.
let placeholderCount = 0;
const nextTempId = () => `${Date.now().toString(36)}-${(placeholderCount += 1)}`;

/**
 * SPEC §4 "Video add": a placeholder first in the collection at once (its count rises with it),
 * replaced by the saved record; on failure it goes again and a toast says so, or, when the
 * plan is full, the user goes to the upgrade page. A link in the library already (issue 16) gets
 * a toast that says where, with "Open" and "Save anyway" (the same add, allowing the duplicate).
 */
export function useCreateVideo() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (input: NewVideo) => api.createVideo(input),
    onMutate: async ({ url, categoryId: collectionId }) => {
      await cache.cancelReload();
      const placeholder = makePlaceholderVideo({
        tempId: nextTempId(),
        url,
        categoryId: collectionId,
        now: new Date(),
      });
      cache.update((library) => addVideoFirst(library, placeholder));
      return { placeholderId: placeholder.id };
    },
    onSuccess: (saved, _input, context) => {
      cache.update((library) => replaceVideo(library, context.placeholderId, saved));
    },
    onError: (error, input, context) => {
      if (context) cache.update((library) => removeVideo(library, context.placeholderId));
      const limit = planLimitOf(error);
      const found = alreadySavedOf(error);
      if (limit) void navigate(upgradePath(limit));
      else if (found) {
        // Saved since the library was loaded (another tab, the extension): "Open" needs it here.
        if (!cache.read()?.videos.some((video) => video.id === found.video.id)) void cache.reload();
        import('./already-saved-toast')
          .then(({ showAlreadySavedToast }) =>
            showAlreadySavedToast(found, {
              navigate: (to, options) => void navigate(to, options),
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
