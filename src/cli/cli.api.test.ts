import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@server/db/pglite';
import { apiTokens, auditEvents, contactMessages, users } from '@server/db/schema';
import { SPAWN_TEST_TIMEOUT_MS, spawnTs } from '@server/test-support/server-process';
import { bookmarkFile } from '@server/test-support/import-api';
import { uniqueEmail } from '@server/test-support/test-app';
import { createTestDatabase, testDriver } from '@server/test-support/test-database';
import { readNewPassword } from './read-password';
import { PASSWORD_FLAG_WARNING, runCli, USAGE } from './run-cli';
import { verifyPassword } from '@server/core';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// The CLI reaches the database the server would use: DATABASE_URL (a throwaway PostgreSQL
// database here) or the embedded one in DATA_DIR (a temporary directory here).
const dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-cli-'));
const pg = testDriver() === 'postgres' ? await createTestDatabase() : undefined;
afterAll(async () => {
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});
const env = pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir };

/**
 * Runs a command in-process with `stdin` as its standard input, which is not a terminal: a
 * command that would prompt is refused, as in a script.
 */
async function cliWith(stdin: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readPassword: (source) => readNewPassword(source, Readable.from([stdin]), new PassThrough()),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const cli = (...argv: string[]) => cliWith('', ...argv);
/** create-user with the password piped in, as the README shows. */
const createUser = (email: string, ...more: string[]) =>
  cliWith(`${STRONG_PASSWORD}\n`, 'create-user', '--email', email, '--password-stdin', ...more);

/** Runs `fn` on the database the CLI uses, between its commands. */
async function withDatabase<T>(fn: (db: NonNullable<typeof pg>['db']) => Promise<T>): Promise<T> {
  const db = pg ? pg.db : await openPglite(dataDir);
  try {
    return await fn(db);
  } finally {
    if (!pg) await db.close();
  }
}

/** The account with that e-mail, read from the database the CLI wrote to. */
async function userRow(email: string) {
  const [row] = await withDatabase((db) =>
    db.system((tx) =>
      tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`),
    ),
  );
  return row;
}

/** Stores a Contact Us message as the server would, from the account with that e-mail. */
async function storeMessage(
  email: string,
  values: { name: string; email: string; message: string; createdAt: Date },
): Promise<string> {
  const userId = (await userRow(email))!.id;
  const id = crypto.randomUUID();
  await withDatabase((db) =>
    db.system((tx) => tx.insert(contactMessages).values({ id, userId, ...values })),
  );
  return id;
}

/** Gives the account API tokens with these names, as Settings → API tokens would. */
async function addTokens(email: string, ...names: string[]) {
  const userId = (await userRow(email))!.id;
  await withDatabase((db) =>
    db.system((tx) =>
      tx
        .insert(apiTokens)
        .values(names.map((name) => ({ userId, name, tokenHash: crypto.randomUUID() }))),
    ),
  );
}

/** The account's API tokens, and the token events written for it, by name. */
async function tokensOf(email: string) {
  const userId = (await userRow(email))!.id;
  return withDatabase((db) =>
    db.system(async (tx) => ({
      tokens: (
        await tx
          .select()
          .from(apiTokens)
          .where(sql`${apiTokens.userId} = ${userId}`)
      )
        .map((row) => row.name)
        .sort(),
      events: (
        await tx
          .select()
          .from(auditEvents)
          .where(sql`${auditEvents.userId} = ${userId} and ${auditEvents.detail} is not null`)
      )
        .map((row) => `${row.type} ${row.detail} (${row.userAgent})`)
        .sort(),
    })),
  );
}

const tierOf = async (email: string) => (await userRow(email))?.tier;

async function passwordMatches(email: string, password: string): Promise<boolean> {
  const row = await userRow(email);
  return row ? verifyPassword(row.passwordHash, password) : false;
}

describe(`operator CLI (${testDriver()})`, { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  it('creates a free user by default, and a pro user on request', async () => {
    const free = uniqueEmail('free');
    const pro = uniqueEmail('pro');
    expect(await createUser(free)).toMatchObject({
      code: 0,
      out: expect.stringContaining(`Created ${free} (free)`),
      err: '',
    });
    expect((await createUser(pro, '--tier', 'pro')).code).toBe(0);
    expect(await tierOf(free)).toBe('free');
    expect(await tierOf(pro)).toBe('pro');
  });

  it('grants and removes Pro by e-mail, in any case', async () => {
    const email = uniqueEmail('Upgrade');
    await createUser(email);
    expect((await cli('set-tier', '--email', email.toUpperCase(), '--tier', 'pro')).code).toBe(0);
    expect(await tierOf(email)).toBe('pro');
    expect((await cli('set-tier', '--email', email, '--tier', 'free')).out).toBe(
      `${email} is now on the free tier.`,
    );
    expect(await tierOf(email)).toBe('free');
  });

  it('refuses a weak password with the reasons, and a taken e-mail', async () => {
    const weak = await cliWith(
      'password\n',
      'create-user',
      '--email',
      uniqueEmail(),
      '--password-stdin',
    );
    expect(weak.code).toBe(1);
    expect(weak.err).toMatch(/^Password is too weak\.\n {2}- Password is too easy to guess\./);
    const email = uniqueEmail();
    await createUser(email);
    const again = await createUser(email);
    expect(again).toMatchObject({
      code: 1,
      err: 'A user with this email address has already been registered.',
    });
  });

  it('says when no user has the e-mail', async () => {
    const res = await cli('set-tier', '--email', 'nobody@example.com', '--tier', 'pro');
    expect(res).toMatchObject({ code: 1, err: 'No user has the e-mail nobody@example.com.' });
  });

  it.each([
    [[]],
    [['frobnicate']],
    [['create-user', '--password', 'x']],
    [['create-user', '--email', 'a@example.com', '--password', 'x', '--password-stdin']],
    [['reset-password', '--password-stdin']],
    [['reset-password', '--email', 'a@example.com', '--tier', 'pro']],
    [['create-user', '--email', 'a@example.com', '--password', 'x', '--keep-api-tokens']],
    [['create-user', '--email', 'a@example.com', '--password', 'x', '--tier', 'gold']],
    [['set-tier', '--email', 'a@example.com']],
    [['set-tier', '--email', 'a@example.com', '--tier', 'platinum']],
    [['set-tier', '--email']],
    [['set-tier', '--email', 'a@example.com', '--tier', 'pro', '--colour', 'red']],
    [['migrate', 'now']],
    [['migrate', '--force']],
    [['create-user', '--email', 'a@example.com', '--password', 'x', '--force']],
    [['backup']],
    [['backup', 'a.tar.gz', 'b.tar.gz']],
    [['restore', '--force']],
    [['restore', 'a.tar.gz', '--tier', 'pro']],
    [['messages', '--read']],
    [['messages', '--read', ' ']],
    [['messages', '--read', 'a', '--delete', 'b']],
    [['messages', '--read', 'a', '--unread']],
    [['messages', '--email', 'a@example.com']],
    [['messages', 'extra']],
  ])('prints usage and exits non-zero for %j', async (argv) => {
    const res = await cli(...argv);
    expect(res.code).toBe(2);
    expect(res.err).toContain(USAGE);
  });

  it('still takes --password, with a warning that it shows the password', async () => {
    const email = uniqueEmail('flag');
    const res = await cli('create-user', '--email', email, '--password', STRONG_PASSWORD);
    expect(res).toMatchObject({ code: 0, err: PASSWORD_FLAG_WARNING });
  });

  it('refuses to go on without a password it can read', async () => {
    const prompted = await cli('create-user', '--email', uniqueEmail());
    expect(prompted.code).toBe(2);
    expect(prompted.err).toMatch(
      /^No password given: pipe it in with --password-stdin, or run the command in a terminal to be asked for it\./,
    );
    const empty = await cliWith('\n', 'create-user', '--email', uniqueEmail(), '--password-stdin');
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/^No password on standard input\./);
  });

  it('resets a password: the new one works, the old one not, every session ends and every API token', async () => {
    const email = uniqueEmail('reset');
    await createUser(email);
    await addTokens(email, 'Laptop script', 'Phone');
    const next = 'violet harbour 93 lantern quiet';
    const res = await cliWith(`${next}\n`, 'reset-password', '--email', email, '--password-stdin');
    expect(res).toMatchObject({
      code: 0,
      out: `${email} has a new password; every session of theirs has ended and 2 API tokens were revoked.`,
    });
    expect(await tokensOf(email)).toEqual({
      tokens: [],
      events: [
        'api_token_revoked_with_sessions Laptop script (Vidshelf command line)',
        'api_token_revoked_with_sessions Phone (Vidshelf command line)',
      ],
    });
    expect(await passwordMatches(email, next)).toBe(true);
    expect(await passwordMatches(email, STRONG_PASSWORD)).toBe(false);
    const unknown = await cliWith(
      `${next}\n`,
      'reset-password',
      '--email',
      'nobody@example.com',
      '--password-stdin',
    );
    expect(unknown).toMatchObject({ code: 1, err: 'No user has the e-mail nobody@example.com.' });
    const weak = await cliWith('abc\n', 'reset-password', '--email', email, '--password-stdin');
    expect(weak.code).toBe(1);
    expect(await passwordMatches(email, next)).toBe(true);
  });

  it('keeps the API tokens through a reset with --keep-api-tokens, and says so', async () => {
    const email = uniqueEmail('reset-keep');
    await createUser(email);
    await addTokens(email, 'Laptop script');
    const next = 'violet harbour 93 lantern quiet';
    const res = await cliWith(
      `${next}\n`,
      'reset-password',
      '--email',
      email,
      '--password-stdin',
      '--keep-api-tokens',
    );
    expect(res).toMatchObject({
      code: 0,
      out: `${email} has a new password; every session of theirs has ended and their API tokens still work.`,
    });
    expect(await tokensOf(email)).toEqual({ tokens: ['Laptop script'], events: [] });
    expect(await passwordMatches(email, next)).toBe(true);
  });

  it('reads the password piped to a real process, and never from its arguments', async () => {
    const email = uniqueEmail('piped');
    const result = await spawnTs(
      'src/cli/main.ts',
      ['create-user', '--email', email, '--password-stdin'],
      pg ? { DATABASE_URL: pg.url! } : { DATA_DIR: dataDir },
      `${STRONG_PASSWORD}\n`,
    ).exited;
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(await passwordMatches(email, STRONG_PASSWORD)).toBe(true);
  });

  it('prints usage on help', async () => {
    expect(await cli('help')).toMatchObject({ code: 0, out: USAGE });
  });

  it('imports a file into an account as the Import card would, and reports each entry', async () => {
    const email = uniqueEmail('importer');
    await createUser(email);
    const file = join(dataDir, 'bookmarks.html');
    const report = join(dataDir, 'report.csv');
    writeFileSync(
      file,
      bookmarkFile({
        Music: ['https://youtu.be/dQw4w9WgXcQ', 'https://example.com/song'],
        '': ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:void(0)'],
      }),
    );
    const first = await cli('import', '--email', email, file, '--report', report);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out.split('\n')).toEqual([
      'bookmarks.html: 4 links in 1 collection, 0 already in the library, 1 repeated in the file, 1 not links, room for 50 more videos.',
      'Added 2; 1 duplicate, 1 not links, 0 over the plan limit.',
      `Report written to ${report}.`,
    ]);
    expect(readFileSync(report, 'utf8').split('\n')[2]).toBe(
      '2,link 2,https://example.com/song,Music link 2,Added,Music',
    );
    // Again: nothing new, nothing twice; into a named collection that does not exist: refused.
    expect((await cli('import', '--email', email, file)).out).toContain('Added 0; 3 duplicates');
    expect(await cli('import', '--email', email, file, '--collection', 'Nope')).toMatchObject({
      code: 1,
      err: `${email} has no collection named Nope.`,
    });
  });

  it('refuses an import it cannot do, changing nothing', async () => {
    const email = uniqueEmail('refused');
    await createUser(email);
    const zip = join(dataDir, 'takeout.zip');
    writeFileSync(zip, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    const refused = await cli('import', '--email', email, zip);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^This is a ZIP archive: unzip it first/);
    expect(await cli('import', '--email', email, join(dataDir, 'missing.html'))).toMatchObject({
      code: 1,
      err: `Cannot read ${join(dataDir, 'missing.html')}.`,
    });
    expect((await cli('import', '--email', uniqueEmail('nobody'), zip)).err).toMatch(
      /^No user has the e-mail /,
    );
    expect((await cli('import', zip)).code).toBe(2);
  });

  it('lists the Contact Us messages newest first, reads one whole and marks it read', async () => {
    const email = uniqueEmail('sender');
    await createUser(email);
    const older = await storeMessage(email, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'The analytical engine\nweaves algebraic patterns.\n\nAda',
      createdAt: new Date('2026-11-20T09:15:00Z'),
    });
    const newer = await storeMessage(email, {
      name: 'Mallory \u202Eevil',
      email: 'mallory@example.com',
      message: `Look: \u001b]0;pwned\u0007 ${'x'.repeat(100)}`,
      createdAt: new Date('2026-11-21T18:40:00Z'),
    });

    const list = await cli('messages');
    expect(list.code).toBe(0);
    const lines = list.out.split('\n');
    const olderLine = lines.findIndex((line) => line.endsWith(older));
    const newerLine = lines.findIndex((line) => line.endsWith(newer));
    expect(newerLine).toBeGreaterThan(0);
    expect(olderLine).toBeGreaterThan(newerLine);
    expect(lines[olderLine]).toBe(
      `2026-11-20 09:15 UTC  UNREAD  Ada Lovelace <ada@example.com>  (account ${email})  “The analytical engine …”  ${older}`,
    );
    // What a sender typed cannot act on the operator's terminal.
    expect(lines[newerLine]).toBe(
      `2026-11-21 18:40 UTC  UNREAD  Mallory \\u{202e}evil <mallory@example.com>  (account ${email})  “Look: \\u{1b}]0;pwned\\u{7} ${'x'.repeat(45)}…”  ${newer}`,
    );
    expect(list.out).not.toMatch(/(?!\n)\p{Cc}|\p{Bidi_Control}/u);

    const read = await cli('messages', '--read', older);
    expect(read).toMatchObject({ code: 0, err: '' });
    expect(read.out).toBe(
      [
        'From:    Ada Lovelace <ada@example.com>',
        `Account: ${email}`,
        'Sent:    2026-11-20 09:15:00 UTC',
        'Read:    now, for the first time',
        `Id:      ${older}`,
        '',
        'The analytical engine',
        'weaves algebraic patterns.',
        '',
        'Ada',
      ].join('\n'),
    );
    expect((await cli('messages', '--read', older)).out).toMatch(
      /^Read: {4}before, first on 20\d\d-/m,
    );
    const unread = await cli('messages', '--unread');
    expect(unread.out).toContain(newer);
    expect(unread.out).not.toContain(older);
    expect((await cli('messages')).out).toContain(`  read    Ada Lovelace <ada@example.com>`);

    expect(await cli('messages', '--read', '00000000-0000-0000-0000-000000000000')).toMatchObject({
      code: 1,
      err: 'No message has the id 00000000-0000-0000-0000-000000000000.',
    });
    expect((await cli('messages', '--read', 'nonsense')).code).toBe(1);
    expect(await cli('messages', '--delete', newer)).toMatchObject({
      code: 0,
      out: `Deleted message ${newer}.`,
    });
    expect((await cli('messages')).out).not.toContain(newer);
    expect((await cli('messages', '--delete', newer)).code).toBe(1);
  });

  it('migrates on request', async () => {
    expect(await cli('migrate')).toMatchObject({ code: 0, out: 'The database is migrated.' });
  });
});
