import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '@server/db/schema';
import { listen } from '@server/test-support/listening-app';
import { signUpUser } from '@server/test-support/library-fixtures';
import { openSpoolFiles } from '@server/test-support/spool-files';
import { stalledReader } from '@server/test-support/stalled-reader';
import { createTestApp, httpClient, type ApiRequest } from '@server/test-support/test-app';
import { testDatabaseUrl, testDriver } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

/**
 * A client that asks for its export and stops reading must cost only itself
 * (docs/product/reliability.md#slow-readers). The library is big enough (3,000 videos with long
 * descriptions, about 10 MB) that its export cannot fit in the socket buffers, so the server's
 * writes really block.
 */
const LIBRARY_SIZE = 3_000;
const DESCRIPTION = 'A long description that makes the export file large. '.repeat(60);

/** "Answers in under a second": long enough for a busy machine, far below a stalled export. */
const PROMPT_MS = 1_000;

// Production's pool size, so that "20 stalled exports take the whole pool" is the real risk.
const { app, database, request } = await createTestApp({
  database: { poolSize: 10 },
  // One user's many stalled exports are what loads the pool here; the limits that refuse them
  // are download-limits.api.test.ts's.
  downloadsPerUser: 100,
  downloadStallMs: 600_000,
  signUpsPerIp: 1_000,
  signInFailuresPerIp: 1_000,
});

let server: Awaited<ReturnType<typeof listen>>;
let http: ApiRequest;
let owner: Awaited<ReturnType<typeof signUpUser>>;
const stalled: Socket[] = [];

beforeAll(async () => {
  server = await listen(app);
  http = httpClient(server.url);
  owner = await signUpUser(request, 'exporter');
  const unsorted = await owner.unsortedId();
  await database.db.system(async (tx) => {
    for (let start = 0; start < LIBRARY_SIZE; start += 500) {
      await tx.insert(videos).values(
        Array.from({ length: 500 }, (_, i) => ({
          userId: owner.id,
          categoryId: unsorted,
          title: `Video ${start + i}`,
          url: `https://example.com/${start + i}`,
          description: DESCRIPTION,
          position: `a${String(start + i).padStart(5, '0')}`,
        })),
      );
    }
  });
});

afterAll(async () => {
  for (const socket of stalled) socket.destroy();
  await server.close();
});

/** Another user's sign-in, library load and a health check, each timed over HTTP. */
async function othersAreServed() {
  const other = await signUpUser(http, 'other');
  const timed = async (call: () => Promise<{ status: number }>) => {
    const start = performance.now();
    const { status } = await call();
    return { status, ms: performance.now() - start };
  };
  const signIn = await timed(() =>
    http('POST', '/api/auth/signin', { body: { email: other.email, password: STRONG_PASSWORD } }),
  );
  const library = await timed(() => http('GET', '/api/library', { token: other.token }));
  const health = await timed(() => http('GET', '/api/health'));
  for (const call of [signIn, library, health]) {
    expect(call.status).toBe(200);
    expect(call.ms).toBeLessThan(PROMPT_MS);
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms),
    ),
  ]);

describe(`a stalled export reader (${testDriver()})`, () => {
  it('holds nothing: other users sign in, load their library and the health check answers', async () => {
    stalled.push(await stalledReader(server.port, '/api/export', owner.token));
    // Give the server time to fill the socket's buffers and block, as it did before.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await withTimeout(othersAreServed(), 10_000, 'the other users');
  });

  it.runIf(testDatabaseUrl())(
    'twenty stalled exports on PostgreSQL leave the pool to everyone else',
    async () => {
      for (let i = 0; i < 20; i++) {
        stalled.push(await stalledReader(server.port, '/api/export', owner.token));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      await withTimeout(othersAreServed(), 10_000, 'the other users');
    },
  );

  it('a reader that gives up lets go of its spooled file', async () => {
    const before = await openSpoolFiles();
    const socket = await stalledReader(server.port, '/api/export', owner.token);
    expect(await openSpoolFiles()).toBe(before + 1);
    socket.destroy();
    await expect.poll(openSpoolFiles, { timeout: 5_000 }).toBe(before);
  });

  it('a reader that leaves while its export is being written lets go of the file too', async () => {
    const before = await openSpoolFiles();
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `GET /api/export HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${owner.token}\r\n\r\n`,
    );
    // Gone as soon as the server has opened the file, before its answer starts.
    await expect.poll(openSpoolFiles, { interval: 5, timeout: 5_000 }).toBe(before + 1);
    socket.destroy();
    await expect.poll(openSpoolFiles, { timeout: 5_000 }).toBe(before);
    // And the server goes on serving.
    expect((await http('GET', '/api/health')).status).toBe(200);
  });
});
