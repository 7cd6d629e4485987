/**
 * docs/product/undo.md: what a toast that can undo a delete, or an add straight from the clipboard,
 * says.
 */
export const UNDO_MESSAGES = {
  undo: 'Undo',
  deleted: 'Video deleted',
  restoreFailed: 'Failed to restore video. Please try again.',
  added: (title: string, collectionName: string) => `Added “${title}” to ${collectionName}`,
  /** docs/product/watch-later-and-player.md#player: the player marked it watched after a while. */
  markedWatched: 'Marked as watched',
} as const;
