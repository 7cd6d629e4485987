import { useMutation } from '@tanstack/react-query';
import type { Library, Tag } from '@shared/contracts/library';
import { tagNameProblem } from '@shared/tag-name';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import { useLibraryApi, useLibraryCache } from '@client/features/library';

/** What the sidebar's tag actions say when the server could not do them. */
export const TAG_FAILURES = {
  rename: 'Could not rename the tag. Please try again.',
  remove: 'Could not delete the tag. Please try again.',
} as const;

/** The library with a tag taken off every video and out of the list. */
export function withoutTag(library: Library, tag: Tag): Library {
  return {
    ...library,
    tags: library.tags.filter((other) => other.id !== tag.id),
    videos: library.videos.map((video) =>
      video.tags.includes(tag.name)
        ? { ...video, tags: video.tags.filter((name) => name !== tag.name) }
        : video,
    ),
  };
}

/**
 * Rename (a name another tag has merges the two, on the server) and delete, each resolving true
 * when its dialog may close. A delete shows at once; a rename, which may merge, shows the
 * library as the server then has it (reloaded either way, so every card agrees).
 */
export function useTagActions() {
  const api = useLibraryApi();
  const cache = useLibraryCache();
  const renaming = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api.renameTag(id, name),
    onSettled: () => cache.reload(),
  });
  const removing = useMutation({
    mutationFn: (tag: Tag) => api.deleteTag(tag.id),
    onMutate: async (tag) => {
      await cache.cancelReload();
      cache.update((library) => withoutTag(library, tag));
    },
    onSettled: () => cache.reload(),
  });

  async function rename(tag: Tag, input: string): Promise<boolean> {
    const name = input.trim();
    const problem = tagNameProblem(name);
    if (problem) {
      showErrorToast(problem);
      return false;
    }
    if (name === tag.name) return true;
    try {
      const kept = await renaming.mutateAsync({ id: tag.id, name });
      if (kept.id !== tag.id) showSuccessToast(`Merged “${tag.name}” into “${kept.name}”`);
      return true;
    } catch {
      showErrorToast(TAG_FAILURES.rename);
      return false;
    }
  }

  async function remove(tag: Tag): Promise<boolean> {
    try {
      await removing.mutateAsync(tag);
      return true;
    } catch {
      showErrorToast(TAG_FAILURES.remove);
      return false;
    }
  }

  return { rename, remove, pending: renaming.isPending || removing.isPending };
}
