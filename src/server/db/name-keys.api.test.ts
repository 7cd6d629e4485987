import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsersService } from '@server/features/users';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { uniqueEmail } from '@server/test-support/test-app';
import { createTestDatabase, testDriver } from '@server/test-support/test-database';
import { fillNameKeys } from './name-keys';
import { collections, tags } from './schema';

const testDb = await createTestDatabase();
afterAll(testDb.drop);
const { db } = testDb;

describe(`name keys of rows written before them (${testDriver()})`, () => {
  it('fills each placeholder with its name’s key; of two names now held equal, both stay', async () => {
    const user = await createUsersService(db).create(uniqueEmail(), STRONG_PASSWORD);
    // What migration 0012 leaves: a control character and the row's id, for every older row.
    await db.system(async (tx) => {
      // Written one after the other (one transaction would give them one time, and the older
      // of two names now held equal is the one that takes the key).
      for (const [name, position, createdAt] of [
        ['İstanbul', 'b0', '2026-01-01T00:00:00Z'],
        ['istanbul', 'c0', '2026-01-02T00:00:00Z'],
        ['Über', 'd0', '2026-01-03T00:00:00Z'],
      ] as const) {
        await tx.execute(sql`
          insert into categories (user_id, name, name_key, position, created_at)
          values (${user.id}, ${name}, chr(1) || gen_random_uuid()::text, ${position},
            ${createdAt}::timestamptz)`);
      }
      await tx.execute(sql`
        insert into tags (user_id, name, name_key) values (${user.id}, 'LIVE', chr(1) || 'x')`);
      await tx.execute(sql`update categories set name_key = chr(1) || id::text
        where user_id = ${user.id} and is_default`);
    });
    await fillNameKeys(db);
    const rows = await db.system((tx) =>
      tx
        .select({ name: collections.name, key: collections.nameKey })
        .from(collections)
        .where(eq(collections.userId, user.id))
        .orderBy(collections.position),
    );
    const [unsorted, first, second, uber] = rows;
    expect(unsorted).toEqual({ name: 'Unsorted', key: 'unsorted' });
    expect(first).toEqual({ name: 'İstanbul', key: 'istanbul' });
    // Written before keys existed, the second of two names now held equal keeps a key of its own.
    expect(second?.name).toBe('istanbul');
    expect(second?.key.startsWith('\u0002')).toBe(true);
    expect(uber).toEqual({ name: 'Über', key: 'über' });
    const tagKeys = await db.system((tx) =>
      tx.select({ key: tags.nameKey }).from(tags).where(eq(tags.userId, user.id)),
    );
    expect(tagKeys).toEqual([{ key: 'live' }]);
    // Done once: another start finds nothing left to fill, and changes nothing.
    await fillNameKeys(db);
    const again = await db.system((tx) =>
      tx
        .select({ name: collections.name, key: collections.nameKey })
        .from(collections)
        .where(eq(collections.userId, user.id))
        .orderBy(collections.position),
    );
    expect(again).toEqual(rows);
  });
});
