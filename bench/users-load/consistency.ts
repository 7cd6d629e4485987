import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { FREE_CATEGORY_LIMIT, FREE_VIDEO_LIMIT } from '../../src/shared/constants';
import type { Library } from '../../src/shared/contracts/library';
import type { Database, Tx } from '../../src/server/db/client';
import { executeRows } from '../../src/server/db/execute-rows';
import { categories, videos } from '../../src/server/db/schema';
import { describeDifference, keyOrderProblems, project, type OrderedLibrary } from './library-view';
import type { LoadUser } from './setup-users';

const FINAL_CHECK_TIMEOUT_MS = 60_000;

/** Each device's part of `library` equals its model, and every collection is some device's. */
function compareWithModels(user: LoadUser, library: OrderedLibrary, source: string): string[] {
  const problems: string[] = [];
  for (const device of user.devices) {
    const difference = describeDifference(device.model, project(library, device.owns));
    if (difference) problems.push(`${device.label}: ${source}: ${difference}`);
  }
  for (const category of library.categories) {
    if (user.devices.filter((device) => device.owns(category)).length !== 1) {
      problems.push(`${user.email}: ${source}: collection ${category.name} is no device's`);
    }
  }
  return problems;
}

/** What every user's library load answers now, checked for order and against the models. */
async function checkApi(users: LoadUser[]): Promise<string[]> {
  const problems: string[] = [];
  for (const user of users) {
    const device = user.devices[0];
    if (!device) continue;
    // Its socket may have idled past the server's keep-alive since the run ended.
    device.connection.reconnect();
    const { status, text } = await device.connection.send(
      'GET',
      '/api/library',
      { Authorization: `Bearer ${device.token}` },
      undefined,
      FINAL_CHECK_TIMEOUT_MS,
    );
    if (status !== 200) {
      problems.push(`${user.email}: the final library load answered ${status}`);
      continue;
    }
    const library = JSON.parse(text) as Library;
    problems.push(...keyOrderProblems(library).map((p) => `${user.email}: api: ${p}`));
    problems.push(...compareWithModels(user, library, 'api'));
  }
  return problems;
}

/**
 * Invariants over the whole database, for any user: the tables' constraints should make every
 * count here 0, so a failure means a constraint was lost or bypassed.
 */
const INVARIANTS: ReadonlyArray<readonly [string, SQL]> = [
  [
    'videos whose collection is missing or another user’s',
    sql`select count(*)::int as n from videos v where not exists (
          select 1 from categories c where c.id = v.category_id and c.user_id = v.user_id)`,
  ],
  [
    'collection keys used twice by one user',
    sql`select count(*)::int as n from (select 1 from categories
          group by user_id, position having count(*) > 1) as duplicates`,
  ],
  [
    'video keys used twice in one collection',
    sql`select count(*)::int as n from (select 1 from videos
          group by user_id, category_id, position having count(*) > 1) as duplicates`,
  ],
  [
    'users without exactly one "Unsorted"',
    sql`select count(*)::int as n from users u where (select count(*) from categories c
          where c.user_id = u.id and c.is_default) <> 1`,
  ],
  [
    'free users over a plan limit',
    sql`select count(*)::int as n from users u where u.tier = 'free' and (
          (select count(*) from videos v where v.user_id = u.id) > ${FREE_VIDEO_LIMIT} or
          (select count(*) from categories c where c.user_id = u.id and not c.is_default)
            > ${FREE_CATEGORY_LIMIT})`,
  ],
];

async function invariantProblems(tx: Tx): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, query] of INVARIANTS) {
    const [row] = await executeRows<{ n: number }>(tx, query);
    if (row?.n !== 0) problems.push(`database: ${row?.n} ${name}`);
  }
  return problems;
}

/** The tables as their owner (row-level security does not apply), against the models. */
async function checkDatabase(db: Database, users: LoadUser[]): Promise<string[]> {
  const ids = users.map((user) => user.id);
  const { categoryRows, videoRows, problems } = await db.system(async (tx) => ({
    // The key columns are COLLATE "C": ordering by them is the byte-wise order the API uses.
    categoryRows: await tx
      .select({
        id: categories.id,
        userId: categories.userId,
        name: categories.name,
        isDefault: categories.isDefault,
        position: categories.position,
      })
      .from(categories)
      .where(inArray(categories.userId, ids))
      .orderBy(asc(categories.position)),
    videoRows: await tx
      .select({
        id: videos.id,
        userId: videos.userId,
        categoryId: videos.categoryId,
        position: videos.position,
      })
      .from(videos)
      .where(inArray(videos.userId, ids))
      .orderBy(asc(videos.position)),
    problems: await invariantProblems(tx),
  }));
  for (const user of users) {
    const library: OrderedLibrary = {
      categories: categoryRows.filter((row) => row.userId === user.id),
      videos: videoRows.filter((row) => row.userId === user.id),
    };
    problems.push(...compareWithModels(user, library, 'database'));
  }
  return problems;
}

/**
 * After the load: what the server answers and what the tables hold must equal what the users
 * were told (their models): same collections, same videos in each, same order; plus the
 * database-wide invariants. Returns the problems found; none is a pass.
 */
export async function checkConsistency(db: Database, users: LoadUser[]): Promise<string[]> {
  return [...(await checkApi(users)), ...(await checkDatabase(db, users))];
}
