import { asc, inArray } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Library, LibraryChanges } from '@shared/contracts/library';
import { applyLibraryChanges } from '@shared/library-changes';
import type { Database } from '@server/db/client';
import { collections, videos } from '@server/db/schema';
import { findInconsistencies } from '@server/test-support/db-consistency';
import { keyOrderProblems, type OrderedLibrary } from '@server/test-support/library-order';
import { describeDifference, project } from './library-view';
import type { Device } from './device';
import type { LoadUser, SeededUser } from './setup-users';

const FINAL_CHECK_TIMEOUT_MS = 60_000;

/** Each device's part of `library` equals its model, and every collection is some device's. */
function compareWithModels(user: SeededUser, library: OrderedLibrary, source: string): string[] {
  const problems: string[] = [];
  for (const device of user.devices) {
    const difference = describeDifference(device.model, project(library, device.owns));
    if (difference) problems.push(`${device.label}: ${source}: ${difference}`);
  }
  for (const collection of library.categories) {
    if (user.devices.filter((device) => device.owns(collection)).length !== 1) {
      problems.push(`${user.email}: ${source}: collection ${collection.name} is no device's`);
    }
  }
  return problems;
}

/**
 * Where a device that syncs by changes ends, catching up once more from the server at
 * `baseUrl`: its copy must equal the full `library` (docs/product/local-copy-and-sync.md: a copy
 * kept by changes under concurrent writes from other devices ends equal to the database).
 */
async function checkCopy(baseUrl: string, device: Device, library: Library): Promise<string[]> {
  if (!device.copy) return [];
  const response = await fetch(`${baseUrl}/api/library/changes`, {
    headers: { Authorization: `Bearer ${device.token}`, 'If-None-Match': device.copy.etag },
    signal: AbortSignal.timeout(FINAL_CHECK_TIMEOUT_MS),
  });
  if (response.status !== 200 && response.status !== 304) {
    return [`${device.label}: the final changes answered ${response.status}`];
  }
  const synced =
    response.status === 304
      ? device.copy.library
      : applyLibraryChanges(device.copy.library, (await response.json()) as LibraryChanges);
  if (isDeepStrictEqual(synced, library)) return [];
  const ids = (copy: Library) => new Set(copy.videos.map((video) => video.id));
  const [kept, full] = [ids(synced), ids(library)];
  const missing = [...full].filter((id) => !kept.has(id)).length;
  const unknown = [...kept].filter((id) => !full.has(id)).length;
  return [
    `${device.label}: changes: the copy differs from a full load (${missing} missing, ${unknown} unknown)`,
  ];
}

/**
 * What every user's library load answers now from the server at `baseUrl` (on a new connection:
 * it may be another process than the one the devices used), checked for order and against the
 * models, and the copies of the devices that sync by changes against it.
 */
export async function checkApi(baseUrl: string, users: LoadUser[]): Promise<string[]> {
  const problems: string[] = [];
  for (const user of users) {
    const device = user.devices[0];
    if (!device) continue;
    const response = await fetch(`${baseUrl}/api/library`, {
      headers: { Authorization: `Bearer ${device.token}` },
      signal: AbortSignal.timeout(FINAL_CHECK_TIMEOUT_MS),
    });
    if (response.status !== 200) {
      problems.push(`${user.email}: the final library load answered ${response.status}`);
      continue;
    }
    const library = (await response.json()) as Library;
    problems.push(...keyOrderProblems(library).map((p) => `${user.email}: api: ${p}`));
    problems.push(...compareWithModels(user, library, 'api'));
    for (const each of user.devices) problems.push(...(await checkCopy(baseUrl, each, library)));
  }
  return problems;
}

/**
 * The tables as their owner (row-level security does not apply), against the models, and the
 * rules every database must keep.
 */
export async function checkDatabase(db: Database, users: SeededUser[]): Promise<string[]> {
  const ids = users.map((user) => user.id);
  const { collectionRows: collectionRows, videoRows } = await db.system(async (tx) => ({
    // The key columns are COLLATE "C": ordering by them is the byte-wise order the API uses.
    collectionRows: await tx
      .select({
        id: collections.id,
        userId: collections.userId,
        name: collections.name,
        isDefault: collections.isDefault,
        position: collections.position,
      })
      .from(collections)
      .where(inArray(collections.userId, ids))
      .orderBy(asc(collections.position)),
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
  }));
  // The rules every database must keep, whoever's data it is (the crash test asks them too).
  const problems = (await findInconsistencies(db)).map((problem) => `database: ${problem}`);
  for (const user of users) {
    const library: OrderedLibrary = {
      categories: collectionRows.filter((row) => row.userId === user.id),
      videos: videoRows.filter((row) => row.userId === user.id),
    };
    problems.push(...compareWithModels(user, library, 'database'));
  }
  return problems;
}
