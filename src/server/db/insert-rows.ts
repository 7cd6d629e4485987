import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** PostgreSQL's most parameters in one statement (a 16-bit count in the wire protocol). */
const MAX_PARAMETERS = 65_535;

/**
 * Inserts the rows in as few statements as the parameter limit allows: a bulk action's 10,000
 * rows of a wide table take more parameters than one statement may carry. `skipConflicts`:
 * a row that would break a unique key is left out (ON CONFLICT DO NOTHING), the others go in.
 */
export async function insertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
  { skipConflicts = false }: { skipConflicts?: boolean } = {},
): Promise<void> {
  const perStatement = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const insert = tx.insert(table).values(rows.slice(start, start + perStatement));
    await (skipConflicts ? insert.onConflictDoNothing() : insert);
  }
}
