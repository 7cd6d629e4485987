import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Library } from '@shared/contracts/library';
import type { Database } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { testDriver } from '@server/test-support/test-database';
import { openBenchDatabase, withBenchStore } from './bench-database';
import { withServerUnderTest } from './server-under-test';
import { checkApi, checkDatabase } from './users-load/consistency';
import { createLoadStats } from './users-load/load-stats';
import { disconnect, seedLoadUsers, signInDevices } from './users-load/setup-users';
import { runUsersLoad } from './users-load/users-load';

/** Swaps two videos' keys (the unique check deferred to commit, as a renumbering does). */
async function swapPositions(db: Database, a: string, b: string): Promise<void> {
  await db.system(async (tx) => {
    await tx.execute(sql`set constraints videos_user_category_position_key deferred`);
    const rows = await executeRows<{ id: string; position: string }>(
      tx,
      sql`select id, position from videos where id in (${a}, ${b})`,
    );
    for (const row of rows) {
      const other = rows.find((r) => r.id !== row.id)!;
      await tx.execute(sql`update videos set position = ${other.position} where id = ${row.id}`);
    }
  });
}

// The short version of `npm run bench:load`: the same users and mix, on the server under test
// (its own process), for 5 s. It asserts outcomes only (no 5xx, nothing unpredicted, a
// consistent database), never speed.
describe(`simulated users under load (${testDriver()})`, () => {
  it('100 users for 5 s: no 5xx or network error, every answer as predicted, all consistent', async () => {
    const report = await withBenchStore(testDriver(), (store) =>
      runUsersLoad({ store, users: 100, seconds: 5 }),
    );
    expect({
      errors: report.errors,
      unexpected: report.unexpected,
      inconsistencies: report.inconsistencies,
    }).toEqual({ errors: {}, unexpected: [], inconsistencies: [] });
    // Each device sends its first request before it looks at the clock.
    expect(report.requests).toBeGreaterThanOrEqual(report.devices);
    // Half the devices caught up by changes (docs/product/local-copy-and-sync.md), and the check
    // compared their copies.
    expect(report.operations['sync library']?.requests).toBeGreaterThan(0);
    expect(report.operations['load library']?.requests).toBeGreaterThan(0);
  }, 600_000);

  it('the check reports a library changed behind its user’s back, from the API and the tables', async () => {
    await withBenchStore(testDriver(), async (store) => {
      // The tables are read and changed while no server runs (PGlite opens in one process at a
      // time); the answers are read from a server started after.
      const { seeded, beforeAndAfterSwap } = await openBenchDatabase(store, async (db) => {
        const seeded = await seedLoadUsers(db, 1);
        const [first, second] = seeded[0]!.devices[0]!.model[1]!.videoIds as [string, string];
        const before = await checkDatabase(db, seeded);
        await swapPositions(db, first, second);
        return { seeded, beforeAndAfterSwap: [before, await checkDatabase(db, seeded)] };
      });
      const device = seeded[0]!.devices[0]!;
      const shelf = device.model[1]!;
      const [first, second, third] = shelf.videoIds as [string, string, string];
      const reported = (source: string, difference: string) => [
        `${device.label}: ${source}: ${difference}`,
      ];
      const swapped = `videos of ${shelf.name}: expected 3, got 3 (0 missing, 0 unknown, order differs)`;
      const deleted = `videos of ${shelf.name}: expected 3, got 2 (1 missing, 0 unknown)`;
      expect(beforeAndAfterSwap).toEqual([[], reported('database', swapped)]);

      const users = await withServerUnderTest(store.serverEnv, async (server) => {
        const signed = await signInDevices(server.url, seeded, createLoadStats());
        disconnect(signed);
        expect(await checkApi(server.url, signed)).toEqual(reported('api', swapped));
        // A copy kept by changes (docs/product/local-copy-and-sync.md) that lost a video is
        // reported too.
        const syncing = signed[0]!.devices[0]!;
        const full = await fetch(`${server.url}/api/library`, {
          headers: { Authorization: `Bearer ${syncing.token}` },
        });
        const library = (await full.json()) as Library;
        syncing.copy = {
          etag: full.headers.get('ETag')!,
          library: { ...library, videos: library.videos.slice(1) },
        };
        expect(await checkApi(server.url, signed)).toEqual([
          ...reported('api', swapped),
          `${syncing.label}: changes: the copy differs from a full load (1 missing, 0 unknown)`,
        ]);
        syncing.copy = null;
        return signed;
      });

      shelf.videoIds = [second, first, third];
      const afterUpdateAndDelete = await openBenchDatabase(store, async (db) => {
        const updated = await checkDatabase(db, seeded);
        await db.system((tx) => tx.execute(sql`delete from videos where id = ${first}`));
        return [updated, await checkDatabase(db, seeded)];
      });
      expect(afterUpdateAndDelete).toEqual([[], reported('database', deleted)]);
      expect(
        await withServerUnderTest(store.serverEnv, (server) => checkApi(server.url, users)),
      ).toEqual(reported('api', deleted));
    });
  }, 120_000);
});
