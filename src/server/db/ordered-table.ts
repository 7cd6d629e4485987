import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OrderedList } from '@server/ordering/ordered-list';
import type { Tx } from './client';
import { executeRows } from './execute-rows';

/** A table whose rows form ordered lists: its id and key columns, and the key's unique constraint. */
export interface OrderedTable {
  table: PgTable;
  id: AnyPgColumn;
  position: AnyPgColumn;
  /** Deferred while a list is renumbered (see migration 0002). */
  positionConstraint: string;
}

/**
 * One list of such a table (`scope` picks its rows, e.g. one user's collections) as the ordering
 * code reads and writes it. The caller holds the user's lock.
 */
export function orderedList(
  tx: Tx,
  { table, id, position, positionConstraint }: OrderedTable,
  scope: SQL,
): OrderedList {
  return {
    async firstKeyAfter(before, excludeId) {
      const [row] = await executeRows<{ position: string | null }>(
        tx,
        sql`select min(${position}) as position from ${table}
            where ${scope} and ${id} <> ${excludeId}
            ${before === null ? sql`` : sql`and ${position} > ${before}`}`,
      );
      return row?.position ?? null;
    },
    async orderedIds() {
      const rows = await executeRows<{ id: string }>(
        tx,
        sql`select ${id} as id from ${table} where ${scope} order by ${position}`,
      );
      return rows.map((row) => row.id);
    },
    async writeKeys(keys) {
      await tx.execute(sql.raw(`set constraints ${positionConstraint} deferred`));
      await tx.execute(sql`
        update ${table} set ${sql.identifier(position.name)} = k.position
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(id uuid, position text)
        where ${id} = k.id and ${scope}`);
    },
  };
}
