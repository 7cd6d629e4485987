import type { BulkVideosRequest, Video } from '@shared/contracts/library';
import type { Database, UserSteps } from '@server/db/client';
import { loggableError } from '@server/db/errors';
import { listCollections, lockUser } from '@server/core';
import { videoRows } from './bulk.repo';
import {
  deletePlan,
  libraryOrder,
  movePlan,
  readPages,
  restorePlan,
  tagPlan,
  untagPlan,
  type BulkContext,
  type BulkPlan,
  type Step,
} from './bulk-plans';
import { toVideo } from './videos.service';

export { BULK_NOT_FOUND_MESSAGE } from './bulk-plans';

/**
 * Videos per page of a bulk action. On the embedded database each page is a transaction of its
 * own, and another user's request waits behind one page at most: a page of this many stays well
 * under the 200 ms decision 0084 promises there (measured there).
 */
export const BULK_PAGE_VIDEOS = 100;

const pagesOf =
  (size: number) =>
  <T>(items: readonly T[]): T[][] => {
    const pages: T[][] = [];
    for (let start = 0; start < items.length; start += size) {
      pages.push(items.slice(start, start + size));
    }
    return pages;
  };

function planOf(context: BulkContext, request: BulkVideosRequest): Promise<BulkPlan> {
  switch (request.action) {
    case 'move':
      return movePlan(context, request.ids, request.categoryId);
    case 'tag':
      return tagPlan(context, request.ids, request.tag);
    case 'untag':
      return untagPlan(context, request.ids, request.tag);
    case 'delete':
      return deletePlan(context, request.ids);
    case 'restore':
      return restorePlan(context, request.ids);
  }
}

/** The videos as they now are, in library order, read a page per step. */
async function answer(context: BulkContext, ids: readonly string[]): Promise<Video[]> {
  if (ids.length === 0) return [];
  const rows = await readPages(context, ids, (tx, page) => videoRows(tx, context.userId, page));
  const collections = await context.steps.run((tx) => listCollections(tx, context.userId));
  return rows.sort(libraryOrder(collections.map((collection) => collection.id))).map(toVideo);
}

/**
 * Undoes the steps done, on the embedded database where each committed on its own. When that
 * fails too (the database itself is failing), what was done stays; the failure is logged.
 */
async function undo(steps: UserSteps, undoing: Step[]): Promise<void> {
  try {
    for (const step of undoing) await steps.run(step);
  } catch (error) {
    console.error(`A bulk action could not be undone after a failure: ${loggableError(error)}`);
  }
}

/**
 * Bulk actions (docs/product/bulk-actions.md): one request whatever the number of videos, all of
 * them or none (a video that is not the user's refuses the whole request with 404, as one would
 * alone); the answer is the videos as they now are. The work runs in pages (Database.userSteps,
 * decision 0084): every check first, then the writes and the answer's reads a page at a time, the
 * user's other requests waiting until the end; on the embedded database a failure part-way undoes
 * the pages written, and other users' requests run between pages. `pageVideos`: tests make pages
 * small.
 */
export function createBulkVideosService(db: Database, { pageVideos = BULK_PAGE_VIDEOS } = {}) {
  const pages = pagesOf(pageVideos);
  return {
    apply: (userId: string, request: BulkVideosRequest): Promise<Video[]> =>
      db.userSteps(userId, async (steps) => {
        const context: BulkContext = { steps, userId, pages };
        // PostgreSQL: the user's row lock, held by the one transaction (the embedded database's
        // steps are held for the user by userSteps itself).
        if (!steps.separate) await steps.run((tx) => lockUser(tx, userId));
        const plan = await planOf(context, request);
        let done = 0;
        try {
          for (const step of plan.steps) {
            await steps.run(step);
            done += 1;
          }
          return await answer(context, plan.answered);
        } catch (error) {
          if (steps.separate) await undo(steps, plan.undo(done));
          throw error;
        }
      }),
  };
}

export type BulkVideosService = ReturnType<typeof createBulkVideosService>;
