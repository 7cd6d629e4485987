import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import { DEFAULT_COLLECTION_NAME } from '@shared/constants';
import type { Database } from '@server/db/client';
import { collections, videos } from '@server/db/schema';
import type { Shelf } from './library-view';
import { collectionNameKey } from '@shared/collection-name';

/** What one device starts with: its collections' names and how many videos each holds. */
export interface SeedShelf {
  /** Omitted for "Unsorted", which every user already has. */
  name?: string;
  videos: number;
}

/**
 * Fills a new user's library straight in the tables, as the owner (set-up, not measured), and
 * returns each device's starting model. Ids and keys are made here, so the order is known.
 */
export async function seedLibrary(
  db: Database,
  userId: string,
  devices: SeedShelf[][],
): Promise<Shelf[][]> {
  return db.system(async (tx) => {
    const [unsorted] = await tx
      .select({ id: collections.id, position: collections.position })
      .from(collections)
      .where(and(eq(collections.userId, userId), eq(collections.isDefault, true)));
    if (!unsorted) throw new Error(`seed: user ${userId} has no "Unsorted"`);
    const named = devices.flat().filter((shelf) => shelf.name !== undefined);
    const keys = generateNKeysBetween(unsorted.position, null, named.length);
    const models = devices.map((shelves) =>
      shelves.map((shelf) => ({
        id: shelf.name === undefined ? unsorted.id : randomUUID(),
        name: shelf.name ?? DEFAULT_COLLECTION_NAME,
        videoIds: Array.from({ length: shelf.videos }, () => randomUUID()),
      })),
    );
    const newShelves = models.flat().filter((shelf) => shelf.id !== unsorted.id);
    if (newShelves.length > 0) {
      await tx.insert(collections).values(
        newShelves.map((shelf, i) => ({
          id: shelf.id,
          userId,
          name: shelf.name,
          nameKey: collectionNameKey(shelf.name),
          position: keys[i] as string,
        })),
      );
    }
    const rows = models.flat().flatMap((shelf) => {
      const videoKeys = generateNKeysBetween(null, null, shelf.videoIds.length);
      return shelf.videoIds.map((id, i) => ({
        id,
        userId,
        categoryId: shelf.id,
        title: `Seeded ${i}`,
        url: `https://example.com/seeded/${id}`,
        position: videoKeys[i] as string,
      }));
    });
    if (rows.length > 0) await tx.insert(videos).values(rows);
    return models;
  });
}
