import { afterEach, describe, expect, it, vi } from 'vitest';
import { collections } from '@server/db/schema';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createJobRunner } from './job-runner';
import { collectionNameKey } from '@shared/collection-name';

// A background failure is logged by its code and the schema names the database gives, never
// with the statement's parameters (decision 0086): whose rows, what names, which links.
const { request, database } = await createTestApp();

afterEach(() => vi.restoreAllMocks());

describe(`a background job's failure in the log (${testDriver()})`, () => {
  it('names the SQLSTATE and the constraint, and nothing of the user', async () => {
    const user = await signUpUser(request);
    const name = 'Quarterly secrets 7391';
    const made = await request('POST', '/api/categories', { token: user.token, body: { name } });
    expect(made.status).toBe(201);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const jobs = createJobRunner(database.db);
    const task = jobs.define({
      kind: 'failing-test',
      name: 'Test task',
      singleKey: 'all',
      retryMs: 60_000,
      run: async () => {
        await database.db.asUser(user.id, (tx) =>
          tx
            .insert(collections)
            .values({ userId: user.id, name, nameKey: collectionNameKey(name), position: 'zz' }),
        );
      },
    });
    task.wake();
    await task.settled();
    await jobs.stop();

    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0]!.join(' ');
    expect(line).toBe(
      'Test task paused after an error; trying again shortly: SQLSTATE 23505 (integrity constraint violation), table categories, constraint categories_user_name_key',
    );
    expect(line).not.toContain(name);
    expect(line).not.toContain(user.id);
  });
});
