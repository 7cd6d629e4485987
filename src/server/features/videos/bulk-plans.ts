import { generateNKeysBetween } from 'fractional-indexing';
import { VIDEO_TAGS_MAX, VIDEO_UNDO_WINDOW_MS } from '@shared/constants';
import { TAG_MESSAGES } from '@shared/tag-name';
import type { Tx, UserSteps } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { keysBefore } from '@server/ordering/order-keys';
import { NO_VIDEO } from './first-places';
import { assertRoomFor, findCollection, listCollections } from '@server/core';
import {
  dropUnusedTags,
  giveTagsByName,
  insertTag,
  tagNamed,
  tagVideos,
  untagVideos,
  userTags,
  writeTagNames,
} from '@server/features/tags';
import {
  collectionPlaces,
  placeVideos,
  videoPlaces,
  videosCarrying,
  videosFullOfTags,
  type VideoPlace,
} from './bulk.repo';
import { deleteVideos, recentTombstones, takeTombstones } from './undo/deleted-videos.repo';
import { putBack } from './undo/put-back';
import { collectionList } from './videos.repo';
import { RESTORE_TOO_LATE_MESSAGE } from './videos.service';

/*
 * Each bulk action as a plan (decision 0084): every check that may refuse it runs first and
 * writes nothing; then the writes, a page of videos per step, each step knowing how to be undone.
 */

/** Some of the videos named are not the user's (or do not exist): nothing was done. */
export const BULK_NOT_FOUND_MESSAGE = 'Some of these videos are not in your library any more.';

const notFound = () => new AppError('not_found', 404, BULK_NOT_FOUND_MESSAGE);
const tooLate = () => new AppError('not_found', 404, RESTORE_TOO_LATE_MESSAGE);

/** One step of a plan's writes: a transaction's work. */
export type Step = (tx: Tx) => Promise<void>;

/** A bulk action, checked: its writes in order, and how to undo the first `done` of them. */
export interface BulkPlan {
  steps: Step[];
  undo(done: number): Step[];
  /** The videos the answer lists, as they are once written (none after a delete). */
  answered: readonly string[];
}

/** What a plan is made with: the user's steps, and pages of a bounded number of videos. */
export interface BulkContext {
  steps: UserSteps;
  userId: string;
  pages<T>(items: readonly T[]): T[][];
}

/** Reads over `ids` a page per step, the results joined. */
export async function readPages<T>(
  { steps, pages }: BulkContext,
  ids: readonly string[],
  read: (tx: Tx, page: string[]) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = [];
  for (const page of pages(ids)) found.push(...(await steps.run((tx) => read(tx, page))));
  return found;
}

const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);

/** Where the user's videos of `ids` are; refused unless every one is the user's. */
async function owned(context: BulkContext, ids: readonly string[]): Promise<VideoPlace[]> {
  const places = await readPages(context, ids, (tx, page) => videoPlaces(tx, context.userId, page));
  if (places.length !== ids.length) throw notFound();
  return places;
}

/** Orders videos as the library does: by their collection's place, then their own key. */
export const libraryOrder = (collectionIds: readonly string[]) => {
  const index = new Map(collectionIds.map((id, at) => [id, at]));
  const at = (collectionId: string) => index.get(collectionId) ?? collectionIds.length;
  return (a: Omit<VideoPlace, 'id'>, b: Omit<VideoPlace, 'id'>) =>
    at(a.categoryId) - at(b.categoryId) ||
    (a.position < b.position ? -1 : a.position > b.position ? 1 : 0);
};

/** Undoing steps runs them backwards, the last done first. */
const undone = (steps: Step[], done: number) => steps.slice(0, done).reverse();

/**
 * Moves the videos not in the collection yet first there, in their library order. Their keys
 * are all chosen before the first write, before the collection's first key; when those would
 * pass the length bound, the collection's own videos are renumbered first (one step, as a
 * single move's renumbering is).
 */
export async function movePlan(
  context: BulkContext,
  ids: readonly string[],
  collectionId: string,
): Promise<BulkPlan> {
  const { steps, userId, pages } = context;
  const places = await owned(context, ids);
  const { order, first } = await steps.run(async (tx) => {
    if (!(await findCollection(tx, userId, collectionId))) {
      throw new AppError('not_found', 404, 'Collection not found.');
    }
    const collections = await listCollections(tx, userId);
    return {
      order: collections.map((collection) => collection.id),
      first: await collectionList(tx, userId, collectionId).firstKeyAfter(null, NO_VIDEO),
    };
  });
  const moving = places
    .filter((place) => place.categoryId !== collectionId)
    .sort(libraryOrder(order));
  if (moving.length === 0) return { steps: [], undo: () => [], answered: ids };

  let keys = keysBefore(first, moving.length);
  const renumber: Step[] = [];
  const unrenumber: Step[] = [];
  if (keys === null) {
    const staying = await steps.run((tx) => collectionPlaces(tx, userId, collectionId));
    const fresh = generateNKeysBetween(null, null, moving.length + staying.length);
    keys = fresh.slice(0, moving.length);
    const rest = fresh.slice(moving.length);
    const writeKeys = (tx: Tx, list: { id: string; position: string }[]) =>
      collectionList(tx, userId, collectionId).writeKeys(list);
    renumber.push((tx) =>
      writeKeys(
        tx,
        staying.map((place, index) => ({ id: place.id, position: rest[index] as string })),
      ),
    );
    unrenumber.push((tx) => writeKeys(tx, staying));
  }
  const to = moving.map((place, index) => ({
    id: place.id,
    categoryId: collectionId,
    position: (keys as string[])[index] as string,
  }));
  const place =
    (page: VideoPlace[]): Step =>
    (tx) =>
      placeVideos(tx, userId, page);
  const back = pages(moving).map(place);
  return {
    steps: [...renumber, ...pages(to).map(place)],
    undo: (done) => undone([...unrenumber, ...back], done),
    answered: ids,
  };
}

/**
 * What tagging or untagging `ids` with the tag `name` starts from, in one read per page: the
 * user's tag of that name (any case), if any; how many of the videos are full of tags (when
 * `countFull`); which carry the tag already. Refused unless every video is the user's.
 */
async function tagChecks(
  context: BulkContext,
  ids: readonly string[],
  name: string,
  countFull: boolean,
) {
  const { steps, userId } = context;
  const existing = await steps.run(async (tx) => tagNamed(await userTags(tx, userId), name));
  const checked = await readPages(context, ids, async (tx, page) => [
    {
      owned: (await videoPlaces(tx, userId, page)).length,
      full: countFull ? await videosFullOfTags(tx, page, existing?.id ?? null, VIDEO_TAGS_MAX) : 0,
      carriers: existing ? await videosCarrying(tx, existing.id, page) : [],
    },
  ]);
  if (total(checked.map((page) => page.owned)) !== ids.length) throw notFound();
  return {
    existing,
    full: total(checked.map((page) => page.full)),
    carriers: new Set(checked.flatMap((page) => page.carriers)),
  };
}

/**
 * Puts a tag, by name (an existing one in any case, else a new one made by the first step), on
 * every video; refused when a video would carry more than VIDEO_TAGS_MAX.
 */
export async function tagPlan(
  context: BulkContext,
  ids: readonly string[],
  name: string,
): Promise<BulkPlan> {
  const { userId, pages } = context;
  const { existing, full, carriers } = await tagChecks(context, ids, name, true);
  if (full > 0) {
    throw new AppError('validation_failed', 400, TAG_MESSAGES.tooMany, { field: 'tag' });
  }
  let tagId = existing?.id;
  const idPages = pages(ids);
  return {
    steps: idPages.map((page) => async (tx) => {
      const id = tagId ?? (await insertTag(tx, userId, name));
      await tagVideos(tx, userId, page, id);
      await writeTagNames(tx, userId, page);
      tagId = id;
    }),
    undo: (done) => {
      const id = tagId;
      if (id === undefined || done === 0) return [];
      const untag = idPages.map<Step>((page) => async (tx) => {
        await untagVideos(
          tx,
          userId,
          page.filter((video) => !carriers.has(video)),
          id,
        );
        await writeTagNames(tx, userId, page);
      });
      return [...undone(untag, done), (tx) => dropUnusedTags(tx, userId, [id])];
    },
    answered: ids,
  };
}

/**
 * Takes a tag, by name in any case, off every video; a tag the user lacks changes nothing, and
 * one no video carries any more goes (the last step).
 */
export async function untagPlan(
  context: BulkContext,
  ids: readonly string[],
  name: string,
): Promise<BulkPlan> {
  const { userId, pages } = context;
  const { existing, carriers } = await tagChecks(context, ids, name, false);
  if (!existing) return { steps: [], undo: () => [], answered: ids };
  const idPages = pages(ids);
  // Undone by giving the tag back by name: made again if the last step dropped it.
  const giveBack = idPages.map<Step>(
    (page) => (tx) =>
      giveTagsByName(
        tx,
        userId,
        page
          .filter((video) => carriers.has(video))
          .map((id) => ({ id, tagNames: [existing.name] })),
      ),
  );
  return {
    steps: [
      ...idPages.map<Step>((page) => async (tx) => {
        await untagVideos(tx, userId, page, existing.id);
        await writeTagNames(tx, userId, page);
      }),
      (tx) => dropUnusedTags(tx, userId, [existing.id]),
    ],
    // After the last step (the drop) only the answer's reads remain: undone as the rest.
    undo: (done) => undone(giveBack, Math.min(done, giveBack.length)),
    answered: ids,
  };
}

/**
 * Brings back videos deleted within the undo window, each in its place (right after the video
 * that took its key meanwhile, if one did) with its tags. Refused (nothing written) unless
 * every one is still there to take.
 */
async function restoreStep(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  const rows = await takeTombstones(tx, userId, ids, VIDEO_UNDO_WINDOW_MS);
  if (rows.length !== ids.length) throw tooLate();
  await putBack(tx, userId, rows);
}

/** Deletes the videos, each kept as a tombstone for the undo window (as one delete is). */
async function deleteStep(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  if ((await deleteVideos(tx, userId, ids, VIDEO_UNDO_WINDOW_MS)) !== ids.length) throw notFound();
}

/** Deletes every video; undone by restoring them. */
export async function deletePlan(context: BulkContext, ids: readonly string[]): Promise<BulkPlan> {
  const { userId, pages } = context;
  await owned(context, ids);
  const idPages = pages(ids);
  return {
    steps: idPages.map((page) => (tx) => deleteStep(tx, userId, page)),
    undo: (done) =>
      undone(
        idPages.map((page) => (tx) => restoreStep(tx, userId, page)),
        done,
      ),
    answered: [],
  };
}

/**
 * Brings back videos deleted within the undo window (404 if any is past it), only if the plan
 * has room for all (403); undone by deleting them again.
 */
export async function restorePlan(context: BulkContext, ids: readonly string[]): Promise<BulkPlan> {
  const { steps, userId, pages } = context;
  const kept = await readPages(context, ids, async (tx, page) => [
    await recentTombstones(tx, userId, page, VIDEO_UNDO_WINDOW_MS),
  ]);
  if (total(kept) !== ids.length) throw tooLate();
  await steps.run((tx) => assertRoomFor(tx, userId, 'video', ids.length));
  const idPages = pages(ids);
  return {
    steps: idPages.map((page) => (tx) => restoreStep(tx, userId, page)),
    undo: (done) =>
      undone(
        idPages.map((page) => (tx) => deleteStep(tx, userId, page)),
        done,
      ),
    answered: ids,
  };
}
