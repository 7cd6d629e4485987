import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import { DEFAULT_COLLECTION_NAME } from '@shared/constants';
import type { Database, Tx } from '@server/db/client';
import { defined } from './defined';
import { hashPassword } from '@server/core';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { collectionNameKey } from '@shared/collection-name';

/**
 * Library sizes measured (GET /api/library, its warm reload and changes, query counts); 10,000
 * and 50,000 are exported too. 100,000 is the library of docs/product/large-libraries.md that must
 * open at once.
 */
export const LIBRARY_SIZES = [100, 1_000, 10_000, 50_000, 100_000] as const;
/** Collections of each measured library, the videos spread evenly over them. */
const LIBRARY_COLLECTIONS = 10;
/** One collection of this many videos each, for the cost of a drop. */
export const REORDER_SIZES = [1_000, 10_000] as const;
/** The write load: one user per connection, each with two collections of this many videos. */
export const WRITERS = 10;
const WRITER_VIDEOS_PER_COLLECTION = 500;
/**
 * Videos a bulk action takes (docs/product/bulk-actions.md). Their user has them first in a
 * collection of twice as many, and a second collection of as many again, so a move back and forth
 * always lands on top of real rows; no other figure uses that user.
 */
export const BULK_VIDEOS = 1_000;
/**
 * Everyone else: their rows make the tables multi-user, so a plan that scans another user's
 * rows shows in EXPLAIN (and the planner does not pick a scan for a table that is nearly all
 * one user's). Two live sessions each, with a refresh token.
 */
const OTHER_USERS = 500;
const OTHER_VIDEOS = 20;
/**
 * Tags (docs/product/tags-and-notes.md): every user has this many, and each video carries about one
 * in eight of them (2.5 on average); one video in ten has a note.
 */
const TAGS_PER_USER = 20;

/** A seeded user: who signs in, and their collections with the ids of the videos in each. */
export interface SeededUser {
  id: string;
  email: string;
  collections: { id: string; videoIds: string[] }[];
}

export interface BenchData {
  library: Record<number, SeededUser>;
  reorder: Record<number, SeededUser>;
  writers: SeededUser[];
  bulk: SeededUser;
  totals: { users: number; videos: number };
}

interface Plan {
  email: string;
  /** Video counts per collection; the first is "Unsorted". */
  collections: number[];
}

const evenly = (videos: number, collections: number): number[] =>
  Array.from(
    { length: collections },
    (_, i) => Math.floor(videos / collections) + (i < videos % collections ? 1 : 0),
  );

/** Inserts rows given as JSON objects in one statement per chunk: bulk, and one parameter each. */
export async function insertRows(
  tx: Tx,
  table: string,
  columns: Record<string, string>,
  rows: object[],
): Promise<void> {
  const names = Object.keys(columns).join(', ');
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  for (let start = 0; start < rows.length; start += 5_000) {
    const chunk = JSON.stringify(rows.slice(start, start + 5_000));
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(names)})
          select ${sql.raw(names)} from jsonb_to_recordset(${chunk}::jsonb) as r(${sql.raw(types)})`,
    );
  }
}

/** Users and their collections, as rows of the users and categories tables. */
export async function insertUsersAndCollections(
  tx: Tx,
  users: object[],
  collections: object[],
): Promise<void> {
  const uuid = 'uuid';
  await insertRows(
    tx,
    'users',
    { id: uuid, email: 'text', password_hash: 'text', tier: 'text' },
    users,
  );
  await insertRows(
    tx,
    'categories',
    {
      id: uuid,
      user_id: uuid,
      name: 'text',
      name_key: 'text',
      position: 'text',
      is_default: 'boolean',
    },
    collections,
  );
}

/**
 * Seeds the bench's users straight into the tables, as the owner (set-up, not measured): Pro, so
 * no plan limit applies; ordering keys made as the app makes them (fractional indexing); one
 * password for all, hashed once. Then ANALYZE, so the planner knows the tables' sizes.
 */
export async function seedBench(db: Database): Promise<BenchData> {
  const plans: Record<string, Plan[]> = {
    library: LIBRARY_SIZES.map((n) => ({
      email: `library-${n}@bench.example`,
      collections: evenly(n, LIBRARY_COLLECTIONS),
    })),
    reorder: REORDER_SIZES.map((n) => ({ email: `reorder-${n}@bench.example`, collections: [n] })),
    writers: Array.from({ length: WRITERS }, (_, i) => ({
      email: `writer-${i}@bench.example`,
      collections: [WRITER_VIDEOS_PER_COLLECTION, WRITER_VIDEOS_PER_COLLECTION],
    })),
    bulk: [{ email: 'bulk@bench.example', collections: [2 * BULK_VIDEOS, BULK_VIDEOS] }],
    others: Array.from({ length: OTHER_USERS }, (_, i) => ({
      email: `other-${i}@bench.example`,
      collections: evenly(OTHER_VIDEOS, 2),
    })),
  };
  const passwordHash = await hashPassword(STRONG_PASSWORD);
  const seeded: Record<string, SeededUser[]> = {};
  const users: object[] = [];
  const collectionRows: object[] = [];
  const videos: object[] = [];
  for (const [group, groupPlans] of Object.entries(plans)) {
    seeded[group] = groupPlans.map(({ email, collections }) => {
      const id = randomUUID();
      users.push({ id, email, password_hash: passwordHash, tier: 'pro' });
      const collectionKeys = generateNKeysBetween(null, null, collections.length);
      return {
        id,
        email,
        collections: collections.map((count, c) => {
          const collectionId = randomUUID();
          collectionRows.push({
            id: collectionId,
            user_id: id,
            name: c === 0 ? DEFAULT_COLLECTION_NAME : `Shelf ${c}`,
            name_key: collectionNameKey(c === 0 ? DEFAULT_COLLECTION_NAME : `Shelf ${c}`),
            position: collectionKeys[c],
            is_default: c === 0,
          });
          const videoKeys = generateNKeysBetween(null, null, count);
          const videoIds = videoKeys.map((position, v) => {
            const videoId = randomUUID();
            videos.push({
              id: videoId,
              user_id: id,
              category_id: collectionId,
              title: `Seeded video ${v} of shelf ${c}`,
              url: `https://example.com/watch/${videoId}`,
              position,
            });
            return videoId;
          });
          return { id: collectionId, videoIds };
        }),
      };
    });
  }
  await db.system(async (tx) => {
    const uuid = 'uuid';
    await insertUsersAndCollections(tx, users, collectionRows);
    await insertRows(
      tx,
      'videos',
      { id: uuid, user_id: uuid, category_id: uuid, title: 'text', url: 'text', position: 'text' },
      videos,
    );
    await tx.execute(sql`
      insert into tags (user_id, name, name_key)
      select id, 'Tag ' || n, 'tag ' || n from users, generate_series(1, ${TAGS_PER_USER}) n`);
    await tx.execute(sql`
      insert into video_tags (video_id, tag_id, user_id)
      select v.id, t.id, v.user_id from videos v join tags t on t.user_id = v.user_id
      where hashtext(v.id::text || t.name) & 7 = 0`);
    // Each video's copy of its tags' names, as the writes of tags keep it (writeTagNames).
    await tx.execute(sql`
      update videos v set tag_names = n.names
      from (select vt.video_id, array_agg(t.name order by lower(t.name), t.name) as names
            from video_tags vt join tags t on t.id = vt.tag_id group by vt.video_id) n
      where v.id = n.video_id`);
    await tx.execute(sql`
      update videos set note = 'A note of a hundred characters or so, as a person might write about a video.'
      where hashtext(id::text) % 10 = 0`);
    await tx.execute(sql`
      insert into sessions (user_id, expires_at)
      select id, now() + interval '30 days' from users, generate_series(1, 2)`);
    await tx.execute(sql`
      insert into refresh_tokens (session_id, token_hash, rotation)
      select id, md5(random()::text) || md5(random()::text), 0 from sessions`);
  });
  await db.system((tx) => tx.execute(sql`analyze`));
  const bySize = (group: string, sizes: readonly number[]) =>
    Object.fromEntries(sizes.map((n, i) => [n, defined(seeded[group]?.[i], `${group} user`)]));
  return {
    library: bySize('library', LIBRARY_SIZES),
    reorder: bySize('reorder', REORDER_SIZES),
    writers: defined(seeded.writers, 'writers'),
    bulk: defined(seeded.bulk?.[0], 'bulk user'),
    totals: { users: users.length, videos: videos.length },
  };
}
