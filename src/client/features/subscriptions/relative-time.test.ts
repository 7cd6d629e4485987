import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('says "just now" under a minute, and for a time a little ahead', () => {
    expect(timeAgo(before(0), now)).toBe('just now');
    expect(timeAgo(before(59_999), now)).toBe('just now');
    expect(timeAgo(before(-5_000), now)).toBe('just now');
  });

  it('counts in the largest whole unit, singular for one', () => {
    expect(timeAgo(before(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgo(before(5 * MINUTE + 59_000), now)).toBe('5 minutes ago');
    expect(timeAgo(before(HOUR), now)).toBe('1 hour ago');
    expect(timeAgo(before(49 * HOUR), now)).toBe('2 days ago');
    expect(timeAgo(before(45 * DAY), now)).toBe('1 month ago');
    expect(timeAgo(before(800 * DAY), now)).toBe('2 years ago');
  });

  it('is empty for a value that is not a date', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
