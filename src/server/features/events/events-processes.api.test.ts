import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import { openPostgres } from '@server/db/postgres';
import { signUpUser } from '@server/test-support/library-fixtures';
import {
  SPAWN_TEST_TIMEOUT_MS,
  startServerProcess,
  type ServerProcess,
} from '@server/test-support/server-process';
import { tempDir } from '@server/test-support/temp-dir';
import {
  apiClient,
  createTestApp,
  httpClient,
  TEST_JWT_SECRET,
} from '@server/test-support/test-app';
import {
  createTestDatabase,
  testDatabaseUrl,
  testDriver,
} from '@server/test-support/test-database';
import { named } from '@server/test-support/event-reader';
import { libraryEtag, openStream } from './test-support/open-stream';

// docs/product/live-updates.md: a write through one server reaches the streams another holds.
// Two apps over one database: on PostgreSQL each with its own pool and listening connection (as
// two processes have), on PGlite sharing its one database (one process owns it).
const { request, database } = await createTestApp({ signUpsPerIp: 100 });
const secondDb = database.url ? await openPostgres(database.url, 2) : database.db;
afterAll(async () => {
  if (secondDb !== database.db) await secondDb.close();
});
const second = createApp({
  db: secondDb,
  config: { ...loadConfig({}), allowSignup: true },
  jwtSecret: TEST_JWT_SECRET,
});

describe(`pushed changes across servers (${testDriver()})`, () => {
  it('tells a stream on one app of a write through the other', async () => {
    const user = await signUpUser(request);
    const stream = await openStream(second, user.token, await libraryEtag(request, user.token));
    onTestFinished(() => stream.cancel());
    await request('POST', '/api/categories', { token: user.token, body: { name: 'There' } });
    const event = await stream.next(named('library'));
    // The version it names is taken by either app's library routes.
    const changes = await apiClient(second)('GET', '/api/library/changes', {
      token: user.token,
      headers: { 'If-None-Match': event.id! },
    });
    expect(changes.status).toBe(304);
  });
});

describe.runIf(testDatabaseUrl())(
  'two server processes on one PostgreSQL',
  { timeout: SPAWN_TEST_TIMEOUT_MS },
  () => {
    it('pushes a write through one to a stream of the other, and a stop ends its streams at once', async () => {
      const shared = await createTestDatabase();
      const servers: ServerProcess[] = [];
      onTestFinished(async () => {
        await Promise.all(servers.map((server) => server.stop()));
        await shared.drop();
      });
      const env = { DATABASE_URL: shared.url!, JWT_SECRET: TEST_JWT_SECRET };
      servers.push(
        ...(await Promise.all([
          startServerProcess({ ...env, DATA_DIR: tempDir() }),
          startServerProcess({ ...env, DATA_DIR: tempDir() }),
        ])),
      );
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const user = await signUpUser(httpClient(a.url));
      const stream = await openStream(
        { request: (path, init) => fetch(new URL(path, b.url), init) },
        user.token,
      );
      await httpClient(a.url)('POST', '/api/categories', {
        token: user.token,
        body: { name: 'Elsewhere' },
      });
      await stream.next(named('library'));

      const stopping = Date.now();
      const stopped = b.stop('SIGTERM');
      expect(JSON.parse((await stream.next(named('end'))).data!)).toEqual({ reason: 'shutdown' });
      expect((await stopped).code).toBe(0);
      // Well inside the 8 s grace a request in flight is given.
      expect(Date.now() - stopping).toBeLessThan(5_000);
    });
  },
);
