import { describe, expect, it } from 'vitest';
import {
  expectRefusals,
  signUpUser,
  snapshotOf,
  type Refusal,
} from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';

const { request, database } = await createTestApp();

type User = Awaited<ReturnType<typeof signUpUser>>;

/** A user with "Unsorted" and the named collections after it; ids by name. */
async function userWith(names: string[]) {
  const user = await signUpUser(request);
  const ids: Record<string, string> = { Unsorted: await user.unsortedId() };
  for (const name of names) {
    const res = await request('POST', '/api/categories', { token: user.token, body: { name } });
    ids[name] = res.body.id;
  }
  return { user, ids };
}

const move = (user: User, id: string, afterId: string | null) =>
  request('POST', `/api/categories/${id}/move`, { token: user.token, body: { afterId } });

const namesOf = async (user: User) =>
  (await user.library()).categories.map((c: { name: string }) => c.name);

describe(`moving collections (${testDriver()})`, () => {
  it('puts a collection right after another, or first, and the library keeps that order', async () => {
    const { user, ids } = await userWith(['A', 'B', 'C']);

    const res = await move(user, ids.C!, ids.Unsorted!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.C, name: 'C', isDefault: false });
    expect(await namesOf(user)).toEqual(['Unsorted', 'C', 'A', 'B']);

    await move(user, ids.A!, null);
    expect(await namesOf(user)).toEqual(['A', 'Unsorted', 'C', 'B']);

    // "Unsorted" moves like the others (docs/decisions/0009-ordering.md).
    await move(user, ids.Unsorted!, ids.B!);
    expect(await namesOf(user)).toEqual(['A', 'C', 'B', 'Unsorted']);

    // The answer's key is the one the library sorts by.
    const positions = (await user.library()).categories.map(
      (c: { position: string }) => c.position,
    );
    expect([...positions].sort()).toEqual(positions);
    expect(new Set(positions).size).toBe(4);

    // A new collection still goes last.
    await request('POST', '/api/categories', { token: user.token, body: { name: 'D' } });
    expect(await namesOf(user)).toEqual(['A', 'C', 'B', 'Unsorted', 'D']);
  });

  it('writes nothing when the collection already sits in that place', async () => {
    const { user, ids } = await userWith(['A', 'B']);
    const before = await snapshotOf(database.db, user.id);
    const res = await move(user, ids.A!, ids.Unsorted!);
    expect(res.status).toBe(200);
    expect(res.body.position).toBe(before.categories.find((c) => c.id === ids.A)!.position);
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
  });

  it('refuses bad moves with a clear error and changes nothing', async () => {
    const { user, ids } = await userWith(['A']);
    const other = await userWith(['Theirs']);
    const before = await snapshotOf(database.db, user.id);
    const missing = '00000000-0000-4000-8000-000000000000';

    const cases: Refusal[] = [
      ['after itself', () => move(user, ids.A!, ids.A!), 400, 'validation_failed'],
      ['unknown collection', () => move(user, missing, null), 404, 'not_found'],
      ['unknown neighbour', () => move(user, ids.A!, missing), 404, 'not_found'],
      [
        'another user’s collection as neighbour',
        () => move(user, ids.A!, other.ids.Theirs!),
        404,
        'not_found',
      ],
      [
        'no afterId',
        () => request('POST', `/api/categories/${ids.A}/move`, { token: user.token, body: {} }),
        400,
        'validation_failed',
      ],
      [
        'afterId not a uuid',
        () =>
          request('POST', `/api/categories/${ids.A}/move`, {
            token: user.token,
            body: { afterId: 'first' },
          }),
        400,
        'validation_failed',
      ],
      [
        'id not a uuid',
        () =>
          request('POST', '/api/categories/nope/move', {
            token: user.token,
            body: { afterId: null },
          }),
        400,
        'validation_failed',
      ],
      [
        'no token',
        () => request('POST', `/api/categories/${ids.A}/move`, { body: { afterId: null } }),
        401,
        'session_missing',
      ],
    ];
    await expectRefusals(cases);
    expect(await snapshotOf(database.db, user.id)).toEqual(before);
  });

  it('names the field at fault when a neighbour is itself', async () => {
    const { user, ids } = await userWith(['A']);
    const res = await move(user, ids.A!, ids.A!);
    expect(res.body.error).toEqual({
      code: 'validation_failed',
      message: 'A collection cannot follow itself.',
      field: 'afterId',
    });
  });
});
