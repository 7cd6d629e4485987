/**
 * What the tests expect of each video in the export, written out rather than taken from the
 * code: the seven fields of docs/product/entities.md, named and ordered as written there, then what
 * Vidshelf adds: the watch state (docs/product/watch-later-and-player.md), the publish date
 * (docs/product/subscriptions.md), the date it was found unavailable (docs/product/availability.md),
 * the tags and the note
 * (docs/product/tags-and-notes.md). The API and browser tests of the export both hold the file to
 * it.
 */
export const EXPORTED_VIDEO_FIELDS = [
  'id',
  'title',
  'url',
  'description',
  'channelName',
  'categoryId',
  'createdAt',
  'watchedAt',
  'publishedAt',
  'unavailableSince',
  'tags',
  'note',
] as const;
