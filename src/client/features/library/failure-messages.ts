/**
 * The failure lines of docs/product/errors.md for the library screen (the validation texts are
 * LIBRARY_MESSAGES).
 */
export const FAILURE_MESSAGES = {
  loadLibrary: 'Failed to load your bookmarks.',
  addCollection: 'Failed to add category',
  renameCollection: 'Failed to rename category. Please try again.',
  deleteCollection: 'Failed to delete category. Please try again.',
  addVideo: 'Failed to add video. Please try again.',
  updateVideo: 'Failed to update video. Please try again',
  deleteVideo: 'Failed to delete video.',
  reorderCollections: 'Failed to reorder categories.',
  moveVideo: 'Failed to move video to category.',
  saveVideoOrder: 'Failed to save video order.',
  /** docs/product/watch-later-and-player.md: ours, not the spec's. */
  markWatched: 'Failed to save the watched mark. Please try again.',
} as const;
