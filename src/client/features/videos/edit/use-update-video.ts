import { useMutation } from '@tanstack/react-query';
import type { UpdateVideoRequest } from '@shared/contracts/library';
import { applyUpdatedVideo, useLibraryCache, useLibraryApi } from '@client/features/library';

/**
 * Saves an edit, then shows the server's record: in place, or first in its new collection
 * (both counts follow, being derived). Not optimistic: the dialog waits with a spinner and
 * stays open on failure (docs/product/screens-and-routes.md), so the caller reports errors. A
 * change of tags (docs/product/tags-and-notes.md) loads the library again for the user's list of
 * tags.
 */
export function useUpdateVideo() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateVideoRequest }) =>
      api.updateVideo(id, values),
    onSuccess: (updated) => {
      const before = cache.read()?.videos.find((video) => video.id === updated.id);
      cache.update((library) => applyUpdatedVideo(library, updated));
      // New tags get their ids, and tags no video carries any more go, with the server's list.
      if (before && before.tags.join('\n') !== updated.tags.join('\n')) void cache.reload();
    },
  });
}
