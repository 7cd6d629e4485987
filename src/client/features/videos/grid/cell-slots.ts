/**
 * `keys` (a slot each, -1 for none yet) with each -1 given the lowest slot none of the others
 * holds: a thing new to the grid's rows or cells takes the slot of one that left.
 */
export function withFreeSlots(keys: number[]): number[] {
  const taken = new Set(keys);
  let free = 0;
  for (let i = 0; i < keys.length; i += 1) {
    if (keys[i] !== -1) continue;
    while (taken.has(free)) free += 1;
    keys[i] = free;
    taken.add(free);
  }
  return keys;
}

/** One rendered row of the grid: its index and its videos' ids, in order. */
export interface SlotRow {
  index: number;
  ids: readonly string[];
}

/** Which cell of its row each rendered card is drawn in (CellSlots). */
export interface CellSlots {
  /**
   * The React key of each card of each row in `rows` (the rows rendered now), in their order.
   * Rows not among `rows` are forgotten.
   */
  assign(rows: readonly SlotRow[]): number[][];
}

/**
 * The cells of the grid's rows, reused from one list of videos to the next
 * (docs/product/large-libraries.md, decision 0073). Keyed by video, a search key that changes the
 * results removed a screenful of cards and mounted as many: on a slow machine about 50 ms before
 * the new results painted, most of it creating the same elements again. Keyed by a slot of its row,
 * a card new to a row takes the cell of one that left it, and React only changes what differs
 * (title, image, links).
 *
 * A video still in its row keeps its cell, wherever it moves within it: its element goes with
 * it (focus, an open menu, a loaded image, a drag's settling), as a key by video gave. Assigning
 * the same rows again gives the same keys, so a render React repeats or discards changes
 * nothing.
 */
export function cellSlots(): CellSlots {
  // Per row index, the video in each slot (undefined: free).
  let kept = new Map<number, (string | undefined)[]>();
  return {
    assign(rows) {
      const next = new Map<number, (string | undefined)[]>();
      const keys = rows.map((row) => {
        const before = kept.get(row.index) ?? [];
        const rowKeys = withFreeSlots(row.ids.map((id) => before.indexOf(id)));
        const slots: (string | undefined)[] = [];
        row.ids.forEach((id, i) => (slots[rowKeys[i] ?? i] = id));
        next.set(row.index, slots);
        return rowKeys;
      });
      kept = next;
      return keys;
    },
  };
}
