import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { executeRows } from '@server/db/execute-rows';
import { createTestDatabase, testDriver } from '@server/test-support/test-database';
import { startBenchServer } from './bench-server';
import { checkConsistency } from './users-load/consistency';
import { createLoadStats } from './users-load/load-stats';
import { createLoadUsers, disconnect } from './users-load/setup-users';
import { runUsersLoad } from './users-load/users-load';

// The short version of `npm run bench:load`: the same users and mix over real HTTP, for 5 s.
// It asserts outcomes only (no 5xx, nothing unpredicted, a consistent database), never speed.
const database = await createTestDatabase();
const { db } = database;
const server = await startBenchServer(db);
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe(`simulated users under load (${testDriver()})`, () => {
  it('100 users for 5 s: no 5xx or network error, every answer as predicted, all consistent', async () => {
    const report = await runUsersLoad({ baseUrl: server.url, db, users: 100, seconds: 5 });
    expect({
      errors: report.errors,
      unexpected: report.unexpected,
      inconsistencies: report.inconsistencies,
    }).toEqual({ errors: {}, unexpected: [], inconsistencies: [] });
    // Each device sends its first request before it looks at the clock.
    expect(report.requests).toBeGreaterThanOrEqual(report.devices);
  }, 600_000);

  it('the check reports a library changed behind its user’s back', async () => {
    const users = await createLoadUsers({
      db,
      baseUrl: server.url,
      count: 1,
      stats: createLoadStats(),
    });
    const device = users[0]!.devices[0]!;
    const shelf = device.model[1]!;
    const [first, second] = shelf.videoIds as [string, string, string];
    const reported = (difference: string) =>
      ['api', 'database'].map((source) => `${device.label}: ${source}: ${difference}`);
    expect(await checkConsistency(db, users)).toEqual([]);

    await db.system(async (tx) => {
      // Swap two keys (the unique check deferred to commit, as a renumbering does).
      await tx.execute(sql`set constraints videos_user_category_position_key deferred`);
      const rows = await executeRows<{ id: string; position: string }>(
        tx,
        sql`select id, position from videos where id in (${first}, ${second})`,
      );
      for (const row of rows) {
        const other = rows.find((r) => r.id !== row.id)!;
        await tx.execute(sql`update videos set position = ${other.position} where id = ${row.id}`);
      }
    });
    expect(await checkConsistency(db, users)).toEqual(
      reported(`videos of ${shelf.name}: expected 3, got 3 (0 missing, 0 unknown, order differs)`),
    );
    shelf.videoIds = [second, first, shelf.videoIds[2]!];
    expect(await checkConsistency(db, users)).toEqual([]);

    await db.system((tx) => tx.execute(sql`delete from videos where id = ${first}`));
    expect(await checkConsistency(db, users)).toEqual(
      reported(`videos of ${shelf.name}: expected 3, got 2 (1 missing, 0 unknown)`),
    );
    disconnect(users);
  }, 120_000);
});
