import { once } from 'node:events';
import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { SPOOL_FULL_MESSAGE } from '@server/http/downloads';
import { finishedImport, startImport } from '@server/test-support/import-api';
import { seedVideos, signUpUser } from '@server/test-support/library-fixtures';
import { listen } from '@server/test-support/listening-app';
import { openSpoolFiles } from '@server/test-support/spool-files';
import { stalledReader } from '@server/test-support/stalled-reader';
import { createTestApp, httpClient, type ApiRequest } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

/**
 * Downloads (exports, import reports) that a client never reads cannot pin the server's disk and
 * descriptors (docs/decisions/0082-download-limits.md): a few per user, each cut off once its
 * reader stalls, and all of them within a bound of disk.
 */

/** About 10 MB of export: more than the socket buffers take, so a stalled reader really stalls. */
const BIG_LIBRARY = 3_000;
const DESCRIPTION = 'A long description that makes the export file large. '.repeat(60);
/** Two big exports fit in it; a third does not. */
const SPOOL_MAX_BYTES = 25 * 1024 * 1024;
const STALL_MS = 1_500;

type User = Awaited<ReturnType<typeof signUpUser>>;

/** A user whose export is about 10 MB. */
async function bigLibrary(request: ApiRequest, db: Database, prefix: string): Promise<User> {
  const user = await signUpUser(request, prefix);
  await seedVideos(db, user.id, await user.unsortedId(), BIG_LIBRARY);
  await db.system((tx) =>
    tx.execute(sql`update videos set description = ${DESCRIPTION} where user_id = ${user.id}`),
  );
  return user;
}

/** A served app, the stalled readers its tests leave, and how to reach it. */
async function servedApp(limits: Parameters<typeof createTestApp>[0]) {
  const testApp = await createTestApp({ signUpsPerIp: 1_000, ...limits });
  const server = await listen(testApp.app);
  const stalled: Socket[] = [];
  afterAll(async () => {
    for (const socket of stalled) socket.destroy();
    await server.close();
  });
  const stall = async (path: string, token: string) => {
    const socket = await stalledReader(server.port, path, token);
    stalled.push(socket);
    return socket;
  };
  return { ...testApp, server, http: httpClient(server.url), stall };
}

// Its readers stall for as long as the tests need: the cut-off is the other app's.
const held = await servedApp({
  downloadsPerUser: 2,
  downloadSpoolMaxBytes: SPOOL_MAX_BYTES,
  downloadStallMs: 600_000,
});
const cut = await servedApp({ downloadStallMs: STALL_MS });

describe(`downloads a client never reads (${testDriver()})`, () => {
  let ada: User;
  let bob: User;
  let dan: User;
  let adaImport: string;

  beforeAll(async () => {
    ada = await bigLibrary(held.request, held.database.db, 'ada');
    dan = await bigLibrary(held.request, held.database.db, 'dan');
    bob = await signUpUser(held.request, 'bob');
    await startImport(held.request, ada.token, 'links.txt', 'https://example.com/imported\n');
    adaImport = (await finishedImport(held.request, ada.token)).id;
  });

  it('gives a user two downloads at once; the third, export or report, is 429 with Retry-After; others are served', async () => {
    const before = await openSpoolFiles();
    await held.stall('/api/export', ada.token);
    await held.stall('/api/export/bookmarks.html', ada.token);
    expect(await openSpoolFiles()).toBe(before + 2);

    for (const path of ['/api/export', `/api/imports/${adaImport}/report.csv`]) {
      const third = await held.http('GET', path, { token: ada.token });
      expect(third.status).toBe(429);
      expect(third.headers.get('Retry-After')).toBe('10');
      expect(third.body).toEqual({
        error: {
          code: 'rate_limited',
          message:
            'You already have 2 downloads under way (exports or import reports). Try again when one has finished.',
        },
      });
    }
    // No file was opened for them.
    expect(await openSpoolFiles()).toBe(before + 2);

    // Another user downloads as ever.
    const bobs = await held.http('GET', '/api/export', { token: bob.token });
    expect(bobs.status).toBe(200);
    expect(bobs.body.user.email).toBe(bob.email);
  });

  it('refuses with 503 an export that would pass the bound on all spooled files, and keeps no file of it', async () => {
    // Ada's two stalled downloads hold about 20 MB of the 25.
    const before = await openSpoolFiles();
    const dans = await held.http('GET', '/api/export', { token: dan.token });
    expect(dans.status).toBe(503);
    expect(dans.headers.get('Retry-After')).toBe('10');
    expect(dans.body).toEqual({ error: { code: 'server_busy', message: SPOOL_FULL_MESSAGE } });
    expect(SPOOL_FULL_MESSAGE).toBe(
      'The server has too many downloads under way. Please try again shortly.',
    );
    expect(await openSpoolFiles()).toBe(before);
    // A small one still fits.
    expect((await held.http('GET', '/api/export', { token: bob.token })).status).toBe(200);
  });
});

describe(`a stalled download (${testDriver()})`, () => {
  let eve: User;

  beforeAll(async () => {
    eve = await bigLibrary(cut.request, cut.database.db, 'eve');
  });

  it('is ended once its reader takes nothing for the stall time: its file is closed, its connection cut', async () => {
    const before = await openSpoolFiles();
    const socket = await cut.stall('/api/export', eve.token);
    expect(await openSpoolFiles()).toBe(before + 1);
    await expect.poll(openSpoolFiles, { timeout: 20_000 }).toBe(before);

    // The reader wakes up: what it gets ends short of the file, and the server closed the line.
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => (received += text));
    socket.resume();
    await once(socket, 'close');
    // A whole answer (chunked: no length was known) ends with its last, empty chunk.
    expect(received.endsWith('\r\n0\r\n\r\n')).toBe(false);

    // And the user's slot is free again: a whole export comes.
    const again = await cut.http('GET', '/api/export', { token: eve.token });
    expect(again.status).toBe(200);
    expect(again.body.videos).toHaveLength(BIG_LIBRARY);
  });
});
