import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { videos } from '@server/db/schema';
import { latencyFigures } from '../load';
import { signIn, type StatementProbe } from './statement-probe';
import type { SeededUser } from './seed';
import { defined, randomOf } from './defined';

/** Drops timed per collection size: enough for a median, few enough to stay quick. */
const DROPS = 20;

export interface ReorderCost {
  videos: number;
  /** One drop as the app does it: one request, one row's key rewritten. */
  drop: {
    drops: number;
    p50Ms: number;
    p99Ms: number;
    rowsWrittenMax: number;
    rowsWrittenMean: number;
  };
  /** The original scheme: every position renumbered, one transaction per item. */
  /**
   * The original scheme: every position renumbered, one transaction per item; measured on
   * `timedItems` of them and scaled to the whole list.
   */
  naive: { ms: number; rowsWritten: number; transactions: number; timedItems: number };
  /** naive time / drop p50, and naive rows / drop rows. */
  timeRatio: number;
  rowsRatio: number;
}

/**
 * A mark in the database's transaction sequence: rows of `userId`'s videos whose current
 * version was written by a later transaction are the rows written since (their xmin).
 */
async function writtenSince(db: Database, userId: string, mark?: number): Promise<number> {
  return db.system(async (tx) => {
    if (mark === undefined) {
      const [row] = await executeRows<{ x: string }>(tx, sql`select txid_current() as x`);
      return Number(defined(row, 'transaction id').x);
    }
    const [row] = await executeRows<{ n: string }>(
      tx,
      sql`select count(*) as n from videos
          where user_id = ${userId} and xmin::text::bigint > ${mark}`,
    );
    return Number(defined(row, 'count').n);
  });
}

/**
 * Drops in a one-collection library of `user`: DROPS random drops through the app in-process
 * (auth, route, service, one transaction each), then the naive renumbering of the whole
 * collection, as the original product did on every drop: one UPDATE per item, each its
 * own transaction (in the user's transaction set-up, as a request would run it; with no HTTP or
 * auth per item, so the naive figure is a lower bound of what it cost).
 */
export async function reorderCost(
  probe: StatementProbe,
  user: SeededUser,
  naiveItems: number,
): Promise<ReorderCost> {
  const { db, request } = probe;
  const [collection] = user.collections as [SeededUser['collections'][number]];
  const ids = collection.videoIds;
  const { access_token: token } = await signIn(request, user.email);
  const pick = () => randomOf(ids);
  const times: number[] = [];
  const rows: number[] = [];
  for (let i = 0; i < DROPS; i++) {
    const id = pick();
    let afterId = pick();
    while (afterId === id) afterId = pick();
    const mark = await writtenSince(db, user.id);
    const started = performance.now();
    const res = await request('POST', `/api/videos/${id}/move`, {
      token,
      body: { categoryId: collection.id, afterId },
    });
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`drop: ${res.status} ${JSON.stringify(res.body)}`);
    rows.push(await writtenSince(db, user.id, mark));
  }
  probe.take();

  // The naive renumbering, on the first `naiveItems` items (all when 0 or more than the list):
  // its time is extrapolated to the whole list, rows are counted on what ran. Digits sort before
  // the letters fractional-indexing keys start with, so no new key meets an old one under the
  // unique constraint while the renumbering is half done.
  const timed = naiveItems > 0 ? ids.slice(0, naiveItems) : ids;
  const mark = await writtenSince(db, user.id);
  const started = performance.now();
  for (const [index, id] of timed.entries()) {
    await db.asUser(user.id, (tx) =>
      tx
        .update(videos)
        .set({ position: String(index).padStart(8, '0') })
        .where(and(eq(videos.userId, user.id), eq(videos.id, id))),
    );
  }
  const naiveMs = ((performance.now() - started) / timed.length) * ids.length;
  const naiveRows = ((await writtenSince(db, user.id, mark)) / timed.length) * ids.length;
  probe.take();

  const drop = latencyFigures(times);
  const rowsWrittenMean = rows.reduce((a, b) => a + b, 0) / rows.length;
  return {
    videos: ids.length,
    drop: {
      drops: drop.requests,
      p50Ms: drop.p50Ms,
      p99Ms: drop.p99Ms,
      rowsWrittenMax: Math.max(...rows),
      rowsWrittenMean: Number(rowsWrittenMean.toFixed(2)),
    },
    naive: {
      ms: Math.round(naiveMs),
      rowsWritten: Math.round(naiveRows),
      transactions: ids.length,
      timedItems: timed.length,
    },
    timeRatio: Math.round(naiveMs / drop.p50Ms),
    rowsRatio: Math.round(naiveRows / rowsWrittenMean),
  };
}
