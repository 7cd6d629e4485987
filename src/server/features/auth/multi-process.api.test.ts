import { describe, expect, it, onTestFinished } from 'vitest';
import {
  SPAWN_TEST_TIMEOUT_MS,
  startServerProcess,
  type ServerProcess,
} from '@server/test-support/server-process';
import { tempDir } from '@server/test-support/temp-dir';
import { TEST_JWT_SECRET, httpClient, uniqueEmail } from '@server/test-support/test-app';
import { createTestDatabase, testDatabaseUrl } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

const LIMIT = 4;

// Several server processes behind a load balancer share one PostgreSQL (README, "Running several
// server processes"): the limits must hold across them, not per process.
type Client = ReturnType<typeof httpClient>;

/** Two server processes on a fresh PostgreSQL database, stopped and dropped after the test. */
async function twoServers(): Promise<[Client, Client]> {
  const database = await createTestDatabase();
  const servers: ServerProcess[] = [];
  // The processes end before their database is dropped (an afterAll inside a test never runs).
  onTestFinished(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  });
  const env = {
    DATABASE_URL: database.url!,
    JWT_SECRET: TEST_JWT_SECRET,
    SIGNIN_FAILURES_PER_ACCOUNT_PER_15_MINUTES: String(LIMIT),
    YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed',
  };
  servers.push(
    ...(await Promise.all([
      startServerProcess({ ...env, DATA_DIR: tempDir() }),
      startServerProcess({ ...env, DATA_DIR: tempDir() }),
    ])),
  );
  return servers.map((server) => httpClient(server.url)) as [Client, Client];
}

describe.runIf(testDatabaseUrl())(
  'two server processes on one PostgreSQL',
  { timeout: SPAWN_TEST_TIMEOUT_MS },
  () => {
    it('share the per-account sign-in limit, and each other’s sessions', async () => {
      const [a, b] = await twoServers();

      const email = uniqueEmail('shared');
      const signUp = await a('POST', '/api/auth/signup', {
        body: { email, password: STRONG_PASSWORD },
      });
      expect(signUp.status).toBe(201);
      // A session started on one process works on the other.
      expect((await b('GET', '/api/auth/user', { token: signUp.body.access_token })).status).toBe(
        200,
      );

      const signIn = (client: typeof a, password: string) =>
        client('POST', '/api/auth/signin', { body: { email, password } });
      // Alternating processes: each sees only half the failures in its own memory.
      for (let i = 0; i < LIMIT; i++) {
        expect((await signIn(i % 2 ? b : a, `wrong ${i}`)).status).toBe(401);
      }
      for (const client of [a, b]) {
        const refused = await signIn(client, STRONG_PASSWORD);
        expect(refused.status).toBe(429);
        expect(refused.body.error.code).toBe('rate_limited');
      }
    });

    // Decision 0061: neither process remembers that a session or token is live, so an end
    // committed through one is refused by the other from its next request.
    it('refuse at once a session signed out, or a token revoked, through the other', async () => {
      const [a, b] = await twoServers();
      const signUp = await a('POST', '/api/auth/signup', {
        body: { email: uniqueEmail('ended'), password: STRONG_PASSWORD },
      });
      const session = signUp.body.access_token as string;
      const made = await a('POST', '/api/tokens', { token: session, body: { name: 'Script' } });
      const token = made.body.token as string;
      for (const bearer of [session, token]) {
        expect((await b('GET', '/api/library', { token: bearer })).status).toBe(200);
      }

      expect((await a('DELETE', `/api/tokens/${made.body.id}`, { token: session })).status).toBe(
        204,
      );
      const revoked = await b('GET', '/api/library', { token });
      expect([revoked.status, revoked.body.error.code]).toEqual([401, 'invalid_jwt']);

      expect((await a('POST', '/api/auth/signout', { token: session })).status).toBe(204);
      const ended = await b('GET', '/api/library', { token: session });
      expect([ended.status, ended.body.error]).toEqual([
        401,
        { code: 'invalid_jwt', message: 'Invalid JWT: the session has ended.' },
      ]);
    });
  },
);
