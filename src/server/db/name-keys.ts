import { sql } from 'drizzle-orm';
import { collectionNameKey } from '@shared/collection-name';
import type { Database, Tx } from './client';
import { isUniqueViolation } from './errors';
import { executeRows } from './execute-rows';

/** Rows given their key per transaction. */
const BATCH_SIZE = 500;

/** What migration 0012 leaves in the key of a row written before keys existed. */
const PLACEHOLDER_START = '\u0001';

/** The tables whose names are unique by a stored key (docs/decisions/0079-one-name-key.md). */
const KEYED_TABLES = ['categories', 'tags'] as const;

/**
 * Gives every collection and tag still holding migration 0012's placeholder its name's key, at
 * start-up, before any request: until then such a row would not meet a new one of the same name.
 * Two rows of one user whose names only the new key holds equal (written before the key
 * existed) both stay: the later keeps its name, with a key that no name has, so nothing is lost
 * and the next write of it meets the other. Several processes starting together each fill what is
 * left; a key another one wrote meanwhile makes a batch try again.
 */
export async function fillNameKeys(db: Database): Promise<void> {
  for (const table of KEYED_TABLES) {
    for (let attempt = 0; ; attempt++) {
      try {
        while ((await db.system((tx) => fillBatch(tx, table))) > 0);
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }
}

async function fillBatch(tx: Tx, table: (typeof KEYED_TABLES)[number]): Promise<number> {
  const rows = await executeRows<{ id: string; user_id: string; name: string }>(
    tx,
    sql`select id, user_id, name from ${sql.identifier(table)}
        where starts_with(name_key, ${PLACEHOLDER_START})
        order by created_at, id limit ${BATCH_SIZE}`,
  );
  if (rows.length === 0) return 0;
  const wanted = rows.map((row) => ({ ...row, key: collectionNameKey(row.name) }));
  const taken = new Set(
    (
      await executeRows<{ user_id: string; name_key: string }>(
        tx,
        sql`select user_id, name_key from ${sql.identifier(table)}
            where user_id in ${[...new Set(rows.map((row) => row.user_id))]}
              and name_key in ${[...new Set(wanted.map((row) => row.key))]}`,
      )
    ).map((row) => `${row.user_id} ${row.name_key}`),
  );
  const keys = wanted.map(({ id, user_id, key }) => {
    const free = !taken.has(`${user_id} ${key}`);
    taken.add(`${user_id} ${key}`);
    // A placeholder of its own that no longer waits: the row's id after a second control character.
    return { id, key: free ? key : `\u0002${id}` };
  });
  await tx.execute(sql`
    update ${sql.identifier(table)} t set name_key = k.key
    from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(id uuid, key text)
    where t.id = k.id`);
  return rows.length;
}
