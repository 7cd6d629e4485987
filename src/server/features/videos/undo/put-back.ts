import type { Tx } from '@server/db/client';
import { placeInList } from '@server/ordering/ordered-list';
import type { VideoRow } from '@server/core';
import { insertVideo, insertVideos } from '../new-videos.repo';
import { collectionList } from '../videos.repo';
import { splitByHeldKeys, videoAtKey } from './deleted-videos.repo';

/**
 * Where a restored video goes back: its own order key, or, when another video took that key
 * meanwhile, right after that one. The caller holds the user's lock.
 */
export async function restoredPosition(tx: Tx, userId: string, row: VideoRow): Promise<string> {
  const taken = await videoAtKey(tx, userId, row.categoryId, row.position);
  if (!taken) return row.position;
  const { key } = await placeInList(collectionList(tx, userId, row.categoryId), {
    id: row.id,
    currentKey: null,
    after: { id: taken.id, key: taken.position },
  });
  return key;
}

/**
 * Puts taken tombstones back in the library, with their tags (by name): most as they were in a
 * few statements, one whose order key was taken meanwhile right after the video that took it.
 */
export async function putBack(tx: Tx, userId: string, rows: readonly VideoRow[]): Promise<void> {
  const { free, held } = await splitByHeldKeys(tx, userId, rows);
  await insertVideos(tx, userId, free);
  for (const row of held) {
    await insertVideo(tx, userId, { ...row, position: await restoredPosition(tx, userId, row) });
  }
}
