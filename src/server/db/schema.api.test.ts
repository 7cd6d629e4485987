import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionNameKey } from '@shared/collection-name';
import { createUsersService } from '@server/features/users';
import { uniqueEmail } from '@server/test-support/test-app';
import { createTestDatabase, testDriver } from '@server/test-support/test-database';
import type { Database } from './client';
import { executeRows } from './execute-rows';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import {
  collections,
  playbackPositions,
  playbackPreferences,
  sessions,
  users,
  videos,
} from './schema';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

const migrationFiles = readdirSync(new URL('./migrations', import.meta.url)).filter((file) =>
  file.endsWith('.sql'),
);

const testDb = await createTestDatabase();
afterAll(testDb.drop);
const { db } = testDb;

describe(`schema and migrations (${testDriver()})`, () => {
  it('declares the ordering columns COLLATE "C", so order is byte-wise on both drivers', async () => {
    const columns = await db.system((tx) =>
      executeRows(
        tx,
        sql`select table_name, collation_name from information_schema.columns
            where column_name = 'position' order by table_name`,
      ),
    );
    expect(columns).toEqual([
      { table_name: 'categories', collation_name: 'C' },
      { table_name: 'deleted_videos', collation_name: 'C' },
      { table_name: 'videos', collation_name: 'C' },
    ]);
  });

  it('has the indexes the ordering queries need, one key per place in each list', async () => {
    const indexes = (
      await db.system((tx) =>
        executeRows<{ indexdef: string }>(
          tx,
          sql`select indexdef from pg_indexes where schemaname = 'public'`,
        ),
      )
    ).map((r) => r.indexdef);
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /UNIQUE INDEX .* ON public\.categories USING btree \(user_id, "position"\)/,
        ),
        expect.stringMatching(/ON public\.videos USING btree \(user_id, "position"\)/),
        expect.stringMatching(
          /UNIQUE INDEX .* ON public\.videos USING btree \(user_id, category_id, "position"\)/,
        ),
        expect.stringMatching(
          /UNIQUE INDEX .* ON public\.categories USING btree \(user_id, name_key\)/,
        ),
        expect.stringMatching(/UNIQUE INDEX .* ON public\.tags USING btree \(user_id, name_key\)/),
        expect.stringMatching(/UNIQUE INDEX .* ON public\.users USING btree \(lower\(email\)\)/),
        expect.stringMatching(
          /INDEX .* ON public\.playback_positions USING btree \(user_id, updated_at DESC\)/,
        ),
      ]),
    );
  });

  it('keeps collection names unique per user by the one key the app compares them by', async () => {
    const accounts = createUsersService(db);
    const one = await accounts.create(uniqueEmail(), STRONG_PASSWORD);
    const two = await accounts.create(uniqueEmail(), STRONG_PASSWORD);
    const insert = (userId: string, name: string, position: string) =>
      db.system((tx) =>
        tx.insert(collections).values({ userId, name, nameKey: collectionNameKey(name), position }),
      );
    await insert(one.id, 'Music', 'b0');
    await expect(insert(one.id, 'mUSIC', 'c0')).rejects.toThrow();
    await insert(two.id, 'music', 'b0');
    // Whatever the cluster's collation makes of lower(): the index holds equal what the app does.
    await insert(one.id, 'istanbul', 'd0');
    await expect(insert(one.id, 'İstanbul', 'e0')).rejects.toThrow();
    await insert(one.id, 'Über', 'f0');
    await expect(insert(one.id, 'ÜBER', 'g0')).rejects.toThrow();
  });

  it('refuses a tier other than free or pro', async () => {
    await expect(
      db.system((tx) =>
        tx.insert(users).values({ email: uniqueEmail(), passwordHash: 'x', tier: 'gold' as 'pro' }),
      ),
    ).rejects.toThrow();
  });

  it('deletes a user’s collections, videos and sessions with the user', async () => {
    const user = await createUsersService(db).create(uniqueEmail(), STRONG_PASSWORD);
    await db.system(async (tx) => {
      const [unsorted] = await tx.select().from(collections).where(eq(collections.userId, user.id));
      await tx.insert(videos).values({
        userId: user.id,
        categoryId: unsorted!.id,
        title: 't',
        url: 'https://example.com',
        position: 'a0',
      });
      await tx
        .insert(sessions)
        .values({ userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
      await tx.delete(users).where(eq(users.id, user.id));
    });
    const left = await db.system(async (tx) => [
      ...(await tx.select().from(collections).where(eq(collections.userId, user.id))),
      ...(await tx.select().from(videos).where(eq(videos.userId, user.id))),
      ...(await tx.select().from(sessions).where(eq(sessions.userId, user.id))),
    ]);
    expect(left).toEqual([]);
  });

  it('keeps a position to its owner’s video and within its length, and deletes it with the video', async () => {
    const accounts = createUsersService(db);
    const owner = await accounts.create(uniqueEmail(), STRONG_PASSWORD);
    const other = await accounts.create(uniqueEmail(), STRONG_PASSWORD);
    const video = await db.system(async (tx) => {
      const [unsorted] = await tx
        .select()
        .from(collections)
        .where(eq(collections.userId, owner.id));
      const [row] = await tx
        .insert(videos)
        .values({
          userId: owner.id,
          categoryId: unsorted!.id,
          title: 't',
          url: 'https://example.com/played',
          position: 'a0',
        })
        .returning();
      return row!;
    });
    const position = (userId: string, seconds: number, duration: number | null) =>
      db.system((tx) =>
        tx.insert(playbackPositions).values({ userId, videoId: video.id, seconds, duration }),
      );
    await expect(position(other.id, 5, 10)).rejects.toThrow();
    await expect(position(owner.id, -1, 10)).rejects.toThrow();
    await expect(position(owner.id, 11, 10)).rejects.toThrow();
    await expect(position(owner.id, 0, 0)).rejects.toThrow();
    await position(owner.id, 5, null);
    await db.system((tx) =>
      tx.insert(playbackPreferences).values({
        userId: owner.id,
        autoMarkWatched: false,
        autoplayNext: false,
        speed: 1.25,
      }),
    );
    await db.system((tx) => tx.delete(videos).where(eq(videos.id, video.id)));
    const playbackRows = () =>
      db.system(async (tx) => [
        ...(await tx
          .select()
          .from(playbackPositions)
          .where(eq(playbackPositions.userId, owner.id))),
        ...(await tx
          .select()
          .from(playbackPreferences)
          .where(eq(playbackPreferences.userId, owner.id))),
      ]);
    expect(await playbackRows()).toHaveLength(1);
    await db.system((tx) => tx.delete(users).where(eq(users.id, owner.id)));
    expect(await playbackRows()).toEqual([]);
  });

  it('keeps a video in its owner’s collections only', async () => {
    const accounts = createUsersService(db);
    const owner = await accounts.create(uniqueEmail(), STRONG_PASSWORD);
    const other = await accounts.create(uniqueEmail(), STRONG_PASSWORD);
    const [othersCollection] = await db.system((tx) =>
      tx.select().from(collections).where(eq(collections.userId, other.id)),
    );
    await expect(
      db.system((tx) =>
        tx.insert(videos).values({
          userId: owner.id,
          categoryId: othersCollection!.id,
          title: 't',
          url: 'https://example.com',
          position: 'a0',
        }),
      ),
    ).rejects.toThrow();
  });

  it('migrates idempotently: reopening the same database keeps its data', async () => {
    const email = uniqueEmail('kept');
    let first: Database;
    let reopen: () => Promise<Database>;
    let cleanup = () => {};
    if (testDb.url) {
      const url = testDb.url;
      first = await openPostgres(url, 2);
      reopen = () => openPostgres(url, 2);
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'vidshelf-migrate-'));
      cleanup = () => rmSync(dir, { recursive: true, force: true });
      first = await openPglite(dir);
      reopen = () => openPglite(dir);
    }
    try {
      await createUsersService(first).create(email, STRONG_PASSWORD);
      await first.close();
      const second = await reopen();
      const found = await second.system((tx) =>
        tx
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`),
      );
      const migrations = await second.system((tx) =>
        executeRows<{ count: string | number }>(
          tx,
          sql`select count(*) as count from drizzle.__drizzle_migrations`,
        ),
      );
      await second.close();
      expect(found).toHaveLength(1);
      // Each migration applied once, however often the database is opened.
      expect(Number(migrations[0]?.count)).toBe(migrationFiles.length);
    } finally {
      cleanup();
    }
  });
});
