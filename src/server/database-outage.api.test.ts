import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  expectRefusals,
  signUpUser,
  snapshotOf,
  type Refusal,
} from './test-support/library-fixtures';
import { SPAWN_TEST_TIMEOUT_MS, startServerProcess } from './test-support/server-process';
import { startTcpProxy, type Outage } from './test-support/tcp-proxy';
import { tempDir } from './test-support/temp-dir';
import { httpClient } from './test-support/test-app';
import { createTestDatabase, testDatabaseUrl } from './test-support/test-database';
import { STRONG_PASSWORD } from './test-support/strong-password';

const DOWN = { status: 'degraded', database: { driver: 'postgres', status: 'down' } };
const UP = { status: 'ok', database: { driver: 'postgres', status: 'up' } };

/**
 * The real server on a throwaway database of its own, which it reaches only through a proxy the
 * test can cut; the test keeps a direct way in (`database.db`).
 */
async function serverBehindProxy() {
  const database = await createTestDatabase();
  onTestFinished(() => database.drop());
  const direct = new URL(database.url!);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  onTestFinished(() => proxy.close());
  const proxied = new URL(direct);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const server = await startServerProcess({
    DATA_DIR: tempDir(),
    DATABASE_URL: proxied.toString(),
    YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed',
  });
  onTestFinished(async () => void (await server.stop('SIGKILL')));
  return { database, proxy, server, request: httpClient(server.url) };
}

/** Opens a PostgreSQL connection straight to the database, past the proxy. */
async function directClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  onTestFinished(() => client.end());
  return client;
}

// PGlite runs inside the server process: it cannot become unreachable while the server lives.
describe.runIf(testDatabaseUrl())(
  'PostgreSQL outage (needs TEST_DATABASE_URL; PGlite cannot become unreachable)',
  { timeout: SPAWN_TEST_TIMEOUT_MS },
  () => {
    it('answers 503 while the database is away, stays up, and recovers by itself', async () => {
      const { database, proxy, server, request } = await serverBehindProxy();
      const alive = () => server.child.exitCode === null && server.child.signalCode === null;

      const user = await signUpUser(request);
      const { token } = user;
      const unsorted = await user.unsortedId();
      const music = (await request('POST', '/api/categories', { token, body: { name: 'Music' } }))
        .body.id as string;
      const video = (
        await request('POST', '/api/videos', {
          token,
          body: { url: 'https://example.com/kept', categoryId: unsorted },
        })
      ).body.id as string;
      const before = await snapshotOf(database.db, user.id);
      // Reads at once, until the server's pool holds more than one connection: at the cut, idle
      // ones die as well as the busy one below.
      await expect
        .poll(async () => {
          await Promise.all(Array.from({ length: 4 }, () => user.library()));
          return proxy.forwarding;
        })
        .toBeGreaterThan(1);

      // A move waiting for the user's row, which the test holds locked, when the database goes:
      // a connection lost in the middle of a transaction.
      const blocker = await directClient(database.url!);
      await blocker.query('begin');
      await blocker.query('select 1 from users where id = $1 for update', [user.id]);
      const blockedMove = request('POST', `/api/videos/${video}/move`, {
        token,
        body: { categoryId: music, afterId: null },
      });
      await expect
        .poll(
          async () =>
            (
              await blocker.query(
                `select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0].n,
          { timeout: 30_000 },
        )
        .toBe(1);

      const refusedWhileDown = (outage: Outage): Refusal[] => [
        [
          `${outage}: library`,
          () => request('GET', '/api/library', { token }),
          503,
          'database_unavailable',
        ],
        [
          `${outage}: add`,
          () =>
            request('POST', '/api/videos', {
              token,
              body: { url: 'https://example.com/lost', categoryId: unsorted },
            }),
          503,
          'database_unavailable',
        ],
        [
          `${outage}: rename`,
          () => request('PATCH', `/api/categories/${music}`, { token, body: { name: 'Jazz' } }),
          503,
          'database_unavailable',
        ],
        [
          `${outage}: sign-in`,
          () =>
            request('POST', '/api/auth/signin', {
              body: { email: user.email, password: STRONG_PASSWORD },
            }),
          503,
          'database_unavailable',
        ],
      ];

      // Stopped: connections are reset, new ones refused.
      proxy.cut('refused');
      expect(await blockedMove).toMatchObject({
        status: 503,
        body: { error: { code: 'database_unavailable' } },
      });
      await blocker.query('rollback');
      await expectRefusals(refusedWhileDown('refused'));
      expect(await request('GET', '/api/health')).toMatchObject({ status: 503, body: DOWN });

      // Unreachable: a connection attempt hears nothing, so only the pool's connect timeout
      // ends it; the requests still fail rather than hang.
      proxy.cut('unreachable');
      const [health] = await Promise.all([
        request('GET', '/api/health'),
        ...refusedWhileDown('unreachable').map((refusal) => expectRefusals([refusal])),
      ]);
      expect(health).toMatchObject({ status: 503, body: DOWN });
      expect(alive()).toBe(true);

      // Back: the server finds it again by itself, and nothing refused was written.
      proxy.restore();
      await expect
        .poll(async () => (await request('GET', '/api/health')).body, { timeout: 30_000 })
        .toEqual(UP);
      expect(await snapshotOf(database.db, user.id)).toEqual(before);
      const moved = await request('POST', `/api/videos/${video}/move`, {
        token,
        body: { categoryId: music, afterId: null },
      });
      expect(moved).toMatchObject({ status: 200, body: { categoryId: music } });
      expect((await user.library()).videos).toMatchObject([{ id: video, categoryId: music }]);
      expect(alive()).toBe(true);
    });
  },
);
