import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POSITION_KEY_MAX_LENGTH } from '@shared/constants';
import type { Session } from '@shared/contracts/auth';
import { executeRows } from '@server/db/execute-rows';
import { seedVideos, signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

const { request, database } = await createTestApp();
const { db } = database;

type User = Awaited<ReturnType<typeof signUpUser>>;
interface Row {
  id: string;
  title: string;
  categoryId: string;
  position: string;
}

/** A user whose "Unsorted" holds Seeded 0..n-1 in that order; ids by title. */
async function userWithVideos(n: number) {
  const user = await signUpUser(request);
  const unsorted = await user.unsortedId();
  await seedVideos(db, user.id, unsorted, n);
  const rows: Row[] = (await user.library()).videos;
  const ids = new Map(rows.map((row) => [row.title, row.id]));
  const id = (i: number) => ids.get(`Seeded ${i}`)!;
  return { user, unsorted, id };
}

/** A second device of the same user: its own session and token. */
async function secondDevice(user: User): Promise<string> {
  const res = await request<Session>('POST', '/api/auth/signin', {
    body: { email: user.email, password: STRONG_PASSWORD },
  });
  return res.body.access_token;
}

const moveVideo = (token: string, id: string, collectionId: string, afterId: string | null) =>
  request<Row>('POST', `/api/videos/${id}/move`, {
    token,
    body: { categoryId: collectionId, afterId },
  });

async function titlesIn(user: User, collectionId: string): Promise<string[]> {
  const rows: Row[] = (await user.library()).videos;
  return rows.filter((row) => row.categoryId === collectionId).map((row) => row.title);
}

/** The keys of one collection, straight from the table. */
const keysIn = (collectionId: string) =>
  db.system((tx) =>
    executeRows<{ position: string }>(
      tx,
      sql`select position from videos where category_id = ${collectionId} order by position`,
    ),
  );

describe(`ordering keys under pressure (${testDriver()})`, () => {
  it('2,000 drops into one gap: keys stay bounded, unique, and the order right', async () => {
    const n = 12;
    const { user, unsorted, id } = await userWithVideos(n);
    const expected = Array.from({ length: n }, (_, i) => `Seeded ${i}`);
    const idOf = (title: string) => id(Number(title.split(' ')[1]));
    let longest = 0;
    let previous = 0;
    let renumberings = 0;
    for (let drop = 0; drop < 2000; drop++) {
      // The last video into the gap right after the first: the worst case for key growth.
      const moving = expected.pop()!;
      expected.splice(1, 0, moving);
      const res = await moveVideo(user.token, idOf(moving), unsorted, idOf(expected[0]!));
      expect(res.status).toBe(200);
      const length = res.body.position.length;
      longest = Math.max(longest, length);
      // A renumbered list starts over with two- or three-character keys.
      if (length < previous - 10) renumberings++;
      previous = length;
    }
    expect(longest).toBeLessThanOrEqual(POSITION_KEY_MAX_LENGTH);
    expect(renumberings).toBeGreaterThanOrEqual(2);
    expect(await titlesIn(user, unsorted)).toEqual(expected);
    const keys = (await keysIn(unsorted)).map((row) => row.position);
    expect(new Set(keys).size).toBe(n);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(POSITION_KEY_MAX_LENGTH);
  }, 120_000);

  it('400 drops of collections into one gap stay bounded and in order too', async () => {
    const user = await signUpUser(request);
    const names = ['Unsorted', 'A', 'B', 'C'];
    for (const name of names.slice(1)) {
      await request('POST', '/api/categories', { token: user.token, body: { name } });
    }
    const collections: Array<{ id: string; name: string }> = (await user.library()).categories;
    const idOf = (name: string) => collections.find((c) => c.name === name)!.id;
    const expected = [...names];
    for (let drop = 0; drop < 400; drop++) {
      const moving = expected.pop()!;
      expected.splice(1, 0, moving);
      const res = await request('POST', `/api/categories/${idOf(moving)}/move`, {
        token: user.token,
        body: { afterId: idOf(expected[0]!) },
      });
      expect(res.body.position.length).toBeLessThanOrEqual(POSITION_KEY_MAX_LENGTH);
    }
    expect((await user.library()).categories.map((c: { name: string }) => c.name)).toEqual(
      expected,
    );
  }, 60_000);

  it('two devices moving videos at once: every drop lands, deterministically', async () => {
    const { user, unsorted, id } = await userWithVideos(20);
    const other = await secondDevice(user);
    // Seeded 10+k goes right after Seeded k, which nobody moves: one possible result, whatever
    // the order the server takes the requests in.
    const drops = Array.from({ length: 10 }, (_, k) =>
      moveVideo(k % 2 ? other : user.token, id(10 + k), unsorted, id(k)),
    );
    expect((await Promise.all(drops)).map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await titlesIn(user, unsorted)).toEqual(
      Array.from({ length: 10 }, (_, k) => [`Seeded ${k}`, `Seeded ${10 + k}`]).flat(),
    );
  });

  it('two devices dropping into the same gap at once: no duplicate key, nothing lost', async () => {
    const { user, unsorted, id } = await userWithVideos(20);
    const other = await secondDevice(user);
    const drops = Array.from({ length: 12 }, (_, k) =>
      moveVideo(k % 2 ? other : user.token, id(8 + k), unsorted, id(0)),
    );
    expect((await Promise.all(drops)).map((res) => res.status)).toEqual(Array(12).fill(200));
    const titles = await titlesIn(user, unsorted);
    expect(titles).toHaveLength(20);
    expect(new Set(titles).size).toBe(20);
    // Seeded 0 first, the twelve dropped after it (in the order the server took them), then the rest.
    expect(titles[0]).toBe('Seeded 0');
    expect(new Set(titles.slice(1, 13))).toEqual(
      new Set(Array.from({ length: 12 }, (_, k) => `Seeded ${8 + k}`)),
    );
    expect(titles.slice(13)).toEqual(Array.from({ length: 7 }, (_, k) => `Seeded ${k + 1}`));
    const keys = (await keysIn(unsorted)).map((row) => row.position);
    expect(new Set(keys).size).toBe(20);
    // Deterministic: the same order on every load.
    expect(await titlesIn(user, unsorted)).toEqual(titles);
  });

  it('two devices moving between collections and reordering at once keep both lists whole', async () => {
    const { user, unsorted, id } = await userWithVideos(20);
    const other = await secondDevice(user);
    const music = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Music' } })
    ).body.id as string;
    const drops = [
      ...Array.from({ length: 6 }, (_, k) => moveVideo(user.token, id(k), music, null)),
      ...Array.from({ length: 6 }, (_, k) => moveVideo(other, id(19 - k), unsorted, id(10))),
    ];
    expect((await Promise.all(drops)).map((res) => res.status)).toEqual(Array(12).fill(200));
    const inMusic = await titlesIn(user, music);
    const inUnsorted = await titlesIn(user, unsorted);
    expect(new Set(inMusic)).toEqual(new Set(Array.from({ length: 6 }, (_, k) => `Seeded ${k}`)));
    expect(inUnsorted).toHaveLength(14);
    expect(new Set([...inMusic, ...inUnsorted]).size).toBe(20);
    expect(new Set((await keysIn(music)).map((row) => row.position)).size).toBe(6);
    expect(new Set((await keysIn(unsorted)).map((row) => row.position)).size).toBe(14);
  });
});

describe(`one drop writes one row, however big the collection (${testDriver()})`, () => {
  it('in a collection of 1,000 videos, one request per drop changes one row', async () => {
    const { user, unsorted, id } = await userWithVideos(1000);
    const music = (
      await request('POST', '/api/categories', { token: user.token, body: { name: 'Music' } })
    ).body.id as string;
    await seedVideos(db, user.id, music, 1000);

    // Count every row written to the library tables from here on.
    await db.system(async (tx) => {
      await tx.execute(sql`create table row_writes (n integer not null)`);
      await tx.execute(sql`insert into row_writes values (0)`);
      await tx.execute(sql`
        create function count_row_write() returns trigger language plpgsql security definer
        as $$ begin update row_writes set n = n + 1; return null; end $$`);
      for (const table of ['videos', 'categories']) {
        await tx.execute(
          sql.raw(`create trigger count_writes after insert or update or delete on ${table}
                   for each row execute function count_row_write()`),
        );
      }
    });
    const rowsWritten = async () =>
      (await db.system((tx) => executeRows<{ n: number }>(tx, sql`select n from row_writes`)))[0]!
        .n;
    const drop = async (send: () => Promise<{ status: number }>) => {
      const before = await rowsWritten();
      expect((await send()).status).toBe(200);
      return (await rowsWritten()) - before;
    };

    // Reorder: the last video to the top, then to the middle.
    expect(await drop(() => moveVideo(user.token, id(999), unsorted, null))).toBe(1);
    expect(await drop(() => moveVideo(user.token, id(999), unsorted, id(500)))).toBe(1);
    // Move to the other collection of 1,000, first there.
    expect(await drop(() => moveVideo(user.token, id(0), music, null))).toBe(1);
    // Reorder collections.
    expect(
      await drop(() =>
        request('POST', `/api/categories/${music}/move`, {
          token: user.token,
          body: { afterId: null },
        }),
      ),
    ).toBe(1);
    const unsortedTitles = await titlesIn(user, unsorted);
    expect(unsortedTitles).toHaveLength(999);
    expect(unsortedTitles.indexOf('Seeded 999')).toBe(unsortedTitles.indexOf('Seeded 500') + 1);
    expect(await titlesIn(user, music)).toHaveLength(1001);
  }, 60_000);
});
