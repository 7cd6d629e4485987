import { describe, expect, it } from 'vitest';
import { rowSlots } from './row-slots';

describe("the grid's rows reused as it scrolls", () => {
  it('gives the rows a scroll brings in the keys of the rows it took away', () => {
    const slots = rowSlots();
    expect(slots.assign([0, 1, 2, 3], false).keys).toEqual([0, 1, 2, 3]);
    // Two rows down: rows 2 and 3 keep their keys, 4 and 5 take those of 0 and 1.
    expect(slots.assign([2, 3, 4, 5], false).keys).toEqual([2, 3, 0, 1]);
    // A jump far down: every row new, the keys the same four.
    expect(slots.assign([40, 41, 42, 43], false).keys.sort()).toEqual([0, 1, 2, 3]);
  });

  it('keeps every key while the same rows stay, and gives new keys only when rows are added', () => {
    const slots = rowSlots();
    slots.assign([5, 6, 7], false);
    expect(slots.assign([5, 6, 7], false).keys).toEqual([0, 1, 2]);
    // A taller window: one more row, a key no row holds.
    expect(slots.assign([5, 6, 7, 8], false).keys).toEqual([0, 1, 2, 3]);
    // A row kept apart from the others (a dragged card's) keeps its key too.
    expect(slots.assign([6, 7, 8, 90], false).keys).toEqual([1, 2, 3, 0]);
  });

  it('renders the rows by index unless told to keep their places', () => {
    const slots = rowSlots();
    expect(slots.assign([0, 1, 2, 3], false).order).toEqual([0, 1, 2, 3]);
    expect(slots.assign([2, 3, 4, 5], false).order).toEqual([0, 1, 2, 3]);
  });

  it('while keeping places, draws a row coming in where the element it takes stands', () => {
    const slots = rowSlots();
    slots.assign([0, 1, 2, 3], false);
    // Rows 4 and 5 take the elements of 0 and 1, which stand first in the page: so do they.
    const down = slots.assign([2, 3, 4, 5], true);
    expect(down.keys).toEqual([2, 3, 0, 1]);
    expect(down.order.map((i) => down.keys[i])).toEqual([0, 1, 2, 3]);
    expect(down.order).toEqual([2, 3, 0, 1]);
    // The same rows again: the same places.
    expect(slots.assign([2, 3, 4, 5], true).order).toEqual([2, 3, 0, 1]);
    // A taller window adds a row with a new element: after those standing.
    const taller = slots.assign([2, 3, 4, 5, 6], true);
    expect(taller.keys).toEqual([2, 3, 0, 1, 4]);
    expect(taller.order).toEqual([2, 3, 0, 1, 4]);
    // At rest, by index again; and the places kept from there on are those.
    expect(slots.assign([2, 3, 4, 5, 6], false).order).toEqual([0, 1, 2, 3, 4]);
    const next = slots.assign([3, 4, 5, 6, 7], true);
    expect(next.keys).toEqual([3, 0, 1, 4, 2]);
    expect(next.order.map((i) => next.keys[i])).toEqual([2, 3, 0, 1, 4]);
  });
});
