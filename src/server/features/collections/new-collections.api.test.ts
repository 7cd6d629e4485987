import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections } from '@server/db/schema';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { insertCollectionsReusing } from './new-collections.repo';

const { request, database } = await createTestApp();
const db = database.db;

describe(`an import's new collections (${testDriver()})`, () => {
  it('reuses the collection a new one’s name meets in the unique index, never failing the chunk', async () => {
    const user = await signUpUser(request, 'reuse');
    const music = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'Music' },
    });
    const reused = await db.asUser(user.id, (tx) =>
      insertCollectionsReusing(tx, user.id, [
        { id: crypto.randomUUID(), userId: user.id, name: 'MUSIC', position: 'z0' },
        { id: crypto.randomUUID(), userId: user.id, name: 'New', position: 'z1' },
      ]),
    );
    expect([...reused.values()]).toEqual([{ id: music.body.id, name: 'Music' }]);
    const names = await db.system((tx) =>
      tx
        .select({ name: collections.name })
        .from(collections)
        .where(eq(collections.userId, user.id)),
    );
    expect(names.map((row) => row.name).sort()).toEqual(['Music', 'New', 'Unsorted']);
  });
});
