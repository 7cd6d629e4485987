import { describe, expect, it } from 'vitest';
import { lastCheckedText, lastNewText } from './check-times';

const now = Date.parse('2026-11-24T12:00:00.000Z');

describe('a subscription’s times', () => {
  it('says when it was last checked, or that it was not yet', () => {
    expect(lastCheckedText(null, now)).toBe('Not checked yet');
    expect(lastCheckedText('2026-11-24T11:55:00.000Z', now)).toBe('Checked 5 minutes ago');
    expect(lastCheckedText('2026-11-24T11:59:30.000Z', now)).toBe('Checked just now');
  });

  it('says when its last new video came, or that none has', () => {
    expect(lastNewText(null, now)).toBe('No new videos yet');
    expect(lastNewText('2026-11-22T09:00:00+00:00', now)).toBe('Last new video 2 days ago');
  });
});
