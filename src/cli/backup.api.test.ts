import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import { readPgdataTarball } from '@server/db/backup/pgdata-tarball';
import type { Database } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { MIGRATIONS_FOLDER } from '@server/db/migrate';
import { openPglite, pgdataDir } from '@server/db/pglite';
import { collections, refreshTokens, sessions, users, videos } from '@server/db/schema';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import {
  SPAWN_TEST_TIMEOUT_MS,
  spawnTs,
  startServerProcess,
} from '@server/test-support/server-process';
import { apiClient, TEST_JWT_SECRET, uniqueEmail } from '@server/test-support/test-app';
import { POSTGRES_BACKUP_MESSAGE, runCli } from './run-cli';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

/** backup and restore never ask for a password. */
const notAsked = () => Promise.reject(new Error('no password was expected'));

// Backup and restore of the embedded database, through real CLI processes (the data-directory
// lock tells processes apart by pid). PGlite data directories in both API runs: with
// TEST_DATABASE_URL set too, this is about the embedded database.
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vidshelf-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const cli = (dataDir: string, ...args: string[]) =>
  spawnTs('src/cli/main.ts', args, { DATA_DIR: dataDir }).exited;
/** create-user as a real process, the password piped in. */
const createUser = (dataDir: string, email: string, ...more: string[]) =>
  spawnTs(
    'src/cli/main.ts',
    ['create-user', '--email', email, '--password-stdin', ...more],
    { DATA_DIR: dataDir },
    `${STRONG_PASSWORD}\n`,
  ).exited;

/** The app in-process on the embedded database in dataDir, as the server would run it. */
async function openApp(
  dataDir: string,
  { jwtSecret = TEST_JWT_SECRET, youtubeOembedUrl = 'http://127.0.0.1:9/oembed' } = {},
) {
  const db = await openPglite(dataDir);
  const config = { ...loadConfig({}), allowSignup: false, youtubeOembedUrl };
  return { db, request: apiClient(createApp({ db, config, jwtSecret })) };
}

/** Every row of every table, in a fixed order: all that a restore must bring back. */
const everyRow = (db: Database) =>
  db.system(async (tx) => ({
    users: await tx.select().from(users).orderBy(users.id),
    sessions: await tx.select().from(sessions).orderBy(sessions.id),
    refreshTokens: await tx.select().from(refreshTokens).orderBy(refreshTokens.id),
    categories: await tx.select().from(collections).orderBy(collections.id),
    videos: await tx.select().from(videos).orderBy(videos.id),
    migrations: await executeRows(
      tx,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`,
    ),
  }));

/** Whether a video's details are still to be looked up (an add's lookup, after it answered). */
const detailsPending = async (db: Database) =>
  (
    await db.system((tx) =>
      tx.select({ id: videos.id }).from(videos).where(eq(videos.detailsPending, true)),
    )
  ).length > 0;

/** A digest of every file under dir (names and contents), to prove that nothing changed. */
function digest(dir: string): string {
  const hash = createHash('sha256');
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => ({ entry, path: relative(dir, join(entry.parentPath, entry.name)) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const { entry, path } of entries) {
    hash.update(`${path}\0`);
    if (entry.isFile()) hash.update(readFileSync(join(dir, path)));
  }
  return hash.digest('hex');
}

/** The migrations folder without its newest migration: the schema an older Vidshelf had. */
function olderMigrations(): { folder: string; count: number } {
  const folder = join(tempDir(), 'migrations');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries.pop();
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, count: journal.entries.length };
}

/** Runs SQL on the PGlite files in dataDir without migrating them (openPglite would). */
async function queryRaw<T>(dataDir: string, query: string): Promise<T[]> {
  const client = await PGlite.create({ dataDir: pgdataDir(dataDir) });
  try {
    return (await client.query<T>(query)).rows;
  } finally {
    await client.close();
  }
}

describe('backup and restore of the embedded database', { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  const email = uniqueEmail('backup');
  const source = tempDir();
  const backupFile = join(tempDir(), 'vidshelf.tar.gz');
  let before: Awaited<ReturnType<typeof everyRow>>;
  let library: unknown;
  let exported: Record<string, unknown>;
  let refreshToken: string;

  // A Pro user's library: collections in a chosen order, videos reordered, moved and edited,
  // a display name, and two sessions (one signed out).
  beforeAll(async () => {
    const created = await createUser(source, email, '--tier', 'pro');
    expect(created.code, created.stderr).toBe(0);
    const oembed = await startFakeOembed();
    const { db, request } = await openApp(source, { youtubeOembedUrl: oembed.url });
    try {
      const signIn = () =>
        request('POST', '/api/auth/signin', { body: { email, password: STRONG_PASSWORD } });
      const session = (await signIn()).body;
      const token: string = session.access_token;
      refreshToken = session.refresh_token;
      const other = (await signIn()).body;
      expect(
        (await request('POST', '/api/auth/signout', { token: other.access_token })).status,
      ).toBe(204);
      const send = async (method: string, path: string, body: unknown, status = 200) => {
        const res = await request(method, path, { token, body });
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        return res.body;
      };
      const music = await send('POST', '/api/categories', { name: 'Music' }, 201);
      const talks = await send('POST', '/api/categories', { name: 'Talks' }, 201);
      await send('POST', `/api/categories/${talks.id}/move`, { afterId: null });
      const add = (url: string, collectionId: string) =>
        send('POST', '/api/videos', { url, categoryId: collectionId }, 201);
      const first = await add('https://www.youtube.com/watch?v=dQw4w9WgXcQ', music.id);
      const second = await add('https://youtu.be/9bZkp7q19f0', music.id);
      const talk = await add('https://example.com/talk', music.id);
      await send('POST', `/api/videos/${first.id}/move`, {
        categoryId: music.id,
        afterId: second.id,
      });
      await send('PATCH', `/api/videos/${talk.id}`, {
        title: 'A renamed talk',
        url: 'https://example.com/talk',
        categoryId: talks.id,
      });
      await db.system((tx) =>
        tx.update(users).set({ displayName: 'Ada' }).where(eq(users.email, email)),
      );
      // An add looks its video's details up after it answered: the rows are final once none is
      // still pending (on a busy machine, the snapshot once caught one halfway).
      for (let waited = 0; await detailsPending(db); waited += 50) {
        if (waited > 30_000) throw new Error('The adds’ lookups did not finish in 30 s.');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      before = await everyRow(db);
      library = await send('GET', '/api/library', undefined);
      exported = await send('GET', '/api/export', undefined);
    } finally {
      await db.close();
      await oembed.close();
    }
    const backedUp = await cli(source, 'backup', backupFile);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(
      new RegExp(`^Backed up ${source} to ${backupFile} \\(\\d+\\.\\d MB\\)\\.\\n$`),
    );
  }, SPAWN_TEST_TIMEOUT_MS);

  it('round-trips a library: every row, the order, the password and the sessions', async () => {
    // Holds password hashes: the owner's alone.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(before.users).toEqual([
      expect.objectContaining({ email, tier: 'pro', displayName: 'Ada' }),
    ]);
    expect(before.sessions.map((s) => s.revoked).sort()).toEqual([false, true]);
    expect(before.categories.map((c) => c.name).sort()).toEqual(['Music', 'Talks', 'Unsorted']);
    expect(before.videos.map((v) => `${v.title} / ${v.channelName}`).sort()).toEqual([
      'A renamed talk / example.com',
      'Video 9bZkp7q19f0 / Channel 9bZkp7q19f0',
      'Video dQw4w9WgXcQ / Channel dQw4w9WgXcQ',
    ]);

    const target = tempDir();
    const restored = await cli(target, 'restore', backupFile);
    expect(restored).toMatchObject({
      code: 0,
      stdout: `Restored ${backupFile} into ${target}; the database is migrated.\n`,
    });
    // Nothing left beside the database: no staging directory, no lock.
    expect(readdirSync(target)).toEqual(['pgdata']);

    // A fresh DATA_DIR generates its own JWT secret: access tokens signed elsewhere are void
    // there, but the sessions and refresh tokens are in the database and keep working.
    const { db, request } = await openApp(target, { jwtSecret: `another-${TEST_JWT_SECRET}` });
    try {
      expect(await everyRow(db)).toEqual(before);
      const refreshed = await request('POST', '/api/auth/refresh', {
        body: { refresh_token: refreshToken },
      });
      expect(refreshed.status).toBe(200);
      const token = refreshed.body.access_token;
      expect((await request('GET', '/api/library', { token })).body).toEqual(library);
      expect((await request('GET', '/api/export', { token })).body).toEqual({
        ...exported,
        exportedAt: expect.any(String),
      });
      const signIn = await request('POST', '/api/auth/signin', {
        body: { email, password: STRONG_PASSWORD },
      });
      expect(signIn.status).toBe(200);
    } finally {
      await db.close();
    }
  });

  it('refuses a DATA_DIR that holds a database, changing nothing; --force replaces it', async () => {
    // The source has moved on since the backup: one more user.
    const later = await createUser(source, uniqueEmail('later'));
    expect(later.code, later.stderr).toBe(0);
    const untouched = digest(source);

    const refused = await cli(source, 'restore', backupFile);
    expect(refused).toMatchObject({
      code: 1,
      stderr: `${source} already holds a database; restore --force replaces it (back it up first if you may need it).\n`,
    });
    expect(digest(source)).toBe(untouched);

    const forced = await cli(source, 'restore', backupFile, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(readdirSync(source)).toEqual(['pgdata']);
    const db = await openPglite(source);
    try {
      expect(await everyRow(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });

  it('refuses a file that is not a Vidshelf backup, even with --force, changing nothing', async () => {
    const files = tempDir();
    const file = (name: string, bytes: Uint8Array) => {
      const path = join(files, name);
      writeFileSync(path, bytes);
      return path;
    };
    const backup = readFileSync(backupFile);
    const tampered = gunzipSync(backup);
    tampered[0] = (tampered[0] ?? 0) ^ 0xff;
    const foreign = await PGlite.create();
    await foreign.exec('create table notes (id int primary key)');
    const foreignDump = new Uint8Array(await (await foreign.dumpDataDir('gzip')).arrayBuffer());
    await foreign.close();
    const damaged = (path: string, why: string) =>
      `${path} is not a Vidshelf backup, or it is damaged (${why}).`;
    const random = file('random.bin', randomBytes(4096));
    const cutShort = file('cut-short.tar.gz', backup.subarray(0, backup.length >> 1));
    const notTar = file('tampered.tar.gz', gzipSync(tampered));
    const notes = file('notes.gz', gzipSync('some notes'));
    const otherApp = file('other-app.tar.gz', foreignDump);
    const missing = join(files, 'missing.tar.gz');
    const cases: Array<[string, string]> = [
      [random, damaged(random, 'not a complete gzip file')],
      [cutShort, damaged(cutShort, 'not a complete gzip file')],
      [notTar, damaged(notTar, 'not a tar archive')],
      [notes, damaged(notes, 'the archive ends early')],
      [otherApp, `${otherApp} holds a database, but not Vidshelf's.`],
      [missing, `Cannot read ${missing}: no such file.`],
    ];

    const untouched = digest(source);
    for (const [path, message] of cases) {
      const result = await cli(source, 'restore', path, '--force');
      expect({ code: result.code, stderr: result.stderr }).toEqual({
        code: 1,
        stderr: `${message}\n`,
      });
      expect(digest(source), path).toBe(untouched);
    }
  });

  it('refuses to back up or restore while the server runs, saying what to do', async () => {
    const server = await startServerProcess({ DATA_DIR: source });
    try {
      const advice = (command: string) =>
        `${source} is in use by a running Vidshelf process (pid ${server.child.pid}): stop the server, run ${command}, then start it again.\n`;
      const file = join(tempDir(), 'while-running.tar.gz');
      expect(await cli(source, 'backup', file)).toMatchObject({
        code: 1,
        stderr: advice('backup'),
      });
      expect(existsSync(file)).toBe(false);
      expect(await cli(source, 'restore', backupFile, '--force')).toMatchObject({
        code: 1,
        stderr: advice('restore'),
      });
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  });

  it('writes over an existing file only with --force, never leaving a partial file', async () => {
    const file = join(tempDir(), 'nightly.tar.gz');
    writeFileSync(file, 'yesterday');
    expect(await cli(source, 'backup', file)).toMatchObject({
      code: 1,
      stderr: `${file} already exists; name another file, or add --force to replace it.\n`,
    });
    expect(readFileSync(file, 'utf8')).toBe('yesterday');

    const forced = await cli(source, 'backup', file, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(readPgdataTarball(readFileSync(file), file).pgVersion).toMatch(/^\d+$/);
    expect(readdirSync(dirname(file))).toEqual(['nightly.tar.gz']);
  });

  it('backs up an older schema as it is, and restore migrates it', async () => {
    const old = tempDir();
    const older = olderMigrations();
    const client = await PGlite.create({ dataDir: pgdataDir(old) });
    await migrate(drizzle({ client }), { migrationsFolder: older.folder });
    await client.close();
    const countQuery = 'select count(*)::int as n from drizzle.__drizzle_migrations';

    const file = join(tempDir(), 'old.tar.gz');
    expect((await cli(old, 'backup', file)).code).toBe(0);
    expect(await queryRaw(old, countQuery)).toEqual([{ n: older.count }]);

    const target = tempDir();
    expect((await cli(target, 'restore', file)).code).toBe(0);
    expect(await queryRaw(target, countQuery)).toEqual([{ n: older.count + 1 }]);
  });

  it('says when there is no database to back up, and creates nothing', async () => {
    const empty = join(tempDir(), 'never-used');
    const err: string[] = [];
    const io = {
      env: { DATA_DIR: empty },
      out: () => {},
      err: (line: string) => err.push(line),
      readPassword: notAsked,
    };
    expect(await runCli(['backup', join(empty, 'x.tar.gz')], io)).toBe(1);
    expect(err).toEqual([`There is no database in ${empty} to back up.`]);
    expect(existsSync(empty)).toBe(false);
  });

  it.each(['backup', 'restore'])(
    '%s with DATABASE_URL set points at pg_dump in one line',
    async (command) => {
      const err: string[] = [];
      // Nothing listens on port 1: the command must answer without connecting.
      const env = { DATABASE_URL: 'postgres://vidshelf@127.0.0.1:1/vidshelf' };
      const code = await runCli([command, 'vidshelf.tar.gz'], {
        env,
        out: () => {},
        err: (line) => err.push(line),
        readPassword: notAsked,
      });
      expect({ code, err }).toEqual({ code: 1, err: [POSTGRES_BACKUP_MESSAGE] });
    },
  );
});
