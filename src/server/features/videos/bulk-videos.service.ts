import { VIDEO_TAGS_MAX, VIDEO_UNDO_WINDOW_MS } from '@shared/constants';
import type { BulkVideosRequest, Video } from '@shared/contracts/library';
import { TAG_MESSAGES } from '@shared/tag-name';
import type { Database, Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { placeInList } from '@server/ordering/ordered-list';
import {
  dropUnusedTags,
  findCollection,
  lockUser,
  planLimitReached,
  giveTagsByName,
  roomFor,
  tagNamed,
  userTags,
  writeTagNames,
  type VideoRow,
} from '@server/core';
import {
  insertTag,
  moveVideosFirst,
  tagVideos,
  untagVideos,
  videosFullOfTags,
  videosInLibraryOrder,
} from './bulk.repo';
import {
  deleteVideos,
  reinsertVideo,
  reinsertVideos,
  takeTombstones,
  videoAtKey,
} from './deleted-videos.repo';
import { collectionList } from './videos.repo';
import { RESTORE_TOO_LATE_MESSAGE, toVideo } from './videos.service';

/** Some of the videos named are not the user's (or do not exist): nothing was done. */
export const BULK_NOT_FOUND_MESSAGE = 'Some of these videos are not in your library any more.';

const notFound = () => new AppError('not_found', 404, BULK_NOT_FOUND_MESSAGE);

/**
 * Bulk actions (issue 19): one request, one transaction, under the user's lock, whatever the
 * number of videos; all of them or none (a video that is not the user's refuses the whole
 * request with 404, as one would alone). The answer is the videos as they now are.
 */
export function createBulkVideosService(db: Database) {
  /** The user's videos of `ids`, in library order; refused unless every one is the user's. */
  async function owned(tx: Tx, userId: string, ids: readonly string[]): Promise<VideoRow[]> {
    const rows = await videosInLibraryOrder(tx, userId, ids);
    if (rows.length !== ids.length) throw notFound();
    return rows;
  }

  const answer = async (tx: Tx, userId: string, ids: readonly string[]): Promise<Video[]> =>
    (await videosInLibraryOrder(tx, userId, ids)).map(toVideo);

  /** Moves the videos not in the collection yet first there, in their library order. */
  async function move(tx: Tx, userId: string, ids: readonly string[], collectionId: string) {
    const rows = await owned(tx, userId, ids);
    if (!(await findCollection(tx, userId, collectionId))) {
      throw new AppError('not_found', 404, 'Collection not found.');
    }
    const moving = rows.filter((row) => row.categoryId !== collectionId).map((row) => row.id);
    await moveVideosFirst(tx, userId, collectionId, moving);
  }

  /** Puts a tag, by name (an existing one in any case, else a new one), on every video. */
  async function tag(tx: Tx, userId: string, ids: readonly string[], name: string) {
    await owned(tx, userId, ids);
    const existing = tagNamed(await userTags(tx, userId), name);
    if ((await videosFullOfTags(tx, ids, existing?.id ?? null, VIDEO_TAGS_MAX)) > 0) {
      throw new AppError('validation_failed', 400, TAG_MESSAGES.tooMany, { field: 'tag' });
    }
    const tagId = existing?.id ?? (await insertTag(tx, userId, name));
    await tagVideos(tx, userId, ids, tagId);
    await writeTagNames(tx, userId, ids);
  }

  /** Takes a tag, by name in any case, off every video; a tag the user lacks changes nothing. */
  async function untag(tx: Tx, userId: string, ids: readonly string[], name: string) {
    await owned(tx, userId, ids);
    const existing = tagNamed(await userTags(tx, userId), name);
    if (!existing) return;
    await untagVideos(tx, userId, ids, existing.id);
    await writeTagNames(tx, userId, ids);
    await dropUnusedTags(tx, userId, [existing.id]);
  }

  /** Deletes every video, each kept as a tombstone for the undo window (as one delete is). */
  async function remove(tx: Tx, userId: string, ids: readonly string[]) {
    await owned(tx, userId, ids);
    await deleteVideos(tx, userId, ids, VIDEO_UNDO_WINDOW_MS);
  }

  /**
   * Brings back videos deleted within the undo window, each in its place (right after the video
   * that took its key meanwhile, if one did) with its tags; the plan must have room for all.
   */
  async function restore(tx: Tx, userId: string, ids: readonly string[]) {
    const rows = await takeTombstones(tx, userId, ids, VIDEO_UNDO_WINDOW_MS);
    if (rows.length !== ids.length) throw new AppError('not_found', 404, RESTORE_TOO_LATE_MESSAGE);
    const room = await roomFor(tx, userId, 'video');
    if (room !== null && room < rows.length) {
      throw planLimitReached('video');
    }
    // Most go back as they were in a few statements; one whose key was taken meanwhile goes
    // right after the video that took it.
    for (const row of await reinsertVideos(tx, userId, rows)) {
      const taken = await videoAtKey(tx, userId, row.categoryId, row.position);
      const position = taken
        ? (
            await placeInList(collectionList(tx, userId, row.categoryId), {
              id: row.id,
              currentKey: null,
              after: { id: taken.id, key: taken.position },
            })
          ).key
        : row.position;
      await reinsertVideo(tx, { ...row, position });
    }
    await giveTagsByName(tx, userId, rows);
  }

  return {
    apply: (userId: string, request: BulkVideosRequest): Promise<Video[]> =>
      db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        const { ids } = request;
        switch (request.action) {
          case 'move':
            await move(tx, userId, ids, request.categoryId);
            break;
          case 'tag':
            await tag(tx, userId, ids, request.tag);
            break;
          case 'untag':
            await untag(tx, userId, ids, request.tag);
            break;
          case 'delete':
            await remove(tx, userId, ids);
            return [];
          case 'restore':
            await restore(tx, userId, ids);
            break;
        }
        return answer(tx, userId, ids);
      }),
  };
}

export type BulkVideosService = ReturnType<typeof createBulkVideosService>;
