import { describe, expect, it } from 'vitest';
import { rowSlots } from './row-slots';

describe("the grid's rows reused as it scrolls", () => {
  it('gives the rows a scroll brings in the keys of the rows it took away', () => {
    const slots = rowSlots();
    expect(slots.assign([0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    // Two rows down: rows 2 and 3 keep their keys, 4 and 5 take those of 0 and 1.
    expect(slots.assign([2, 3, 4, 5])).toEqual([2, 3, 0, 1]);
    // A jump far down: every row new, the keys the same four.
    expect(slots.assign([40, 41, 42, 43]).sort()).toEqual([0, 1, 2, 3]);
  });

  it('keeps every key while the same rows stay, and gives new keys only when rows are added', () => {
    const slots = rowSlots();
    slots.assign([5, 6, 7]);
    expect(slots.assign([5, 6, 7])).toEqual([0, 1, 2]);
    // A taller window: one more row, a key no row holds.
    expect(slots.assign([5, 6, 7, 8])).toEqual([0, 1, 2, 3]);
    // A row kept apart from the others (a dragged card's) keeps its key too.
    expect(slots.assign([6, 7, 8, 90])).toEqual([1, 2, 3, 0]);
  });
});
