import { describe, expect, it } from 'vitest';
import { cellSlots } from './cell-slots';

const row = (index: number, ids: string) => ({ index, ids: ids.split('') });

describe('cellSlots', () => {
  it('gives a new row its cells in order', () => {
    expect(cellSlots().assign([row(0, 'abcd'), row(1, 'ef')])).toEqual([
      [0, 1, 2, 3],
      [0, 1],
    ]);
  });

  it('reuses every cell of a row whose videos all changed, in order (a new search result)', () => {
    const slots = cellSlots();
    slots.assign([row(0, 'abcd')]);
    expect(slots.assign([row(0, 'wxyz')])[0]).toEqual([0, 1, 2, 3]);
  });

  it('keeps a video in its cell when it moves within its row', () => {
    const slots = cellSlots();
    slots.assign([row(0, 'abcd')]);
    expect(slots.assign([row(0, 'bcad')])[0]).toEqual([1, 2, 0, 3]);
  });

  it('gives a video new to a row the cell of one that left it', () => {
    const slots = cellSlots();
    slots.assign([row(0, 'abcd'), row(1, 'efgh')]);
    // b deleted: c and d keep theirs, e comes up into b's cell, and row 1 takes i into e's.
    expect(slots.assign([row(0, 'acde'), row(1, 'fghi')])).toEqual([
      [0, 2, 3, 1],
      [1, 2, 3, 0],
    ]);
  });

  it('gives a row more cells than it had when it grows, and frees them when it shrinks', () => {
    const slots = cellSlots();
    slots.assign([row(0, 'ab')]);
    expect(slots.assign([row(0, 'xbyz')])[0]).toEqual([0, 1, 2, 3]);
    expect(slots.assign([row(0, 'z')])[0]).toEqual([3]);
    expect(slots.assign([row(0, 'qz')])[0]).toEqual([0, 3]);
  });

  it('answers the same rows with the same keys, so a repeated render changes nothing', () => {
    const slots = cellSlots();
    slots.assign([row(0, 'abcd')]);
    const rows = [row(0, 'dxay')];
    const first = slots.assign(rows);
    expect(slots.assign(rows)).toEqual(first);
    expect(first[0]).toEqual([3, 1, 0, 2]);
  });

  it('forgets the rows no longer rendered', () => {
    const slots = cellSlots();
    slots.assign([row(0, 'abcd'), row(1, 'efgh')]);
    slots.assign([row(1, 'efgh')]);
    // Row 0 starts afresh: b is not kept in the cell it had.
    expect(slots.assign([row(0, 'ba')])[0]).toEqual([0, 1]);
  });
});
