import { PLACEHOLDER_THUMBNAIL_URL, VIDEO_UNDO_WINDOW_MS } from '@shared/constants';
import type { UpdateVideoRequest, Video } from '@shared/contracts/library';
import { parseYouTubeId, youtubeThumbnailUrl } from '@shared/youtube';
import type { Database, Tx } from '@server/db/client';
import { AppError, RateLimitedError } from '@server/http/app-error';
import type { RateWindow } from '@server/rate-limit/rate-window';
import {
  DETAILS_CLAIM_MS,
  fallbackMetadata,
  videoSiteOf,
  type DetailsLookup,
} from '@server/features/link-details';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { placeInList, refuseOwnNeighbour } from '@server/ordering/ordered-list';
import { deleteVideo, takeTombstone } from './undo/deleted-videos.repo';
import { restoredPosition } from './undo/put-back';
import { insertVideo } from './new-videos.repo';
import {
  addChecks,
  applyLookup,
  collectionList,
  findVideo,
  markDetailsPending,
  moveChecks,
  setWatched,
  updateVideo,
  type PendingDetails,
} from './videos.repo';
import {
  assertRoomFor,
  assertRoomLeft,
  fillLinkKeys,
  findCollection,
  linkKey,
  lockUser,
  sessionEnded,
  type VideoRow,
} from '@server/core';
import { setVideoTags } from '@server/features/tags';
import { recordWebhookEvents, videoAdded } from '@server/features/webhooks';

export const toVideo = (row: VideoRow): Video => ({
  id: row.id,
  title: row.title,
  description: row.description,
  thumbnailUrl: row.thumbnailUrl,
  channelName: row.channelName,
  duration: row.duration,
  url: row.url,
  youtubeId: row.youtubeId,
  categoryId: row.categoryId,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  watchedAt: row.watchedAt?.toISOString() ?? null,
  unavailable: row.unavailable,
  unavailableSince: row.unavailableSince?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  tags: row.tagNames,
  note: row.note,
});

/** A restore of a video deleted too long ago (or never). */
export const RESTORE_TOO_LATE_MESSAGE = 'This video can no longer be restored.';

const videoNotFound = () => new AppError('not_found', 404, 'Video not found.');
const collectionNotFound = () => new AppError('not_found', 404, 'Collection not found.');

/**
 * The key that puts a video right after `after` (null: first) in a collection, renumbering that
 * collection when keys grew too long (see placeInList). Callers hold the
 * user's lock (lockUser), so no other write of this user computes a key meanwhile.
 */
const positionIn = (
  tx: Tx,
  userId: string,
  collectionId: string,
  video: { id: string; currentKey: string | null; nextKey?: string | null },
  after: Pick<VideoRow, 'id' | 'position'> | null,
) =>
  placeInList(collectionList(tx, userId, collectionId), {
    ...video,
    after: after && { id: after.id, key: after.position },
  });

export const alreadySavedMessage = (collectionName: string) =>
  `Already in your library in ${collectionName}.`;

/**
 * The collection is the user's, the link is not saved yet (unless `duplicateOf` is null: the
 * user insists), and the plan has room. All checked under the user's lock, so two adds of one
 * link, or of the plan's last video, at once cannot both pass; in one statement after it. A link
 * saved already is said first: nothing would be added. With `probeKeys`, nothing is judged
 * when some videos have no link key yet (the answer says so: fill them, then check again).
 * Answers the collection's first order key, which a video added first goes before.
 */
async function assertCanAddTo(
  tx: Tx,
  userId: string,
  collectionId: string,
  duplicateOf: string | null,
  { probeKeys }: { probeKeys: boolean },
): Promise<{ keysMissing: boolean; firstKey: string | null; webhooks: boolean }> {
  await lockUser(tx, userId);
  const { collectionFound, saved, tier, videos, keysMissing, firstKey, webhooks } = await addChecks(
    tx,
    userId,
    collectionId,
    duplicateOf,
    probeKeys,
  );
  if (keysMissing) return { keysMissing, firstKey, webhooks };
  if (!collectionFound) throw collectionNotFound();
  if (saved) {
    throw new AppError('already_saved', 409, alreadySavedMessage(saved.categoryName), {
      video: saved,
    });
  }
  // The session check already proved the user exists; a vanished user has no room at all.
  if (!tier) throw sessionEnded();
  assertRoomLeft(tier, 'video', videos);
  return { keysMissing, firstKey, webhooks };
}

/** Refreshes one user may ask for a minute: a person clicking, never a crawler through us. */
export const VIDEO_REFRESHES_PER_MINUTE = 60;
export const VIDEO_REFRESH_WINDOW_MS = 60_000;

/** A refresh while METADATA_FETCH leaves this link without lookups (nothing is changed). */
export const LOOKUPS_OFF_MESSAGE = 'Looking up details is turned off on this server.';
export const PAGE_LOOKUPS_OFF_MESSAGE =
  'Looking up the details of web pages is turned off on this server.';
/** A refresh whose service could not be reached: the background tries again by itself. */
export const lookupUnavailableMessage = (service: string) =>
  `${service} could not be reached. Vidshelf will try again later.`;
/** A refresh whose lookup got no turn among the server's outside requests (decision 0083). */
export const LOOKUP_QUEUED_MESSAGE =
  'Vidshelf is busy looking up other videos. It will try again in a moment.';

export interface VideosServiceDeps {
  db: Database;
  /** Details for a link: whether the server looks links up, and a refresh's (createDetailsLookup). */
  lookupDetails: DetailsLookup;
  /**
   * Looks an added link's details up once its add has answered, in this process (the details
   * refresher's lookUpNow): the add claimed it for that.
   */
  lookUpSoon: (video: PendingDetails) => void;
  /** Each user's refreshes, per minute (memory on PGlite, the database on PostgreSQL). */
  refreshes: RateWindow;
}

/** Saved links: metadata looked up on add, plan limits and ownership checked on every write. */
export function createVideosService({
  db,
  lookupDetails,
  lookUpSoon,
  refreshes,
}: VideosServiceDeps) {
  return {
    /**
     * Inserts the link first in its collection with what is known without asking anyone (its
     * fallbacks: docs/decisions/0099-add-answers-at-once.md), the plan's limit checked under the
     * user's lock in the insert's own transaction, and answers; its details are looked up after
     * that, the change pushed to the user's screens. A link already in the library is refused
     * with where it is (docs/product/already-saved.md), unless `allowDuplicate`.
     */
    async add(
      userId: string,
      url: string,
      collectionId: string,
      { allowDuplicate = false }: { allowDuplicate?: boolean } = {},
    ): Promise<Video> {
      const key = linkKey(url);
      const duplicateOf = allowDuplicate ? null : key;
      const metadata = fallbackMetadata(url);
      const looksUp = lookupDetails.covers(url);
      // One transaction checks and inserts, under the user's lock: nothing is asked of anyone
      // before the answer, so there is nothing to refuse early. Videos saved before link keys
      // existed get theirs first (nothing was written: the answer is null), and it runs again.
      const addOnce = (probeKeys: boolean) =>
        db.asUser(userId, async (tx) => {
          const { keysMissing, firstKey, webhooks } = await assertCanAddTo(
            tx,
            userId,
            collectionId,
            duplicateOf,
            { probeKeys },
          );
          if (keysMissing) return null;
          const id = randomUUID();
          const first = await positionIn(
            tx,
            userId,
            collectionId,
            { id, currentKey: null, nextKey: firstKey },
            null,
          );
          const insert = {
            id,
            position: first.key,
            userId,
            categoryId: collectionId,
            url,
            linkKey: key,
            youtubeId: metadata.youtubeId,
            title: metadata.title,
            description: metadata.description,
            thumbnailUrl: metadata.thumbnailUrl,
            channelName: metadata.channelName,
            duration: metadata.duration ?? null,
            // Waiting for its lookup, claimed for this process's: the background pass takes it
            // only if that claim runs out (details-refresher.ts).
            detailsPending: looksUp,
            // The database's clock, which the pass compares it with.
            detailsClaimedUntil: looksUp
              ? sql`now() + ${DETAILS_CLAIM_MS} * interval '1 millisecond'`
              : null,
          };
          if (!webhooks) return db.lastStatement(() => insertVideo(tx, userId, insert));
          // A webhook listens: the delivery is written in this transaction (the outbox), after
          // the insert, whose row it carries as the add answers it.
          const inserted = await insertVideo(tx, userId, insert);
          await db.lastStatement(() =>
            recordWebhookEvents(tx, userId, [videoAdded(toVideo(inserted))]),
          );
          return inserted;
        });
      let row = await addOnce(duplicateOf !== null);
      if (!row) {
        await fillLinkKeys(db, userId);
        row = await addOnce(false);
      }
      if (!row) throw new Error('An add found link keys missing after filling them.');
      if (looksUp) {
        lookUpSoon({
          id: row.id,
          url: row.url,
          channelName: row.channelName,
          userId,
          createdAt: row.createdAt.toISOString(),
        });
      }
      return toVideo(row);
    },

    /**
     * Looks the video up again now (the "Refresh details" of docs/product/link-details.md), outside
     * any transaction as an add does, and writes what was found as the background does
     * (applyLookup: never over a title the user edited). 409 `lookups_off` when this server looks
     * nothing of the kind up; 503 `lookup_unavailable` when the service cannot be reached, the
     * video then left to the background's lookups (`details_pending`) and otherwise unchanged.
     */
    async refresh(userId: string, id: string): Promise<Video> {
      const read = await db.asUser(userId, (tx) => findVideo(tx, userId, id));
      if (!read) throw videoNotFound();
      if (!lookupDetails.covers(read.url)) {
        const pagesOnly = lookupDetails.mode !== 'off' && read.youtubeId === '';
        throw new AppError(
          'lookups_off',
          409,
          pagesOnly ? PAGE_LOOKUPS_OFF_MESSAGE : LOOKUPS_OFF_MESSAGE,
        );
      }
      const taken = await refreshes.take(userId);
      if (!taken.admitted) throw new RateLimitedError(Math.ceil(taken.waitMs / 1000));
      const result = await lookupDetails(read.url, userId);
      if (result.status === 'unreachable' || result.status === 'queued') {
        await db.asUser(userId, (tx) => markDetailsPending(tx, read, userId));
        throw new AppError(
          'lookup_unavailable',
          503,
          result.status === 'queued'
            ? LOOKUP_QUEUED_MESSAGE
            : lookupUnavailableMessage(videoSiteOf(read.url) ?? hostOf(read.url)),
        );
      }
      return db.asUser(userId, async (tx) => {
        // The link edited meanwhile: what was found is another link's; the video as it is now.
        const row =
          (await applyLookup(tx, read, result, userId)) ?? (await findVideo(tx, userId, id));
        if (!row) throw videoNotFound();
        return toVideo(row);
      });
    },

    /**
     * Title, URL and collection (docs/product/api.md), and when given the tags and the note
     * (docs/product/tags-and-notes.md). A move to another collection puts the video first there; a
     * new URL brings its own YouTube id and thumbnail (no network needed for those), and forgets
     * the old link's length. The tags replace the video's (setVideoTags: existing ones reused by
     * name, unused ones dropped).
     */
    update: (
      userId: string,
      id: string,
      { tags, note, ...changes }: UpdateVideoRequest,
    ): Promise<Video> =>
      db.asUser(userId, async (tx) => {
        const current = await findVideo(tx, userId, id);
        if (!current) throw videoNotFound();
        const moved = changes.categoryId !== current.categoryId;
        if (moved && !(await findCollection(tx, userId, changes.categoryId)))
          throw collectionNotFound();
        // Only a move computes an ordering key, and only tags are compared by name and created
        // or dropped, so only those queue on the user's lock.
        if (moved || tags !== undefined) await lockUser(tx, userId);
        // First, so the row the update returns has the new names (videos.tag_names).
        if (tags !== undefined) await setVideoTags(tx, userId, id, tags);
        const youtubeId = parseYouTubeId(changes.url) ?? '';
        const first = moved
          ? await positionIn(tx, userId, changes.categoryId, { id, currentKey: null }, null)
          : null;
        const changed = {
          ...changes,
          ...(note !== undefined ? { note } : {}),
          // Named by the user: no lookup replaces it (details-refresher.ts).
          ...(changes.title !== current.title ? { titleEdited: true } : {}),
          ...(first ? { position: first.key } : {}),
          ...(changes.url !== current.url
            ? {
                youtubeId,
                linkKey: linkKey(changes.url),
                thumbnailUrl: youtubeId
                  ? youtubeThumbnailUrl(youtubeId)
                  : PLACEHOLDER_THUMBNAIL_URL,
                duration: null,
              }
            : {}),
        };
        // The row was found above, so the update finds it too: nothing after it can fail.
        const updated = await db.lastStatement(() => updateVideo(tx, userId, id, changed));
        if (!updated) throw videoNotFound();
        return toVideo(updated);
      }),

    /**
     * One drop (docs/product/states.md): the video goes right after `afterId` (null: first) in
     * `categoryId`, its own collection (a reorder) or another (a move). Writes its one row, or none
     * when it is already there; the neighbour must be in that collection, else the client's view is
     * stale.
     */
    move: (
      userId: string,
      id: string,
      { categoryId: collectionId, afterId }: { categoryId: string; afterId: string | null },
    ): Promise<Video> =>
      db.asUser(userId, async (tx) => {
        refuseOwnNeighbour(id, afterId, 'A video');
        await lockUser(tx, userId);
        const { video, collectionFound, after, nextKey } = await moveChecks(
          tx,
          userId,
          id,
          collectionId,
          afterId,
        );
        if (!video) throw videoNotFound();
        if (!collectionFound) throw collectionNotFound();
        if (after === undefined) throw videoNotFound();
        if (after && after.categoryId !== collectionId) {
          throw new AppError('conflict', 409, 'That video is not in this collection any more.');
        }
        const sameList = video.categoryId === collectionId;
        const { key, changed } = await positionIn(
          tx,
          userId,
          collectionId,
          { id, currentKey: sameList ? video.position : null, nextKey },
          after,
        );
        if (!changed) return toVideo(video);
        const updated = await db.lastStatement(() =>
          updateVideo(tx, userId, id, { categoryId: collectionId, position: key }),
        );
        if (!updated) throw videoNotFound();
        return toVideo(updated);
      }),

    /**
     * Deletes the video, keeping its row as a tombstone for the undo window (docs/product/undo.md);
     * the user's tombstones past their window go meanwhile, so they never pile up between sweeps.
     * Under the user's lock: a tag it was the last to carry goes with it (deleteVideo).
     */
    remove: (userId: string, id: string): Promise<void> =>
      db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        // One statement: when no video was found, all it changed was forgetting tombstones
        // past their window, which nothing can restore anyway.
        const deleted = await db.lastStatement(() =>
          deleteVideo(tx, userId, id, VIDEO_UNDO_WINDOW_MS),
        );
        if (!deleted) throw videoNotFound();
      }),

    /**
     * Watched or not (docs/product/watch-later-and-player.md): the "watch later" list's one bit,
     * with when it was set.
     */
    setWatched: (userId: string, id: string, watched: boolean): Promise<Video> =>
      db.asUser(userId, async (tx) => {
        const row = await db.lastStatement(() => setWatched(tx, userId, id, watched));
        if (!row) throw videoNotFound();
        return toVideo(row);
      }),

    /**
     * Undoes a delete within the window: the same row comes back, with its id, date and place in
     * its collection. If another video took its order key meanwhile, it goes right after that
     * one. The plan must still have room (a link may have been added since). Its tags come back
     * by name: a tag that went with it is made again, one of the same name since is reused.
     */
    restore: (userId: string, id: string): Promise<Video> =>
      db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        const row = await takeTombstone(tx, userId, id, VIDEO_UNDO_WINDOW_MS);
        if (!row) throw new AppError('not_found', 404, RESTORE_TOO_LATE_MESSAGE);
        await assertRoomFor(tx, userId, 'video');
        const position = await restoredPosition(tx, userId, row);
        // The tags come back from the copy of their names; when it has any, the row is read
        // again for the names as now spelt.
        const restored = await insertVideo(tx, userId, { ...row, position });
        if (row.tagNames.length === 0) return toVideo(restored);
        const reread = await findVideo(tx, userId, id);
        if (!reread) throw videoNotFound();
        return toVideo(reread);
      }),
  };
}

export type VideosService = ReturnType<typeof createVideosService>;

/** The host a card falls back to (www. dropped), for a message about the link. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'The site';
  }
}
