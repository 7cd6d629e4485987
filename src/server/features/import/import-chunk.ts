import { randomUUID } from 'node:crypto';
import { collectionNameKey } from '@shared/collection-name';
import { IMPORT_FOLDER_DEPTH_MAX } from '@shared/constants';
import { parseHttpUrl } from '@shared/urls';
import type { Tx } from '@server/db/client';
import { keysAfter } from '@server/ordering/order-keys';
import {
  listCollections,
  noLinkKeyReason,
  planAllowance,
  planLimitMessage,
  type CollectionRow,
  type PlanAllowance,
} from '@server/core';
import { fallbackMetadata } from '@server/features/link-details';
import { insertVideos, type NewVideo } from '@server/features/videos';
import { insertCollectionsReusing, type NewCollection } from '@server/features/collections';
import {
  findImport,
  lastVideoKeys,
  pendingItems,
  recordOutcomes,
  sourcesOf,
  updateImport,
  videosWithKeys,
  type ImportItemRow,
  type ImportOutcomeRow,
  type ImportRow,
} from './import.repo';

/**
 * Where the chunk's links go: the import's chosen collection, or each the collection its file
 * names, found by its name's key as the unique index compares names, else created after the
 * user's last one while the plan has room.
 */
async function collectionsFor(tx: Tx, imported: ImportRow) {
  const userId = imported.userId;
  const existing = await listCollections(tx, userId);
  const byKey = new Map<string, Pick<CollectionRow, 'id' | 'name'>>(
    existing.map((row) => [row.nameKey, row]),
  );
  const fallback = existing.find((row) => row.isDefault);
  if (!fallback) throw new Error(`user ${userId} has no default collection`);
  const chosen = imported.targetCollectionId
    ? existing.find((row) => row.id === imported.targetCollectionId)
    : undefined;
  const created: Array<NewCollection & { id: string }> = [];
  let room: PlanAllowance | undefined;
  let lastKey = existing.at(-1)?.position ?? null;

  return {
    created,
    /** The collection for an entry, or null when the plan has no room for the one it names. */
    async resolve(name: string | null): Promise<Pick<CollectionRow, 'id' | 'name'> | null> {
      // A chosen collection deleted meanwhile: the rest goes to "Unsorted" rather than nowhere.
      if (imported.targetCollectionId) return chosen ?? fallback;
      if (name === null) return fallback;
      const nameKey = collectionNameKey(name);
      const found = byKey.get(nameKey);
      if (found) return found;
      room ??= await planAllowance(tx, userId, 'category');
      if (!room.hasRoom()) return null;
      room.take();
      const [position] = keysAfter(lastKey, 1) as [string];
      lastKey = position;
      const row = { id: randomUUID(), userId, name, position };
      created.push(row);
      byKey.set(nameKey, row);
      return row;
    },
  };
}

/** Where an added entry went, as its report line says. */
function addedDetail(item: ImportItemRow, collectionName: string): string {
  return item.folded
    ? `${collectionName} (folders nested deeper than ${IMPORT_FOLDER_DEPTH_MAX} levels folded into it)`
    : collectionName;
}

/** The video an entry becomes, first with the details its file gives, else the fallbacks. */
function videoOf(
  item: ImportItemRow,
  imported: ImportRow,
  collectionId: string,
  now: Date,
  looksUp: (url: string) => boolean,
): Omit<NewVideo, 'position'> {
  const url = parseHttpUrl(item.url)?.href ?? item.url;
  const fallback = fallbackMetadata(url);
  return {
    id: randomUUID(),
    userId: imported.userId,
    categoryId: collectionId,
    url,
    linkKey: item.linkKey,
    youtubeId: fallback.youtubeId,
    title: item.title ?? fallback.title,
    description: item.description ?? fallback.description,
    thumbnailUrl: fallback.thumbnailUrl,
    channelName: item.channelName ?? fallback.channelName,
    duration: null,
    note: item.note ?? '',
    // Made into tags, spelt as the user's own, as the videos go in (insertVideos).
    tagNames: item.tags,
    createdAt: item.savedAt ?? now,
    watchedAt: item.watchedAt,
    publishedAt: item.publishedAt,
    // A Vidshelf export's details are the user's own (edited titles included): kept as they are.
    // Any other link the lookup covers (a video site's oEmbed, a page) gets its details in the
    // background, as an add would (decision 0052).
    detailsPending: imported.format !== 'vidshelf-json' && looksUp(url),
  };
}

/** Keys after each collection's last video, in file order: imported links go to the end. */
async function placeAtEnd(
  tx: Tx,
  userId: string,
  videos: Array<Omit<NewVideo, 'position'>>,
): Promise<NewVideo[]> {
  const byCollection = new Map<string, Array<Omit<NewVideo, 'position'>>>();
  for (const video of videos) {
    const list = byCollection.get(video.categoryId);
    if (list) list.push(video);
    else byCollection.set(video.categoryId, [video]);
  }
  const lastKeys = await lastVideoKeys(tx, userId, [...byCollection.keys()]);
  const keyOf = new Map<string, string>();
  for (const [collectionId, list] of byCollection) {
    const keys = keysAfter(lastKeys.get(collectionId) ?? null, list.length);
    list.forEach((video, index) => keyOf.set(video.id, keys[index] as string));
  }
  return videos.map((video) => ({ ...video, position: keyOf.get(video.id) as string }));
}

/**
 * Deals with the import's next `size` entries (a chunk, chunk-size.ts), in one transaction (the
 * caller's) under the user's lock: each entry is added, or reported as a duplicate (of the
 * library or of an earlier entry), as no link, or as over the plan's limit. The chunk's videos
 * and the record of what became of its entries commit together or not at all, so a crash leaves
 * every entry wholly imported or untouched, and the import goes on from the first untouched one.
 * Returns the import as it then stands (undefined: gone); one not running is left as it is.
 */
export async function importChunk(
  tx: Tx,
  userId: string,
  importId: string,
  now: Date,
  /** Whether a link waits for the background's lookup of its details (import-runner.ts). */
  looksUp: (url: string) => boolean,
  size: number,
): Promise<ImportRow | undefined> {
  // Statements that do not wait for each other's answers are sent together, in the order they
  // run: on the embedded database the transaction holds everyone else back between a statement's
  // answer and the next statement, however long this process takes to send it
  // (docs/decisions/0097-import-chunks-held-briefly.md).
  // Locks the user's row first: no single add, move or other chunk of this user runs meanwhile,
  // and the import's counts read next are the last committed ones.
  const [videoRoom, imported] = await Promise.all([
    planAllowance(tx, userId, 'video'),
    findImport(tx, userId, importId),
  ]);
  if (imported?.status !== 'running') return imported;
  const items = await pendingItems(tx, imported, size);
  const keys = items.flatMap((item) => (item.linkKey && !item.repeatOf ? [item.linkKey] : []));
  const [savedRows, repeatSources, destinations] = await Promise.all([
    videosWithKeys(tx, userId, keys),
    sourcesOf(
      tx,
      imported.id,
      items.flatMap((item) => (item.repeatOf ? [item.repeatOf] : [])),
    ),
    collectionsFor(tx, imported),
  ]);
  const saved = new Map(savedRows.map((row) => [row.linkKey, row.collectionName]));

  const outcomes: ImportOutcomeRow[] = [];
  const added: Array<Omit<NewVideo, 'position'>> = [];
  /** The added entries and where they go, reported once their collections are written. */
  const addedTo: Array<{ item: ImportItemRow; collection: Pick<CollectionRow, 'id' | 'name'> }> =
    [];
  const counts = { added: 0, duplicates: 0, rejected: 0, overLimit: 0 };
  for (const item of items) {
    const report = (outcome: ImportOutcomeRow['outcome'], detail: string) =>
      outcomes.push({ seq: item.seq, outcome, detail });
    if (!item.linkKey) {
      counts.rejected += 1;
      report('invalid', noLinkKeyReason(item.url));
      continue;
    }
    if (item.repeatOf) {
      counts.duplicates += 1;
      report(
        'duplicate',
        `Same link as ${repeatSources.get(item.repeatOf) ?? 'an earlier entry'}.`,
      );
      continue;
    }
    const savedIn = saved.get(item.linkKey);
    if (savedIn !== undefined) {
      counts.duplicates += 1;
      report('duplicate', `Already in ${savedIn}.`);
      continue;
    }
    if (!videoRoom.hasRoom()) {
      counts.overLimit += 1;
      report('over_limit', planLimitMessage('video'));
      continue;
    }
    const collection = await destinations.resolve(item.collectionName);
    if (!collection) {
      counts.overLimit += 1;
      report('over_limit', planLimitMessage('category'));
      continue;
    }
    videoRoom.take();
    counts.added += 1;
    added.push(videoOf(item, imported, collection.id, now, looksUp));
    addedTo.push({ item, collection });
  }

  // A new collection whose name the user has after all (met by the unique index on its key)
  // takes its links into the one there, as one found by the read above would.
  const reused = await insertCollectionsReusing(tx, userId, destinations.created);
  addedTo.forEach(({ item, collection }, index) => {
    const placed = reused.get(collection.id) ?? collection;
    (added[index] as NewVideo).categoryId = placed.id;
    outcomes.push({ seq: item.seq, outcome: 'added', detail: addedDetail(item, placed.name) });
  });
  outcomes.sort((a, b) => a.seq - b.seq);
  const placed = await placeAtEnd(tx, userId, added);
  const processed = imported.processed + items.length;
  const finished = processed >= imported.total;
  const [next] = await Promise.all([
    updateImport(tx, imported.id, {
      processed,
      added: imported.added + counts.added,
      duplicates: imported.duplicates + counts.duplicates,
      rejected: imported.rejected + counts.rejected,
      overLimit: imported.overLimit + counts.overLimit,
      failures: 0,
      failure: null,
      ...(finished ? { status: 'done', finishedAt: now } : {}),
    }),
    insertVideos(tx, userId, placed),
    recordOutcomes(tx, imported.id, outcomes),
  ]);
  if (!next) throw new Error(`import ${imported.id} vanished under its user's lock`);
  return next;
}
