/**
 * What the tests expect of each video in the export, written out rather than taken from the
 * code: SPEC §3's seven fields, named and ordered as written there, then the watch state that
 * Vidshelf adds (issue 18). The API and browser tests of the export both hold the file to it.
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
] as const;
