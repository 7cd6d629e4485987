import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { openPglite } from '@server/db/pglite';
import { createCollectionsService } from '@server/features/collections';
import { createUsersService } from '@server/features/users';
import { seedVideos } from '@server/test-support/library-fixtures';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

/** A seeded user the browser bench signs in as. */
export interface BenchLibrary {
  email: string;
  password: string;
  videos: number;
}

// Made-up but varied, so that a search narrows as a real one does ("p" matches much, "piano"
// a tenth). Ten topics, eight kinds of video, seven channels: titles repeat only by their number.
const TOPICS = [
  'Piano',
  'Sourdough',
  'TypeScript',
  'Marathon',
  'Chess',
  'Watercolor',
  'Kubernetes',
  'Espresso',
  'Bouldering',
  'Synthwave',
];
const KINDS = [
  'tutorial for beginners',
  'in 10 minutes',
  'explained',
  'tips and tricks',
  'full course',
  'live session',
  'review',
  'mistakes to avoid',
];
const CHANNELS = [
  'Daily Practice',
  'The Workshop',
  'Slow Mornings',
  'Code & Coffee',
  'Trail Notes',
  'Studio Nine',
  'Open Kitchen',
];

const COLLECTIONS = ['Music', 'Cooking', 'Programming', 'Talks'];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Videos in each collection after the first: enough for a sidebar that looks used. */
const OTHER_COLLECTION_VIDEOS = 10;

/**
 * A Pro user (no limits) whose first collection, "Unsorted", holds `videos` videos, beside the
 * named `collections` with a few each. The first collection is what `/` shows
 * (docs/product/states.md: no "All Videos" once there are collections), so the grid holds all
 * `videos` cards. Written in bulk (seedVideos), then given varied titles and channels in one
 * UPDATE. No thumbnails: every card shows the app's placeholder, so no request leaves the machine.
 */
async function seedLibrary(
  db: Database,
  email: string,
  videos: number,
  collections: readonly string[],
): Promise<BenchLibrary> {
  const user = await createUsersService(db).create(email, STRONG_PASSWORD, 'pro');
  const collectionsService = createCollectionsService(db);
  const [unsorted] = await db.system((tx) =>
    executeRows<{ id: string }>(
      tx,
      sql`select id from categories where user_id = ${user.id} and is_default`,
    ),
  );
  if (!unsorted) throw new Error(`${email} has no Unsorted collection.`);
  const collectionIds = [unsorted.id];
  for (const name of collections) {
    collectionIds.push((await collectionsService.create(user.id, name)).id);
  }
  for (const [i, collectionId] of collectionIds.entries()) {
    await seedVideos(db, user.id, collectionId, i === 0 ? videos : OTHER_COLLECTION_VIDEOS);
  }
  await db.system((tx) =>
    tx.execute(sql`
      with numbered as (
        select id, (row_number() over (order by category_id, position) - 1)::int as n
        from videos where user_id = ${user.id}
      )
      update videos set
        title = (${textArray(TOPICS)})[1 + n % ${TOPICS.length}] || ' '
          || (${textArray(KINDS)})[1 + (n / ${TOPICS.length}) % ${KINDS.length}] || ' #' || n,
        channel_name = (${textArray(CHANNELS)})[1 + n % ${CHANNELS.length}]
      from numbered where videos.id = numbered.id`),
  );
  return { email, password: STRONG_PASSWORD, videos };
}

/**
 * Prepares the embedded database in `dataDir` (before any server holds it) with one library
 * per size in `sizes`, each in its own account.
 */
export async function prepareBenchLibraries(
  dataDir: string,
  sizes: readonly number[],
): Promise<Map<number, BenchLibrary>> {
  const db = await openPglite(dataDir);
  try {
    const libraries = new Map<number, BenchLibrary>();
    for (const size of sizes) {
      libraries.set(
        size,
        await seedLibrary(db, `browser-bench-${size}@example.com`, size, COLLECTIONS),
      );
    }
    return libraries;
  } finally {
    await db.close();
  }
}
