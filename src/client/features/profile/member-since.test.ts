import { describe, expect, it } from 'vitest';
import { formatMemberSince } from './member-since';

describe('formatMemberSince', () => {
  it('is a long US date in local time', () => {
    // Built from local parts, so the expected day holds in any time zone the tests run in.
    expect(formatMemberSince(new Date(2026, 10, 21, 23, 59).toISOString())).toBe(
      'November 21, 2026',
    );
    expect(formatMemberSince(new Date(2025, 0, 1, 0, 0).toISOString())).toBe('January 1, 2025');
  });

  it('is "Unknown" without a readable date', () => {
    expect(formatMemberSince(null)).toBe('Unknown');
    expect(formatMemberSince(undefined)).toBe('Unknown');
    expect(formatMemberSince('')).toBe('Unknown');
    expect(formatMemberSince('not a date')).toBe('Unknown');
  });
});
