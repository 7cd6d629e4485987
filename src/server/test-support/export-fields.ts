/**
 * What the tests expect of each video in the export, written out rather than taken from the
 * code: SPEC §3's seven fields, named and ordered as written there, then what Vidshelf adds:
 * the watch state (issue 18), the tags and the note (issue 19). The API and browser tests of
 * the export both hold the file to it.
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
  'tags',
  'note',
] as const;
