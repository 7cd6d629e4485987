import { generateKeyBetween } from 'fractional-indexing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Library } from '@shared/contracts/library';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDatabaseUrl } from '@server/test-support/test-database';

// The library load reads the collections, then the videos (listed in the collections' order).
// A collection move committed by another device between those two reads must not show in one
// and not the other: the load reads one snapshot. The load test found this under load. Only a
// PostgreSQL server interleaves transactions; PGlite runs one at a time.
describe.runIf(testDatabaseUrl())('the library load', async () => {
  const { request, database } = await createTestApp();

  it('reads one snapshot: a move committed between its two reads does not show', async () => {
    const user = await signUpUser(request);
    const { token } = user;
    const unsorted = await user.unsortedId();
    const later = (await request('POST', '/api/categories', { token, body: { name: 'Later' } }))
      .body;
    for (const collectionId of [unsorted, later.id]) {
      await request('POST', '/api/videos', {
        token,
        body: { url: `https://example.com/${collectionId}`, categoryId: collectionId },
      });
    }

    const otherDevice = new pg.Client({ connectionString: database.url });
    await otherDevice.connect();
    try {
      // The other device moves "Unsorted" after "Later", and (holding the videos table) makes
      // the load's second read wait until that move has committed.
      await otherDevice.query('begin');
      const { rows } = await otherDevice.query<{ position: string }>(
        'select max(position) as position from categories where user_id = $1',
        [user.id],
      );
      await otherDevice.query('update categories set position = $1 where id = $2', [
        generateKeyBetween(rows[0]!.position, null),
        unsorted,
      ]);
      await otherDevice.query('lock table videos in access exclusive mode');
      const load = request<Library>('GET', '/api/library', { token });
      await expect
        .poll(
          async () =>
            (
              await otherDevice.query<{ waiting: number }>(
                `select count(*)::int as waiting from pg_locks
                 where not granted and relation = 'videos'::regclass`,
              )
            ).rows[0]!.waiting,
          { timeout: 10_000 },
        )
        .toBe(1);
      await otherDevice.query('commit');

      const library = (await load).body;
      // Both reads saw the library from before the move.
      expect(library.categories.map((c) => c.id)).toEqual([unsorted, later.id]);
      expect(library.videos.map((v) => v.categoryId)).toEqual([unsorted, later.id]);
    } finally {
      await otherDevice.end();
    }
  });
});
