import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Import } from '@shared/contracts/import';
import type { Database } from '@server/db/client';
import { importItems, imports } from '@server/db/schema';
import { fetchLibrary, signUpUser } from '@server/test-support/library-fixtures';
import {
  bookmarkFile,
  finishedImport,
  startImport,
  uploadImport,
  wholeReport,
} from '@server/test-support/import-api';
import type { BackgroundTask } from '@server/jobs';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { IMPORT_CHUNK_ATTEMPTS } from './import-runner';
import { createImportService } from './import.service';

/** A runner that never runs: an import stays where it stood when started. */
const idleRunner: BackgroundTask = {
  wake: () => undefined,
  settled: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};

/** The app's clock runs ahead when a test lets a retry's pause pass. */
let ahead = 0;
/** Transactions the app opened as a user. */
let userTransactions = 0;
const { request, database, background } = await createTestApp({
  now: () => Date.now() + ahead,
  wrapDb: (db): Database => ({
    ...db,
    asUser(userId, fn, options) {
      userTransactions += 1;
      return db.asUser(userId, fn, options);
    },
  }),
});
const db = database.db;

/** A file's text as an upload's bytes. */
async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}

/** The user's current import, as the Import card reads it. */
async function currentImport(token: string): Promise<Import> {
  const res = await request('GET', '/api/imports/current', { token });
  expect(res.status).toBe(200);
  return res.body.import as Import;
}

/** Makes the database refuse any video whose link holds "poison", as a constraint would. */
async function poisonVideos(): Promise<void> {
  await db.system(async (tx) => {
    await tx.execute(
      sql.raw(`create or replace function refuse_poison() returns trigger language plpgsql as $$
        begin
          if new.url like '%poison%' then
            raise exception 'poisoned' using errcode = '23514', table = 'videos', constraint = 'videos_poison_check';
          end if;
          return new;
        end $$`),
    );
    await tx.execute(sql.raw('drop trigger if exists refuse_poison on videos'));
    await tx.execute(
      sql.raw(
        'create trigger refuse_poison before insert on videos for each row execute function refuse_poison()',
      ),
    );
  });
}

describe(`imports a hostile or unlucky file cannot wedge (${testDriver()})`, () => {
  it('imports a Turkish "İstanbul" folder into the "istanbul" collection the user has', async () => {
    const user = await signUpUser(request, 'istanbul');
    const made = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'istanbul' },
    });
    expect(made.status).toBe(201);
    await startImport(
      request,
      user.token,
      'bookmarks.html',
      bookmarkFile({ İstanbul: ['https://e.com/1'], ΟΔΟΣ: ['https://e.com/2'] }),
    );
    const done = await finishedImport(request, user.token);
    expect(done.progress).toMatchObject({ processed: 2, added: 2 });
    const library = await fetchLibrary(request, user.token);
    expect(library.categories.map((c) => c.name)).toEqual(['Unsorted', 'istanbul', 'ΟΔΟΣ']);
    expect(library.videos.find((v) => v.url === 'https://e.com/1')?.categoryId).toBe(made.body.id);
    // The collection screen holds the names equal too.
    const again = await request('POST', '/api/categories', {
      token: user.token,
      body: { name: 'οδοσ' },
    });
    expect(again.status).toBe(409);
  });

  it('fails an import the database refuses again and again, alone: its reason shown, the others go on', async () => {
    await poisonVideos();
    const unlucky = await signUpUser(request, 'unlucky');
    const other = await signUpUser(request, 'other');
    await startImport(
      request,
      unlucky.token,
      'links.txt',
      'https://e.com/fine\nhttps://e.com/poison\nhttps://e.com/after\n',
    );
    // The unlucky import started first, and its chunk fails; the other's still finishes.
    await startImport(request, other.token, 'links.txt', 'https://e.com/a\nhttps://e.com/b\n');
    const otherDone = await finishedImport(request, other.token);
    expect(otherDone.progress).toMatchObject({ processed: 2, added: 2 });

    let current = await currentImport(unlucky.token);
    for (let round = 0; current.status === 'running' && round < 20; round++) {
      await background.imports.settled();
      ahead += 60_000; // past the longest pause between tries
      background.imports.wake();
      await background.imports.settled();
      current = await currentImport(unlucky.token);
    }
    const reason =
      'The entries from number 1 on could not be saved: SQLSTATE 23514 (integrity constraint violation), table videos, constraint videos_poison_check.';
    expect(current).toMatchObject({
      status: 'failed',
      failure: reason,
      progress: { processed: 0, added: 0 },
    });
    const failures = await db.system((tx) =>
      tx.select({ failures: imports.failures }).from(imports).where(eq(imports.id, current.id)),
    );
    expect(failures).toEqual([{ failures: IMPORT_CHUNK_ATTEMPTS }]);
    const report = await wholeReport(request, unlucky.token, current.id);
    expect(report.map((item) => [item.url, item.outcome, item.detail])).toEqual(
      ['https://e.com/fine', 'https://e.com/poison', 'https://e.com/after'].map((url) => [
        url,
        'not_imported',
        `The import stopped after an error: ${reason}`,
      ]),
    );
    const csv = await request('GET', `/api/imports/${current.id}/report.csv`, {
      token: unlucky.token,
    });
    // The detail holds commas, so the CSV quotes it.
    expect(String(csv.body)).toContain(
      `3,line 3,https://e.com/after,,Not imported,"The import stopped after an error: ${reason}"`,
    );
    // Nothing is left holding the user's next import.
    const next = await uploadImport(request, unlucky.token, 'links.txt', 'https://e.com/next\n');
    expect(next.status).toBe(201);
  });

  it('cancels a running import where it stands: the rest reported as not imported', async () => {
    const service = createImportService({ db, runner: idleRunner });
    const user = await signUpUser(request, 'cancel');
    const staged = await service.upload(
      user.id,
      bytesOf('https://e.com/1\nhttps://e.com/2\n'),
      'links.txt',
    );
    // Its job held by a process that never runs it: the import stays where it stood when started.
    await db.system((tx) =>
      tx.execute(sql`insert into jobs (kind, key, run_at, leased_by, lease_until)
        values ('import', ${staged.id}, now(), 'elsewhere', now() + interval '1 hour')`),
    );
    const started = await service.start(user.id, staged.id, { collectionId: null });
    expect(started.status).toBe('running');

    const cancelled = await request('POST', `/api/imports/${staged.id}/cancel`, {
      token: user.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', progress: { processed: 0 } });
    expect(cancelled.body.finishedAt).not.toBeNull();
    const report = await wholeReport(request, user.token, staged.id);
    expect(report.map((item) => [item.outcome, item.detail])).toEqual([
      ['not_imported', 'The import was cancelled before this entry.'],
      ['not_imported', 'The import was cancelled before this entry.'],
    ]);
    const notImported = await request(
      'GET',
      `/api/imports/${staged.id}/items?outcome=not_imported`,
      { token: user.token },
    );
    expect(notImported.body.items).toHaveLength(2);
    // Once ended, it cannot be cancelled again; the chunk the runner might still have run
    // leaves it as it is; its report can be forgotten.
    const twice = await request('POST', `/api/imports/${staged.id}/cancel`, { token: user.token });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toEqual({ code: 'conflict', message: 'This import is not running.' });
    background.imports.wake();
    await background.imports.settled();
    expect(await currentImport(user.token)).toMatchObject({ status: 'cancelled' });
    const forgotten = await request('DELETE', `/api/imports/${staged.id}`, { token: user.token });
    expect(forgotten.status).toBe(204);
    const other = await signUpUser(request, 'not-theirs');
    const foreign = await request('POST', `/api/imports/${staged.id}/cancel`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses a file past the entries cap whole, and nothing of it stays written', async () => {
    const user = await signUpUser(request, 'cap');
    const service = createImportService({
      db,
      runner: idleRunner,
      entriesMax: 1_000,
    });
    const lines = Array.from({ length: 1_001 }, (_, i) => `https://e.com/${i}`).join('\n');
    await expect(service.upload(user.id, bytesOf(lines), 'links.txt')).rejects.toMatchObject({
      code: 'import_file_invalid',
      status: 400,
      message: expect.stringMatching(
        /^This file holds more than 1,000 entries, the most one import takes\. Split it into smaller files and import each\. /,
      ),
    });
    const left = await db.system(async (tx) => ({
      imports: await tx.select().from(imports).where(eq(imports.userId, user.id)),
      items: await tx.select().from(importItems).where(eq(importItems.userId, user.id)),
    }));
    expect(left).toEqual({ imports: [], items: [] });
  });

  it('writes a report of 1,200 entries a page of 500 per transaction, never holding the database for all', async () => {
    const user = await signUpUser(request, 'pages');
    const lines = Array.from({ length: 1_200 }, (_, i) => `https://e.com/page/${i}`);
    await startImport(request, user.token, 'links.txt', lines.join('\n'));
    const done = await finishedImport(request, user.token);
    userTransactions = 0;
    const csv = await request('GET', `/api/imports/${done.id}/report.csv`, { token: user.token });
    expect(csv.status).toBe(200);
    expect(String(csv.body).trim().split('\n')).toHaveLength(1_201);
    // The import looked up once, then three pages: 500, 500, 200.
    expect(userTransactions).toBe(4);
  });

  it('previews and reports links of folders nested deeper than 64 levels as folded into level 64', async () => {
    const user = await signUpUser(request, 'deep');
    const html =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>' +
      '<DT><H3>f</H3><DL><p>'.repeat(20_000) +
      '<DT><A HREF="https://e.com/deep">deep</A>' +
      '</DL><p>'.repeat(20_000) +
      '<DT><A HREF="https://e.com/top">top</A></DL>';
    const uploaded = await uploadImport(request, user.token, 'deep.html', html);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.found).toMatchObject({ links: 2, collections: 1, folded: 1 });
    await request('POST', `/api/imports/${uploaded.body.id}/start`, {
      token: user.token,
      body: { collectionId: null },
    });
    const done = await finishedImport(request, user.token);
    const report = await wholeReport(request, user.token, done.id);
    // 64 folders named "f" are longer than a collection name: the innermost that fit are kept.
    const name = Array<string>(25).fill('f').join(' / ');
    expect(report.map((item) => [item.outcome, item.detail])).toEqual([
      ['added', `${name} (folders nested deeper than 64 levels folded into it)`],
      ['added', 'Unsorted'],
    ]);
  });
});
