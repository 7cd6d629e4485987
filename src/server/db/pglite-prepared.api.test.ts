import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS_KEPT, PreparedQueries } from './pglite-prepared';

// The worker's statements inside a transaction (decision 0066): they must give what PGlite's own
// query gives, fail as it fails, and never run a plan made for another role.

let pg: PGlite;
let prepared: PreparedQueries;
const inTransaction = <T>(fn: (tx: Transaction) => Promise<T>) => pg.transaction(fn);

beforeAll(async () => {
  pg = await PGlite.create();
  prepared = new PreparedQueries(pg);
  await pg.exec(`
    create table items (id int primary key, owner text not null, name text, tags text[],
      details jsonb, flag boolean, at timestamptz);
    insert into items values
      (1, 'ann', 'one', '{a,b}', '{"x": 1}', true, '2026-01-02T03:04:05Z'),
      (2, 'bob', null, '{}', null, false, null);
    alter table items enable row level security;
    alter table items force row level security;
    create role reader;
    grant select on items to reader;
    create policy own on items using (owner = current_setting('app.owner', true));
  `);
});
afterAll(() => pg.close());

describe('prepared statements in the PGlite worker', () => {
  it('gives what PGlite’s own query gives, for every kind of value and option', async () => {
    const cases: [string, unknown[], Parameters<PGlite['query']>[2]][] = [
      ['select * from items order by id', [], {}],
      ['select * from items where id = $1 and flag = $2', [1, true], {}],
      [
        'select $1::jsonb as j, $2::text[] as t, $3::int as n',
        [{ a: [1, 'b'] }, ['x', 'y'], null],
        {},
      ],
      ['select name, at from items where owner = any($1)', [['ann', 'bob']], { rowMode: 'array' }],
      ['select at from items where id = $1', [1], { parsers: { 1184: (value: string) => value } }],
      ['update items set name = name where id = $1', [2], {}],
    ];
    for (const [text, params, options] of cases) {
      const own = await inTransaction((tx) => tx.query(text, params, options));
      // Twice: the second run is the kept statement's.
      for (let run = 0; run < 2; run++) {
        const result = await inTransaction(() => prepared.query(text, params, options));
        expect(result, text).toEqual(own);
      }
    }
  });

  it('applies each parsers object of its own, the same one reused or another given', async () => {
    const text = 'select at, id from items where id = $1';
    const asText = { 1184: (value: string) => value };
    const tagged = { 1184: (value: string) => `at ${value}` };
    const runs = [asText, tagged, asText, {}].map((parsers) =>
      inTransaction(() => prepared.query<{ at: unknown; id: unknown }>(text, [1], { parsers })),
    );
    const [first, second, again, none] = (await Promise.all(runs)).map(({ rows }) => rows[0]);
    expect(first).toEqual({ at: '2026-01-02 03:04:05+00', id: 1 });
    expect(second).toEqual({ at: 'at 2026-01-02 03:04:05+00', id: 1 });
    expect(again).toEqual(first);
    // An object without a parser of its type: PGlite's own (a Date), as without parsers.
    expect(none).toEqual({ at: new Date('2026-01-02T03:04:05Z'), id: 1 });
  });

  it('fails as PGlite’s own query fails, keeps nothing that did not parse, and goes on after', async () => {
    const before = prepared.size;
    await expect(inTransaction(() => prepared.query('select nonsense from'))).rejects.toThrow(
      /syntax error/,
    );
    expect(prepared.size).toBe(before);

    const duplicate = inTransaction(() =>
      prepared.query(`insert into items (id, owner) values ($1, 'ann')`, [1]),
    );
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });

    // A failed statement aborts its transaction; the next one's statements run as before.
    await expect(
      inTransaction(async () => {
        await prepared.query('select 1/$1::int', [0]).catch(() => {});
        return prepared.query('select 1 as one');
      }),
    ).rejects.toThrow(/current transaction is aborted/);
    const { rows } = await inTransaction(() => prepared.query('select 1 as one'));
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('never runs a plan made for another role: row-level security applies to a kept statement', async () => {
    const text = 'select id from items order by id';
    const asOwner = await inTransaction(() => prepared.query<{ id: number }>(text));
    expect(asOwner.rows.map((row) => row.id)).toEqual([1, 2]);
    const asReader = await inTransaction(async () => {
      await prepared.query(`select set_config('role', 'reader', true)`);
      await prepared.query(`select set_config('app.owner', $1, true)`, ['bob']);
      return prepared.query<{ id: number }>(text);
    });
    expect(asReader.rows.map((row) => row.id)).toEqual([2]);
  });

  it(`keeps at most ${PREPARED_STATEMENTS_KEPT} statements, closing the least recently used`, async () => {
    const count = async () => {
      const { rows } = await pg.query<{ n: number }>(
        `select count(*)::int as n from pg_prepared_statements where name like 'vidshelf_%'`,
      );
      return rows[0]?.n;
    };
    for (let i = 0; i < PREPARED_STATEMENTS_KEPT + 20; i++) {
      const { rows } = await inTransaction(() =>
        prepared.query<{ n: number }>(`select $1::int + ${i} as n`, [1]),
      );
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    expect(prepared.size).toBe(PREPARED_STATEMENTS_KEPT);
    expect(await count()).toBe(PREPARED_STATEMENTS_KEPT);
    // The first one was closed and is prepared again when it comes back.
    const { rows } = await inTransaction(() => prepared.query(`select $1::int + 0 as n`, [1]));
    expect(rows).toEqual([{ n: 1 }]);
    expect(await count()).toBe(PREPARED_STATEMENTS_KEPT);
  });
});
