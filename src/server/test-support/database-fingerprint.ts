import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { executeRows } from '../db/execute-rows';

/**
 * Tells whether anything in the database changed, for tests that must prove a refused request
 * left every table as it was. `fingerprint()` hashes every row of every table; it costs a scan
 * of each, so `unchangedSince()` first asks a write counter: test-only statement triggers on
 * every table bump a sequence (sequences ignore rollback, so even a write that was undone
 * counts). An unmoved counter proves no statement wrote; a moved one falls back to comparing
 * fingerprints, which is what decides.
 */
export interface DatabaseFingerprint {
  fingerprint(): Promise<string>;
  /** The write counter's value, to pass back to `unchangedSince`. */
  writes(): Promise<string>;
  /** Whether the database is as it was when `known` was fingerprinted and `writesThen` read. */
  unchangedSince(known: string, writesThen: string): Promise<boolean>;
}

/**
 * `except`: tables a refusal writes by design, left out (their rows are bookkeeping of the
 * refusal itself, such as a rate limit's hits or the audit log of a refused sign-in).
 */
export async function watchDatabase(
  db: Database,
  { except = [] }: { except?: readonly string[] } = {},
): Promise<DatabaseFingerprint> {
  // Every table the migrations made, found rather than listed so that a new table is covered.
  const tables = (
    await db.system((tx) =>
      executeRows<{ name: string }>(
        tx,
        sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      ),
    )
  )
    .map((row) => row.name)
    .filter((name) => !except.includes(name));
  await db.system(async (tx) => {
    await tx.execute(sql`create sequence if not exists test_writes`);
    // Security definer: requests run as a role that may not touch the sequence.
    await tx.execute(
      sql.raw(`create or replace function test_count_write() returns trigger
        language plpgsql security definer as $$ begin perform nextval('test_writes'); return null; end $$`),
    );
    for (const table of tables) {
      await tx.execute(
        sql.raw(`create or replace trigger test_count_write after insert or update or delete or truncate
          on "${table}" for each statement execute function test_count_write()`),
      );
    }
  });

  const hashes = tables
    .map(
      (table) =>
        `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t)`,
    )
    .join(` || ',' || `);
  const fingerprint = async () =>
    (
      await db.system((tx) =>
        executeRows<{ hash: string }>(tx, sql.raw(`select ${hashes} as hash`)),
      )
    )[0]!.hash;
  const writes = async () =>
    (
      await db.system((tx) =>
        executeRows<{ writes: string }>(
          tx,
          sql`select last_value::text as writes from test_writes`,
        ),
      )
    )[0]!.writes;

  return {
    fingerprint,
    writes,
    async unchangedSince(known, writesThen) {
      if ((await writes()) === writesThen) return true;
      return (await fingerprint()) === known;
    },
  };
}
