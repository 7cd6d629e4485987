import { useCallback } from 'react';
import type { Video } from '@shared/contracts/library';
import { dismissToast, showErrorToast, withToast } from '@client/lib/toast';
import {
  applyUpdatedVideo,
  isLibraryApiError,
  useLibraryApi,
  useLibraryCache,
} from '@client/features/library';
import { REFRESH_MESSAGES } from './refresh-messages';

/**
 * Refusals the server words for the user: lookups off on this server, the site unreachable
 * (it will try again by itself), too many refreshes, the video gone meanwhile.
 */
const SAID_BY_SERVER = new Set(['lookups_off', 'lookup_unavailable', 'rate_limited', 'not_found']);

/**
 * "Refresh details" (docs/product/link-details.md#refresh-details): asks the video's site again
 * through the server, which keeps a title the user edited. A toast says it is on its way (a page
 * may take a few seconds), then what came of it; the card shows the server's answer, "Unavailable"
 * mark included.
 */
export function useRefreshDetails() {
  const api = useLibraryApi();
  const cache = useLibraryCache();

  return useCallback(
    async (video: Video) => {
      const id = `refresh:${video.id}`;
      withToast((toast) =>
        toast.loading(REFRESH_MESSAGES.refreshing, { id, description: `“${video.title}”` }),
      );
      try {
        const saved = await api.refreshDetails(video.id);
        // A reload that started before would bring back the details as they were.
        await cache.cancelReload();
        cache.update((library) => applyUpdatedVideo(library, saved));
        withToast((toast) =>
          toast.success(
            saved.unavailable ? REFRESH_MESSAGES.unavailable : REFRESH_MESSAGES.refreshed,
            { id, description: `“${saved.title}”` },
          ),
        );
      } catch (error) {
        dismissToast(id);
        showErrorToast(
          isLibraryApiError(error) && SAID_BY_SERVER.has(error.code)
            ? error.message
            : REFRESH_MESSAGES.failed,
        );
      }
    },
    [api, cache],
  );
}
