import { describe, expect, it } from 'vitest';
import { FOLLOW_ADD_NEWEST_MAX } from '@shared/constants';
import { addNewestMax, addNewestOf } from './add-newest';

describe('also adding the newest videos now', () => {
  it('takes no more than the feed lists', () => {
    expect(addNewestMax(4)).toBe(4);
    expect(addNewestMax(0)).toBe(0);
    expect(addNewestMax(40)).toBe(FOLLOW_ADD_NEWEST_MAX);
  });

  it('reads an empty field as 0', () => {
    expect(addNewestOf('')).toBe(0);
    expect(addNewestOf(' ')).toBe(0);
    expect(addNewestOf('3')).toBe(3);
  });
});
