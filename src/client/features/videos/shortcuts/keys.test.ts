import { describe, expect, it } from 'vitest';
import { cardShortcutOf, nextCardIndex } from './keys';

describe('nextCardIndex', () => {
  // 3 columns, 8 cards: rows [0 1 2] [3 4 5] [6 7].
  const next = (key: string, index: number) => nextCardIndex(key, index, 8, 3);

  it('moves left and right through the rows, and stops at the ends', () => {
    expect(next('ArrowRight', 0)).toBe(1);
    expect(next('ArrowRight', 2)).toBe(3);
    expect(next('ArrowLeft', 3)).toBe(2);
    expect(next('ArrowLeft', 0)).toBeNull();
    expect(next('ArrowRight', 7)).toBeNull();
  });

  it('moves up and down a column, onto the shorter last row’s last card', () => {
    expect(next('ArrowDown', 1)).toBe(4);
    expect(next('ArrowDown', 5)).toBe(7);
    expect(next('ArrowDown', 6)).toBeNull();
    expect(next('ArrowUp', 7)).toBe(4);
    expect(next('ArrowUp', 2)).toBeNull();
  });

  it('goes to the first and last card with Home and End', () => {
    expect(next('Home', 5)).toBe(0);
    expect(next('End', 1)).toBe(7);
    expect(next('Home', 0)).toBeNull();
    expect(next('End', 7)).toBeNull();
  });

  it('ignores every other key, and a grid of one card', () => {
    expect(next('a', 1)).toBeNull();
    expect(next('Tab', 1)).toBeNull();
    expect(nextCardIndex('ArrowDown', 0, 1, 1)).toBeNull();
  });
});

describe('cardShortcutOf', () => {
  it('opens with Enter, plays with p, edits with e, marks watched with w, deletes with Delete', () => {
    expect(
      ['Enter', 'p', 'e', 'E', 'w', 'W', 'Delete', 'Backspace', ' '].map(cardShortcutOf),
    ).toEqual(['open', 'play', 'edit', 'edit', 'watched', 'watched', 'delete', null, null]);
  });
});
