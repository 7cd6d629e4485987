import { describe, expect, it } from 'vitest';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createQueryLog } from '@server/test-support/query-log';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

// On the embedded database each statement of a transaction is an exchange with the database
// thread while the transaction holds it (decisions 0067 and 0075): the statements of the
// commonest requests are counted here, so a check that drifts back into a statement of its own
// fails. A user's settings (the transaction's opening) are left out of the counts, and so is
// the user's row lock, which only PostgreSQL takes (lockUser).
const queries = createQueryLog();
const { request } = await createTestApp({ queryLogger: queries.logger });

const OPENING = /^select set_config\('app\.user_id'/;
const USER_LOCK = /^select "id" from "users" where .* for update$/;
const statementsOf = async (send: () => Promise<{ status: number }>, status: number) => {
  queries.take();
  expect((await send()).status).toBe(status);
  return queries
    .take()
    .map((statement) => statement.sql.trim())
    .filter((sql) => !OPENING.test(sql) && !USER_LOCK.test(sql));
};

describe(`the statements of an add, a delete and a sync (${testDriver()})`, () => {
  it('an add checks in one statement and inserts, in one transaction', async () => {
    const user = await signUpUser(request, 'counted-add');
    const categoryId = await user.unsortedId();
    const add = (url: string) =>
      request('POST', '/api/videos', { token: user.token, body: { url, categoryId } });
    for (const url of ['https://example.com/first', 'https://example.com/second']) {
      const statements = await statementsOf(() => add(url), 201);
      // The checks read where the new video goes (the collection's first key) themselves.
      expect(statements.map((sql) => (/"keysMissing"/.test(sql) ? 'checks' : sql))).toEqual([
        'checks',
        expect.stringMatching(/^insert into "videos"/),
      ]);
    }
  });

  it('a delete is one statement, which also drops the tags the video was the last to carry', async () => {
    const user = await signUpUser(request, 'counted-delete');
    const categoryId = await user.unsortedId();
    const tagged = async (url: string, tags: string[]) => {
      const added = await request('POST', '/api/videos', {
        token: user.token,
        body: { url, categoryId },
      });
      const id = added.body.id as string;
      const body = { title: url, url, categoryId, tags };
      expect(
        (await request('PATCH', `/api/videos/${id}`, { token: user.token, body })).status,
      ).toBe(200);
      return id;
    };
    const alone = await tagged('https://example.com/alone', ['solo', 'shared']);
    await tagged('https://example.com/other', ['shared']);
    const remove = () => request('DELETE', `/api/videos/${alone}`, { token: user.token });
    expect(await statementsOf(remove, 204)).toHaveLength(1);
    const library = await request('GET', '/api/library', { token: user.token });
    expect((library.body.tags as { name: string }[]).map((tag) => tag.name)).toEqual(['shared']);
    expect(await statementsOf(remove, 404)).toHaveLength(1);
  });

  it('a sync asks whether anything changed and reads the changes in one statement', async () => {
    const user = await signUpUser(request, 'counted-sync');
    const categoryId = await user.unsortedId();
    const loaded = await request('GET', '/api/library', { token: user.token });
    const etag = loaded.headers.get('ETag') ?? '';
    const sync = () =>
      request('GET', '/api/library/changes', {
        token: user.token,
        headers: { 'If-None-Match': etag },
      });
    expect(await statementsOf(sync, 304)).toHaveLength(1);
    await request('POST', '/api/videos', {
      token: user.token,
      body: { url: 'https://example.com/changed', categoryId },
    });
    expect(await statementsOf(sync, 200)).toHaveLength(1);
  });
});
