import { sql, type SQL } from 'drizzle-orm';
import { FREE_COLLECTION_LIMIT, FREE_VIDEO_LIMIT } from '@shared/constants';
import type { Database } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';

/**
 * Each query lists the rows that break one rule the schema's constraints stand for. After a
 * crash they are asked of the data itself, grouped and joined without trusting that the
 * constraints (and the indexes behind them) came through whole.
 */
const RULES: Array<[rule: string, query: SQL]> = [
  [
    'every video sits in a collection of its own user',
    sql`select v.id from videos v
        left join categories c on c.id = v.category_id and c.user_id = v.user_id
        where c.id is null`,
  ],
  [
    'every collection belongs to a user',
    sql`select c.id from categories c left join users u on u.id = c.user_id where u.id is null`,
  ],
  [
    'every session belongs to a user',
    sql`select s.id from sessions s left join users u on u.id = s.user_id where u.id is null`,
  ],
  [
    'every refresh token belongs to a session',
    sql`select t.id from refresh_tokens t
        left join sessions s on s.id = t.session_id where s.id is null`,
  ],
  [
    'every user has exactly one default collection',
    sql`select u.id, count(c.id)::int as defaults from users u
        left join categories c on c.user_id = u.id and c.is_default
        group by u.id having count(c.id) <> 1`,
  ],
  [
    'collection names are unique per user, in any case',
    sql`select user_id, lower(name) as name, count(*)::int from categories
        group by user_id, lower(name) having count(*) > 1`,
  ],
  [
    'collection position keys are unique per user',
    sql`select user_id, position, count(*)::int from categories
        group by user_id, position having count(*) > 1`,
  ],
  [
    'video position keys are unique per collection',
    sql`select category_id, position, count(*)::int from videos
        group by category_id, position having count(*) > 1`,
  ],
  [
    'no free user holds more than the plan allows',
    sql`select u.id from users u where u.tier = 'free' and (
          (select count(*) from videos v where v.user_id = u.id) > ${FREE_VIDEO_LIMIT} or
          (select count(*) from categories c where c.user_id = u.id and not c.is_default)
            > ${FREE_COLLECTION_LIMIT})`,
  ],
];

/** Every rule the stored data breaks, with the offending rows; empty when all hold. */
export async function findInconsistencies(db: Database): Promise<string[]> {
  return db.system(async (tx) => {
    // Sequential scans: an index damaged by a crash would hide exactly the rows looked for.
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    const problems: string[] = [];
    for (const [rule, query] of RULES) {
      const rows = await executeRows(tx, query);
      if (rows.length > 0) problems.push(`${rule}: ${JSON.stringify(rows)}`);
    }
    return problems;
  });
}
