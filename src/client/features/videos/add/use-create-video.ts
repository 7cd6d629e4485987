import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showErrorToast } from '@client/lib/toast';
import { addVideoFirst, removeVideo, replaceVideo } from '@client/features/library';
import { FAILURE_MESSAGES } from '@client/features/library';
import { makePlaceholderVideo } from '@client/features/library';
import { upgradePath } from '@client/features/library';
import { planLimitOf } from '@client/features/library';
import { useLibraryCache } from '@client/features/library';
import { useLibraryApi } from '@client/features/library';

// Not crypto.randomUUID: that exists only in secure contexts, and a LAN address is not one.
let placeholderCount = 0;
const nextTempId = () => `${Date.now().toString(36)}-${(placeholderCount += 1)}`;

/**
 * SPEC §4 "Video add": a placeholder first in the collection at once (its count rises with it),
 * replaced by the saved record; on failure it goes again and a toast says so, or, when the
 * plan is full, the user goes to the upgrade page.
 */
export function useCreateVideo() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: (input: { url: string; categoryId: string }) => api.createVideo(input),
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
    onError: (error, _input, context) => {
      if (context) cache.update((library) => removeVideo(library, context.placeholderId));
      const limit = planLimitOf(error);
      if (limit) void navigate(upgradePath(limit));
      else showErrorToast(FAILURE_MESSAGES.addVideo);
    },
  });
}
