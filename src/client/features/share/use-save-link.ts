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
import { rememberLastCollectionId } from './last-collection';

export interface SaveLinkInput {
  url: string;
  collectionId: string;
  /** As shown when the save was asked for: "Saved to Music." names what the user chose. */
  collectionName: string;
  /** "Save anyway": the link is in the library already, and the user insists (issue 16). */
  allowDuplicate?: boolean;
}

// Not crypto.randomUUID: that exists only in secure contexts, and a LAN address is not one.
let placeholderCount = 0;
const nextTempId = () => `share-${Date.now().toString(36)}-${(placeholderCount += 1)}`;

/**
 * One tap, one request (POST /api/videos). The library beside the screen (the sidebar's counts)
 * shows the placeholder at once, as an add from the library screen does (SPEC §4), and loses it
 * again on failure. What failed is the caller's to show: this screen says it in place, rather
 * than as a toast or a redirect to /upgrade, or where the link is already (issue 16). A save
 * remembers its collection for the next one.
 *
 * The optimistic steps repeat videos/add/use-create-video.ts on purpose: shared through the
 * library's index they landed in the first load (+0.6 KB of a tight budget), since the add
 * dialog's hook then came with it.
 */
export function useSaveLink() {
  const api = useLibraryApi();
  const cache = useLibraryCache();

  return useMutation({
    mutationFn: ({ url, collectionId, allowDuplicate }: SaveLinkInput) =>
      api.createVideo({ url, categoryId: collectionId, allowDuplicate }),
    onMutate: async ({ url, collectionId }) => {
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
    onSuccess: (saved, { collectionId }, context) => {
      cache.update((library) => replaceVideo(library, context.placeholderId, saved));
      rememberLastCollectionId(collectionId);
    },
    onError: (error, _input, context) => {
      if (context) cache.update((library) => removeVideo(library, context.placeholderId));
      // A link saved since the library was loaded (another tab, the extension): "Open in
      // library" finds it once the library is fetched again.
      const found = alreadySavedOf(error);
      if (found && !cache.read()?.videos.some((video) => video.id === found.video.id)) {
        void cache.reload();
      }
    },
  });
}
