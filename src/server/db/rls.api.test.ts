import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsersService } from '@server/features/users';
import { uniqueEmail } from '@server/test-support/test-app';
import { createTestDatabase, testDriver } from '@server/test-support/test-database';
import type { Tx } from './client';
import { executeRows } from './execute-rows';
import {
  auditEvents,
  collections,
  playbackPositions,
  playbackPreferences,
  users,
  videos,
} from './schema';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

const { db, drop } = await createTestDatabase();
afterAll(drop);

const accounts = createUsersService(db);
const alice = await accounts.create(uniqueEmail('alice'), STRONG_PASSWORD);
const bob = await accounts.create(uniqueEmail('bob'), STRONG_PASSWORD);

async function seedVideo(userId: string, title: string) {
  await db.system(async (tx) => {
    const [collection] = await tx.select().from(collections).where(eq(collections.userId, userId));
    await tx.insert(videos).values({
      userId,
      categoryId: collection!.id,
      title,
      url: `https://example.com/${title}`,
      position: 'a0',
    });
  });
}
await seedVideo(alice.id, 'alice-video');
await seedVideo(bob.id, 'bob-video');

describe(`row-level security (${testDriver()})`, () => {
  it('shows a user only their own rows, even to a query without a user filter', async () => {
    const seen = await db.asUser(alice.id, async (tx) => ({
      users: await tx.select().from(users),
      categories: await tx.select().from(collections),
      videos: await tx.select().from(videos),
    }));
    expect(seen.users.map((u) => u.id)).toEqual([alice.id]);
    expect(seen.categories.map((c) => c.userId)).toEqual([alice.id]);
    expect(seen.videos.map((v) => v.title)).toEqual(['alice-video']);
  });

  it('lets unfiltered updates and deletes touch only the user’s own rows', async () => {
    const renamed = await db.asUser(alice.id, (tx) =>
      tx.update(videos).set({ title: 'renamed' }).returning(),
    );
    expect(renamed.map((v) => v.userId)).toEqual([alice.id]);
    const deleted = await db.asUser(bob.id, (tx) => tx.delete(videos).returning());
    expect(deleted.map((v) => v.title)).toEqual(['bob-video']);
    const all = await db.system((tx) => tx.select().from(videos));
    expect(all.map((v) => v.title)).toEqual(['renamed']);
  });

  it('refuses to write a row for another user', async () => {
    await expect(
      db.asUser(alice.id, (tx) =>
        tx
          .insert(collections)
          .values({ userId: bob.id, name: 'Planted', nameKey: 'planted', position: 'b0' }),
      ),
    ).rejects.toThrow();
    const planted = await db.system((tx) =>
      tx.select().from(collections).where(eq(collections.name, 'Planted')),
    );
    expect(planted).toEqual([]);
  });

  it('lets a user write security events of their own only, and read none (decision 0081)', async () => {
    const event = (userId: string) => ({
      userId,
      type: 'api_token_created',
      detail: 'Planted',
      clientAddress: null,
      userAgent: null,
    });
    await db.asUser(alice.id, (tx) => tx.insert(auditEvents).values(event(alice.id)));
    await expect(
      db.asUser(alice.id, (tx) => tx.insert(auditEvents).values(event(bob.id))),
    ).rejects.toThrow();
    await expect(db.asUser(alice.id, (tx) => tx.select().from(auditEvents))).rejects.toThrow();
    const written = await db.system((tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.detail, 'Planted')),
    );
    expect(written.map((row) => row.userId)).toEqual([alice.id]);
  });

  it('keeps playback positions and preferences to their user', async () => {
    const [played] = await db.system(async (tx) => {
      const [collection] = await tx
        .select()
        .from(collections)
        .where(eq(collections.userId, alice.id));
      return tx
        .insert(videos)
        .values({
          userId: alice.id,
          categoryId: collection!.id,
          title: 'alice-played',
          url: 'https://example.com/alice-played',
          position: 'b0',
        })
        .returning();
    });
    const position = (userId: string) => ({ userId, videoId: played!.id, seconds: 5, duration: 9 });
    const preferences = (userId: string) => ({
      userId,
      autoMarkWatched: false,
      autoplayNext: false,
      speed: 2,
    });
    // Refused by the policies alone: no row of Alice's is there yet to conflict with.
    for (const planted of [
      (tx: Tx) => tx.insert(playbackPositions).values(position(alice.id)),
      (tx: Tx) => tx.insert(playbackPreferences).values(preferences(alice.id)),
    ]) {
      await expect(db.asUser(bob.id, planted)).rejects.toThrow();
    }
    await db.asUser(alice.id, async (tx) => {
      await tx.insert(playbackPositions).values(position(alice.id));
      await tx.insert(playbackPreferences).values(preferences(alice.id));
    });
    const seen = await db.asUser(bob.id, async (tx) => [
      ...(await tx.select().from(playbackPositions)),
      ...(await tx.select().from(playbackPreferences)),
      ...(await tx.update(playbackPositions).set({ seconds: 1 }).returning()),
      ...(await tx.delete(playbackPositions).returning()),
    ]);
    expect(seen).toEqual([]);
    const kept = await db.asUser(alice.id, async (tx) => ({
      positions: await tx.select().from(playbackPositions),
      preferences: await tx.select().from(playbackPreferences),
    }));
    expect(kept.positions.map((row) => [row.userId, row.seconds])).toEqual([[alice.id, 5]]);
    expect(kept.preferences.map((row) => row.userId)).toEqual([alice.id]);
  });

  it('runs requests as a role that is not a superuser and cannot bypass RLS', async () => {
    const [role] = await db.asUser(alice.id, (tx) =>
      executeRows(
        tx,
        sql`select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
      ),
    );
    expect(role).toEqual({ current_user: 'vidshelf_app', rolsuper: false, rolbypassrls: false });
  });

  it('sees nothing at all when no user is set', async () => {
    const rows = await db.asUser('00000000-0000-0000-0000-000000000000', (tx) =>
      tx.select().from(collections),
    );
    expect(rows).toEqual([]);
  });
});
