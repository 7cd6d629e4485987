import { describe, expect, it } from 'vitest';
import { POSITION_KEY_MAX_LENGTH } from '@shared/constants';
import { isInSlot, keyFor, renumbered } from './order-keys';

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('keyFor', () => {
  it('gives a key strictly between the neighbours, or at either end', () => {
    const middle = keyFor({ before: 'a0', after: 'a1' });
    expect(middle! > 'a0' && middle! < 'a1').toBe(true);
    expect(keyFor({ before: null, after: 'a0' })! < 'a0').toBe(true);
    expect(keyFor({ before: 'a0', after: null })! > 'a0').toBe(true);
    expect(keyFor({ before: null, after: null })).toBe('a0');
  });

  it('refuses (null) a key longer than the bound, so the list gets renumbered instead', () => {
    const zeros = '0'.repeat(POSITION_KEY_MAX_LENGTH - 3);
    // Both bound-length keys; the only key between them is longer.
    expect(keyFor({ before: `a0${zeros}1`, after: `a0${zeros}2` })).toBeNull();
    expect(keyFor({ before: `a0${zeros}1`, after: `a0${zeros}3` })).toBe(`a0${zeros}2`);
  });
});

describe('isInSlot', () => {
  it('is true only strictly inside the slot', () => {
    expect(isInSlot('a0V', { before: 'a0', after: 'a1' })).toBe(true);
    expect(isInSlot('a1', { before: 'a0', after: 'a1' })).toBe(false);
    expect(isInSlot('a0', { before: 'a0', after: null })).toBe(false);
    expect(isInSlot('Zz', { before: null, after: 'a0' })).toBe(true);
  });
});

describe('renumbered', () => {
  it('puts the moving item after its new neighbour, with short keys in byte order', () => {
    const { movingKey, others } = renumbered(['a', 'b', 'c', 'd'], 'd', 'a');
    const order = [...others, { id: 'd', position: movingKey }]
      .sort((x, y) => byteOrder(x.position, y.position))
      .map((entry) => entry.id);
    expect(order).toEqual(['a', 'd', 'b', 'c']);
    expect(Math.max(movingKey.length, ...others.map((o) => o.position.length))).toBe(2);
  });

  it('puts it first when it follows nothing, and takes an item new to the list', () => {
    const { movingKey, others } = renumbered(['a', 'b'], 'new', null);
    expect(others.every((other) => movingKey < other.position)).toBe(true);
    expect(others.map((other) => other.id)).toEqual(['a', 'b']);
  });

  it('refuses a neighbour that is not in the list', () => {
    expect(() => renumbered(['a'], 'b', 'zz')).toThrow(/not in the list/);
  });
});
