import { useMutation } from '@tanstack/react-query';
import {
  addVideoFirst,
  alreadySavedOf,
  makePlaceholderVideo,
  removeVideo,
  replaceVideo,
  useLibraryApi,
  useLibraryCache,
} from '@client/features/library';

/** What POST /api/videos takes: the link, its collection, and whether to save a link again. */
export type NewVideo = Parameters<ReturnType<typeof useLibraryApi>['createVideo']>[0];

// Not crypto.randomUUID: that exists only in secure contexts, and a LAN address is not one.
let placeholderCount = 0;
const nextTempId = () => `${Date.now().toString(36)}-${(placeholderCount += 1)}`;

/**
 * docs/product/states.md "Video add", the steps every add takes, from the library screen or the
 * save screen (docs/product/save-and-share.md): one request (POST /api/videos); a placeholder first
 * in the collection at once (its count rises with it), replaced by the saved record, gone again on
 * failure. A link saved since the library was loaded (another tab, the extension) makes the library
 * load again, so "Open" finds it. What a failure says, and what a save leads to, is each screen's
 * own (`onSaved`, `onFailed`).
 */
export function useOptimisticAdd<Input>(add: {
  /** What the request asks for, from what the screen was given. */
  video: (input: Input) => NewVideo;
  onSaved?: (input: Input) => void;
  onFailed?: (error: Error, input: Input) => void;
}) {
  const api = useLibraryApi();
  const cache = useLibraryCache();

  return useMutation({
    mutationFn: (input: Input) => api.createVideo(add.video(input)),
    onMutate: async (input) => {
      const { url, categoryId } = add.video(input);
      await cache.cancelReload();
      const placeholder = makePlaceholderVideo({
        tempId: nextTempId(),
        url,
        categoryId,
        now: new Date(),
      });
      cache.update((library) => addVideoFirst(library, placeholder));
      return { placeholderId: placeholder.id };
    },
    onSuccess: (saved, input, context) => {
      cache.update((library) => replaceVideo(library, context.placeholderId, saved));
      add.onSaved?.(input);
    },
    onError: (error, input, context) => {
      if (context) cache.update((library) => removeVideo(library, context.placeholderId));
      const found = alreadySavedOf(error);
      if (found && !cache.read()?.videos.some((video) => video.id === found.video.id)) {
        void cache.reload();
      }
      add.onFailed?.(error, input);
    },
  });
}
