import type { Import } from '@shared/contracts/import';

/** An import as the server answers it, for tests: a free user's preview of a bookmarks file. */
export function anImport(
  changes: Partial<Omit<Import, 'found' | 'room' | 'progress'>> & {
    found?: Partial<Import['found']>;
    room?: Partial<Import['room']>;
    progress?: Partial<Import['progress']>;
  } = {},
): Import {
  const { found, room, progress, ...rest } = changes;
  return {
    id: '0b5c9a52-31a4-4f3e-9d1e-6d7a0e3c2f10',
    status: 'staged',
    format: 'bookmarks-html',
    fileName: 'bookmarks.html',
    targetCollectionId: null,
    failure: null,
    createdAt: '2026-11-25T09:30:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...rest,
    found: {
      links: 6,
      collections: 2,
      newCollections: 2,
      inLibrary: 1,
      repeated: 1,
      invalid: 1,
      folded: 0,
      ...found,
    },
    room: { videos: 49, collections: 5, ...room },
    progress: { processed: 0, added: 0, duplicates: 0, invalid: 0, overLimit: 0, ...progress },
  };
}
