import type { Video } from '@shared/contracts/library';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';

export const COPY_URL_TOAST = {
  title: 'URL copied!',
  description: 'Video URL has been copied to clipboard.',
} as const;

/** A card's "Copy URL": the link on the clipboard, and a toast that says so. */
export async function copyUrl(video: Video) {
  try {
    await navigator.clipboard.writeText(video.url);
    showSuccessToast(COPY_URL_TOAST.title, COPY_URL_TOAST.description);
  } catch {
    showErrorToast('Could not copy the URL.');
  }
}
