import { describe, expect, it } from 'vitest';
import { CompactLibrarySchema, type Library } from '@shared/contracts/library';
import { expandLibrary } from '@shared/library-wire';
import { signUpUser } from '@server/test-support/library-fixtures';
import {
  shelvedUser,
  watchedDatabase,
  writesBetweenPages,
} from '@server/test-support/paged-read-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { readCompactLibrary } from './library-compact';
import { versionState } from '@server/core';

// Issue 20: the compact form is read as the full one is (decision 0064), in pages, a
// transaction each, its chunks built by the database. Whatever the page size, it expands to the
// library as of one version; a write between pages makes it read again as one.
const { request, database } = await createTestApp();
const { db } = database;

const shelved = () => shelvedUser(request, db);
const watched = (nth?: number, before?: () => Promise<void>) => watchedDatabase(db, nth, before);

const parse = (read: { pieces: readonly string[] }) =>
  CompactLibrarySchema.parse(JSON.parse(read.pieces.join('')));
const fullLibrary = async (token: string) =>
  (await request<Library>('GET', '/api/library', { token })).body;

describe(`the compact library read in pages (${testDriver()})`, () => {
  it('expands to the same library, key for key and in order, whatever the page size', async () => {
    const { user } = await shelved();
    const expected = JSON.stringify(await fullLibrary(user.token));
    for (const size of [1, 2, 3, 4, 5, 7, 14, 15]) {
      const { db: counted, seen } = watched();
      const paged = await readCompactLibrary(counted, user.id, size);
      const body = parse(paged);
      expect(JSON.stringify(expandLibrary(body)), `pages of ${size}`).toBe(expected);
      // A chunk per collection's slice of a page; the empty collection has none.
      expect(body.chunks.map((chunk) => chunk.id.length)).toEqual(chunkSizes([7, 0, 3, 5], size));
      // The start, at least a page per `size` videos, and the check; or one, when all fit.
      if (size >= 15) expect(seen.transactions).toBe(1);
      else expect(seen.transactions).toBeGreaterThanOrEqual(2 + Math.ceil(15 / size));
      const state = await db.asUser(user.id, (tx) => versionState(tx, user.id, paged.snapshot));
      expect(state).toBe('unchanged');
    }
  });

  it('reads a library of no more than one page in one transaction, as one chunk', async () => {
    const { user } = await shelved();
    const { db: counted, seen } = watched();
    const body = parse(await readCompactLibrary(counted, user.id, 16));
    expect(seen.transactions).toBe(1);
    expect(body.chunks).toHaveLength(1);
    expect(body.chunks[0]?.collectionRuns).toEqual([
      [0, 7],
      [2, 3],
      [3, 5],
    ]);
  });

  it('reads an empty library in one transaction, with no chunk', async () => {
    const user = await signUpUser(request);
    const { db: counted, seen } = watched();
    const body = parse(await readCompactLibrary(counted, user.id, 1));
    expect(seen.transactions).toBe(1);
    expect(body.chunks).toEqual([]);
    expect(expandLibrary(body)).toEqual(await fullLibrary(user.token));
  });

  it('reads the library again as one when it changed between pages', async () => {
    const { user, ids } = await shelved();
    for (const write of writesBetweenPages(db, user.id, ids)) {
      // Before the third transaction: between the first page and the second.
      const { db: racing } = watched(3, write);
      const read = await readCompactLibrary(racing, user.id, 4);
      const body = parse(read);
      expect(expandLibrary(body)).toEqual(await fullLibrary(user.token));
      expect(body.chunks).toHaveLength(1);
      const state = await db.asUser(user.id, (tx) => versionState(tx, user.id, read.snapshot));
      expect(state).toBe('unchanged');
    }
    const after = await fullLibrary(user.token);
    expect(after.videos.filter((video) => video.title === 'Renamed meanwhile')).toHaveLength(7);
    expect(after.videos).toHaveLength(10);
  });
});

/**
 * The videos of each chunk, collections of `counts` read in pages of `size`: one chunk when they
 * fit in a page; else a page takes what fits of a collection, then goes on to the next while it
 * has room.
 */
function chunkSizes(counts: number[], size: number): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= size) return [total];
  const sizes: number[] = [];
  let room = size;
  for (let left of counts) {
    while (left > 0) {
      const taken = Math.min(left, room);
      sizes.push(taken);
      left -= taken;
      room -= taken;
      if (room === 0) room = size;
    }
  }
  return sizes;
}
