import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import type { RateWindow } from './rate-window';

export interface PostgresWindowOptions {
  /** Tells this window's keys apart from other windows' in the one table. */
  name: string;
  limit: number;
  windowMs: number;
  now: () => number;
}

/**
 * A sliding window kept in `rate_limit_hits`, shared by every server process on one PostgreSQL
 * (decision 0011). A row per key holds the times (ms) of its events still in the window. A check
 * is one statement: the upsert locks the row, drops the times that left the window and appends
 * this one only while under the limit; no row returned means refused (a second, read-only
 * statement then works out Retry-After). Rows past their window are deleted by the sweep.
 * Times are the server's clock, like everything else the limits count.
 */
export function postgresWindow(
  db: Database,
  { name, limit, windowMs, now }: PostgresWindowOptions,
): RateWindow {
  const rowKey = (key: string) => `${name}:${key}`;

  /** Until the event whose leaving brings the key's count under the limit leaves. */
  async function waitMs(key: string, at: number): Promise<number> {
    const [held] = await db.system((tx) =>
      executeRows<{ hits: (string | number)[] }>(
        tx,
        sql`select array(select h from unnest(hits) h where h > ${at - windowMs} order by h) as hits
          from rate_limit_hits where key = ${rowKey(key)}`,
      ),
    );
    const live = (held?.hits ?? []).map(Number);
    if (live.length < limit) return 0;
    const freeing = live[live.length - limit] ?? at;
    return Math.max(1, freeing + windowMs - at);
  }

  return {
    waitMs: (key) => waitMs(key, now()),

    async take(key) {
      const at = now();
      const oldest = at - windowMs;
      const expiresAt = new Date(at + windowMs);
      const rows = await db.system((tx) =>
        executeRows<{ count: number }>(
          tx,
          sql`insert into rate_limit_hits as r (key, hits, expires_at)
            values (${rowKey(key)}, array[${at}::bigint], ${expiresAt})
            on conflict (key) do update set
              hits = array(select h from unnest(r.hits) h where h > ${oldest} order by h)
                || ${at}::bigint,
              expires_at = excluded.expires_at
            where (select count(*) from unnest(r.hits) h where h > ${oldest}) < ${limit}
            returning cardinality(r.hits) as count`,
        ),
      );
      const [counted] = rows;
      if (counted) return { admitted: true, time: at, count: counted.count };
      return { admitted: false, waitMs: Math.max(1, await waitMs(key, at)) };
    },

    async release(key, time) {
      await db.system((tx) =>
        tx.execute(sql`update rate_limit_hits set hits =
            hits[:array_position(hits, ${time}::bigint) - 1]
            || hits[array_position(hits, ${time}::bigint) + 1:]
          where key = ${rowKey(key)} and array_position(hits, ${time}::bigint) is not null`),
      );
    },

    async clear(key) {
      await db.system((tx) =>
        tx.execute(sql`delete from rate_limit_hits where key = ${rowKey(key)}`),
      );
    },
  };
}
