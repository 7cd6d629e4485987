import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../server/db/pglite';
import { users } from '../server/db/schema';
import { SPAWN_TEST_TIMEOUT_MS } from '../server/test-support/server-process';
import { STRONG_PASSWORD, uniqueEmail } from '../server/test-support/test-app';
import { createTestDatabase, testDriver } from '../server/test-support/test-database';
import { runCli, USAGE } from './run-cli';

// The CLI reaches the database the server would use: DATABASE_URL (a throwaway PostgreSQL
// database here) or the embedded one in DATA_DIR (a temporary directory here).
const dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-cli-'));
const pg = testDriver() === 'postgres' ? await createTestDatabase() : undefined;
afterAll(async () => {
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});
const env = pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir };

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function tierOf(email: string): Promise<string | undefined> {
  const db = pg ? pg.db : await openPglite(dataDir);
  try {
    const [row] = await db.system((tx) =>
      tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`),
    );
    return row?.tier;
  } finally {
    if (!pg) await db.close();
  }
}

describe(`operator CLI (${testDriver()})`, { timeout: SPAWN_TEST_TIMEOUT_MS }, () => {
  it('creates a free user by default, and a pro user on request', async () => {
    const free = uniqueEmail('free');
    const pro = uniqueEmail('pro');
    expect(await cli('create-user', '--email', free, '--password', STRONG_PASSWORD)).toMatchObject({
      code: 0,
      out: expect.stringContaining(`Created ${free} (free)`),
    });
    expect(
      (await cli('create-user', '--email', pro, '--password', STRONG_PASSWORD, '--tier', 'pro'))
        .code,
    ).toBe(0);
    expect(await tierOf(free)).toBe('free');
    expect(await tierOf(pro)).toBe('pro');
  });

  it('grants and removes Pro by e-mail, in any case', async () => {
    const email = uniqueEmail('Upgrade');
    await cli('create-user', '--email', email, '--password', STRONG_PASSWORD);
    expect((await cli('set-tier', '--email', email.toUpperCase(), '--tier', 'pro')).code).toBe(0);
    expect(await tierOf(email)).toBe('pro');
    expect((await cli('set-tier', '--email', email, '--tier', 'free')).out).toBe(
      `${email} is now on the free tier.`,
    );
    expect(await tierOf(email)).toBe('free');
  });

  it('refuses a weak password with the reasons, and a taken e-mail', async () => {
    const weak = await cli('create-user', '--email', uniqueEmail(), '--password', 'password');
    expect(weak.code).toBe(1);
    expect(weak.err).toMatch(/^Password is too weak\.\n {2}- Password is too easy to guess\./);
    const email = uniqueEmail();
    await cli('create-user', '--email', email, '--password', STRONG_PASSWORD);
    const again = await cli('create-user', '--email', email, '--password', STRONG_PASSWORD);
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
    [['create-user', '--email', 'a@example.com']],
    [['create-user', '--password', 'x']],
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
  ])('prints usage and exits non-zero for %j', async (argv) => {
    const res = await cli(...argv);
    expect(res.code).toBe(2);
    expect(res.err).toContain(USAGE);
  });

  it('prints usage on help', async () => {
    expect(await cli('help')).toMatchObject({ code: 0, out: USAGE });
  });

  it('migrates on request', async () => {
    expect(await cli('migrate')).toMatchObject({ code: 0, out: 'The database is migrated.' });
  });
});
