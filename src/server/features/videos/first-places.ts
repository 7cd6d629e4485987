import { generateNKeysBetween } from 'fractional-indexing';
import type { Tx } from '@server/db/client';
import { keysBefore } from '@server/ordering/order-keys';
import { collectionList } from './videos.repo';

/** No video has this id: what firstKeyAfter leaves out when nothing is to be left out. */
export const NO_VIDEO = '00000000-0000-0000-0000-000000000000';

/**
 * Order keys for `count` videos put first in a collection, in order, for the caller to insert
 * (the top of the collection, as an add puts one). When they would pass the keys' length bound,
 * the collection's videos are renumbered behind them here, in the caller's transaction. The
 * caller holds the user's lock (lockUser).
 */
export async function firstPlaces(
  tx: Tx,
  userId: string,
  collectionId: string,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const list = collectionList(tx, userId, collectionId);
  const keys = keysBefore(await list.firstKeyAfter(null, NO_VIDEO), count);
  if (keys !== null) return keys;
  const staying = await list.orderedIds();
  const fresh = generateNKeysBetween(null, null, count + staying.length);
  await list.writeKeys(
    staying.map((id, index) => ({ id, position: fresh[count + index] as string })),
  );
  return fresh.slice(0, count);
}
