import { useMutation } from '@tanstack/react-query';
import { applyUpdatedVideo } from '@client/features/library';
import { useLibraryCache } from '@client/features/library';
import { useLibraryApi } from '@client/features/library';

/**
 * Saves an edit, then shows the server's record: in place, or first in its new collection
 * (both counts follow, being derived). Not optimistic: the dialog waits with a spinner and
 * stays open on failure (SPEC §2), so the caller reports errors.
 */
export function useUpdateVideo() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  return useMutation({
    mutationFn: ({
      id,
      values,
    }: {
      id: string;
      values: { title: string; url: string; categoryId: string };
    }) => api.updateVideo(id, values),
    onSuccess: (updated) => cache.update((library) => applyUpdatedVideo(library, updated)),
  });
}
