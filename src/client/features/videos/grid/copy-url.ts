import type { Video } from '@shared/contracts/library';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';

/** A card's "Copy URL": the link on the clipboard, and the toast docs/product/errors.md words. */
export async function copyUrl(video: Video) {
  try {
    await navigator.clipboard.writeText(video.url);
    showSuccessToast('URL copied!', 'Video URL has been copied to clipboard.');
  } catch {
    showErrorToast('Could not copy the URL.');
  }
}
