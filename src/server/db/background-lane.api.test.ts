import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsersService } from '@server/features/users';
import { uniqueEmail } from '@server/test-support/test-app';
import { createTestDatabase, testDriver } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// docs/product/large-libraries.md: on the embedded database, which runs one transaction at a time
// in the order they come, the pages of long reads run one at a time among themselves, so a
// request's own transaction waits behind one page at most, however many long reads are running.
const { db, drop } = await createTestDatabase();
afterAll(drop);
const user = await createUsersService(db).create(uniqueEmail('lane'), STRONG_PASSWORD);

describe.runIf(testDriver() === 'pglite')('background transactions on PGlite', () => {
  it('let a request’s transaction in ahead of a page still waiting', async () => {
    const started: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const run = (name: string, background: boolean, hold?: Promise<void>) =>
      db.asUser(
        user.id,
        async (tx) => {
          started.push(name);
          await tx.execute(sql`select 1`);
          await hold;
        },
        { snapshot: true, background },
      );
    const first = run('first page', true, held);
    // The first page holds the database; a second page of another read asks after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = run('second page', true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const request = run('request', false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second, request]);
    expect(started).toEqual(['first page', 'request', 'second page']);
  });
});
