import { describe, expect, it } from 'vitest';
import { seedVideos, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

/** As large as the bench's largest library (docs/BENCHMARKS.md): a load takes about a second. */
const LIBRARY_SIZE = 50_000;
/** Three at once keep the database busy for several seconds. */
const CONCURRENT_LOADS = 3;

const { request, database } = await createTestApp();

describe(`the health check under a heavy load (${testDriver()})`, () => {
  it('answers in under a second while 50,000-video libraries load', async () => {
    const user = await signUpUser(request, 'heavy');
    await seedVideos(database.db, user.id, await user.unsortedId(), LIBRARY_SIZE);

    const loads = Array.from({ length: CONCURRENT_LOADS }, () =>
      request('GET', '/api/library', { token: user.token }),
    );
    // Let the first load reach the database.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const health = await request('GET', '/api/health');
    const healthMs = performance.now() - started;
    const finished = await Promise.all(loads);

    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(healthMs).toBeLessThan(1_000);
    // The loads were real: every one answered the whole library.
    for (const load of finished) expect(load.body.videos).toHaveLength(LIBRARY_SIZE);
  }, 120_000);
});
