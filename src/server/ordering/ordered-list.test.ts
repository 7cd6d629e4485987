import { describe, expect, it } from 'vitest';
import { POSITION_KEY_MAX_LENGTH } from '@shared/constants';
import { placeInList, type OrderedList } from './ordered-list';
import { renumbered } from './order-keys';

/** The list a repo would read, in memory: ids and keys, compared byte-wise like COLLATE "C". */
function memoryList(ids: string[]) {
  const keys = new Map<string, string>();
  const initial = renumbered(ids.slice(1), ids[0] as string, null);
  keys.set(ids[0] as string, initial.movingKey);
  for (const { id, position } of initial.others) keys.set(id, position);
  let rowsWritten = 0;

  const sorted = () => [...keys.entries()].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
  const list: OrderedList = {
    firstKeyAfter: async (before, excludeId) =>
      sorted().find(([id, key]) => id !== excludeId && (before === null || key > before))?.[1] ??
      null,
    orderedIds: async () => sorted().map(([id]) => id),
    writeKeys: async (entries) => {
      for (const { id, position } of entries) keys.set(id, position);
      rowsWritten += entries.length;
    },
  };

  /** What a service does: place, then write the moving row itself. */
  async function move(id: string, afterId: string | null) {
    const { key, changed } = await placeInList(list, {
      id,
      currentKey: keys.get(id) ?? null,
      after: afterId === null ? null : { id: afterId, key: keys.get(afterId) as string },
    });
    if (changed) {
      keys.set(id, key);
      rowsWritten += 1;
    }
  }

  return {
    move,
    order: () => sorted().map(([id]) => id),
    longestKey: () => Math.max(...[...keys.values()].map((key) => key.length)),
    distinctKeys: () => new Set(keys.values()).size,
    rowsWritten: () => rowsWritten,
  };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);

describe('placeInList', () => {
  it('places between the neighbour and the next key the caller read already, asking the list nothing', async () => {
    const unread: OrderedList = {
      firstKeyAfter: () => Promise.reject(new Error('the next key was read again')),
      orderedIds: () => Promise.reject(new Error('the list was read')),
      writeKeys: () => Promise.reject(new Error('the list was written')),
    };
    const after = { id: 'v1', key: 'a1' };
    const between = await placeInList(unread, { id: 'v9', currentKey: null, after, nextKey: 'a2' });
    expect(between.changed).toBe(true);
    expect(between.key > 'a1' && between.key < 'a2').toBe(true);
    // Null: nothing follows the neighbour (not "unknown").
    const last = await placeInList(unread, { id: 'v9', currentKey: null, after, nextKey: null });
    expect(last.key > 'a1').toBe(true);
    // Already in that slot: nothing to write.
    expect(
      await placeInList(unread, { id: 'v9', currentKey: between.key, after, nextKey: 'a2' }),
    ).toEqual({ key: between.key, changed: false });
  });

  it('moves an item after its new neighbour writing one row', async () => {
    const list = memoryList(ids(5));
    await list.move('v4', 'v0');
    expect(list.order()).toEqual(['v0', 'v4', 'v1', 'v2', 'v3']);
    await list.move('v0', null);
    await list.move('v1', 'v3');
    expect(list.order()).toEqual(['v0', 'v4', 'v2', 'v3', 'v1']);
    expect(list.rowsWritten()).toBe(2);
  });

  it('writes nothing when the item is already in that slot', async () => {
    const list = memoryList(ids(3));
    await list.move('v1', 'v0');
    await list.move('v0', null);
    expect(list.rowsWritten()).toBe(0);
  });

  it('keeps keys bounded and order right through 2,000 drops into one gap', async () => {
    const list = memoryList(ids(30));
    const expected = ids(30);
    for (let drop = 0; drop < 2000; drop++) {
      // Always the last item into the gap right after the first: the worst case for key growth.
      const moving = expected.pop() as string;
      expected.splice(1, 0, moving);
      await list.move(moving, expected[0] as string);
      expect(list.longestKey()).toBeLessThanOrEqual(POSITION_KEY_MAX_LENGTH);
    }
    expect(list.order()).toEqual(expected);
    expect(list.distinctKeys()).toBe(30);
    // Renumbering is rare: the writes stay close to one row per drop.
    expect(list.rowsWritten()).toBeLessThan(2000 * 2);
  });

  it('alternating gaps either side of an item stay bounded too', async () => {
    const list = memoryList(ids(4));
    for (let drop = 0; drop < 2000; drop++) {
      await list.move(drop % 2 ? 'v3' : 'v2', drop % 2 ? 'v2' : 'v0');
      expect(list.longestKey()).toBeLessThanOrEqual(POSITION_KEY_MAX_LENGTH);
    }
    expect(list.order()).toEqual(['v0', 'v2', 'v3', 'v1']);
  });
});
