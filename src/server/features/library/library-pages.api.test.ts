import { describe, expect, it } from 'vitest';
import type { Library } from '@shared/contracts/library';
import {
  shelvedUser,
  watchedDatabase,
  writesBetweenPages,
} from '@server/test-support/paged-read-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { readLibrary } from './library-pages';
import { versionState } from '@server/core';

// docs/product/large-libraries.md: a large library is read in pages, a transaction each, so that
// other requests run in between on the embedded database. Whatever the page size, the answer is the
// library as of one version; a write between pages makes it read again as one.
const { request, database } = await createTestApp();
const { db } = database;

const shelved = () => shelvedUser(request, db);
const watched = (nth?: number, before?: () => Promise<void>) => watchedDatabase(db, nth, before);

const parse = (read: { pieces: readonly string[] }) => JSON.parse(read.pieces.join('')) as Library;

describe(`the library read in pages (${testDriver()})`, () => {
  it('answers the same library, key for key and in order, whatever the page size', async () => {
    const { user } = await shelved();
    const whole = await readLibrary(db, user.id, 100);
    const expected = (await request('GET', '/api/library', { token: user.token })).body;
    expect(parse(whole)).toEqual(expected);
    expect(parse(whole).videos).toHaveLength(15);
    for (const size of [1, 2, 3, 5, 7, 14]) {
      const { db: counted, seen } = watched();
      const paged = await readLibrary(counted, user.id, size);
      expect(JSON.stringify(parse(paged)), `pages of ${size}`).toBe(JSON.stringify(expected));
      // The start, at least a page per `size` videos, and the check.
      expect(seen.transactions).toBeGreaterThanOrEqual(2 + Math.ceil(15 / size));
      const state = await db.asUser(user.id, (tx) => versionState(tx, user.id, paged.snapshot));
      expect(state).toBe('unchanged');
    }
  });

  it('reads a library of no more than one page in one transaction', async () => {
    const { user } = await shelved();
    const { db: counted, seen } = watched();
    expect(parse(await readLibrary(counted, user.id, 15)).videos).toHaveLength(15);
    expect(seen.transactions).toBe(1);
  });

  it('reads the library again as one when it changed between pages', async () => {
    const { user, ids } = await shelved();
    for (const write of writesBetweenPages(db, user.id, ids)) {
      // Before the third transaction: between the first page and the second.
      const { db: racing } = watched(3, write);
      const read = await readLibrary(racing, user.id, 4);
      const now = (await request('GET', '/api/library', { token: user.token })).body;
      expect(parse(read)).toEqual(now);
      const state = await db.asUser(user.id, (tx) => versionState(tx, user.id, read.snapshot));
      expect(state).toBe('unchanged');
    }
    const after = (await request('GET', '/api/library', { token: user.token })).body as Library;
    expect(after.videos.filter((video) => video.title === 'Renamed meanwhile')).toHaveLength(7);
    expect(after.videos).toHaveLength(10);
  });
});
