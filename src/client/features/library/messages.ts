/** SPEC §8's failure lines for the library screen (the validation texts are LIBRARY_MESSAGES). */
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
  /** Issue 18: ours, not the spec's. */
  markWatched: 'Failed to save the watched mark. Please try again.',
} as const;

export const COPY_URL_TOAST = {
  title: 'URL copied!',
  description: 'Video URL has been copied to clipboard.',
} as const;

/** SPEC §2's wording, "URL(s)" and all, whatever the number; shown only above 0. */
export const collectionDeleteWarning = (count: number): string =>
  `This category contains ${count} URL(s). They will be deleted.`;

/** Issue 17: what a toast that can undo a delete, or an add straight from the clipboard, says. */
export const UNDO_MESSAGES = {
  undo: 'Undo',
  deleted: 'Video deleted',
  restoreFailed: 'Failed to restore video. Please try again.',
  added: (title: string, collectionName: string) => `Added “${title}” to ${collectionName}`,
  /** Issue 18: the player marked it watched after a while. */
  markedWatched: 'Marked as watched',
} as const;

/** Issue 18: what "Refresh details" says; the server words why it could not (its codes below). */
export const REFRESH_MESSAGES = {
  refreshing: 'Refreshing details…',
  refreshed: 'Details refreshed',
  unavailable: 'The site says this video is unavailable',
  failed: 'Failed to refresh details. Please try again.',
} as const;

/** Issue 16: the actions of the toast that says a link is in the library already. */
export const ALREADY_SAVED_ACTIONS = {
  open: 'Open',
  saveAnyway: 'Save anyway',
} as const;
