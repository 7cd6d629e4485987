import type { SQL } from 'drizzle-orm';
import type { Tx } from './client';

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, typed apart by drizzle. */
export async function executeRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
