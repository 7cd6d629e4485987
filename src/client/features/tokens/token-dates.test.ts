import { describe, expect, it } from 'vitest';
import { createdText, lastUsedText } from './token-dates';

// Built from local parts, so the test holds in any time zone.
const march5 = new Date(2024, 2, 5, 12, 0, 0).toISOString();
const november24 = new Date(2026, 10, 24, 9, 30, 0).toISOString();

describe('a token’s dates', () => {
  it('says when it was created, in the chosen format', () => {
    expect(createdText(march5, 'MM/DD/YYYY')).toBe('Created 03/05/2024');
    expect(createdText(march5, 'DD/MM/YYYY')).toBe('Created 05/03/2024');
    expect(createdText(march5, 'YYYY/MM/DD')).toBe('Created 2024/03/05');
  });

  it('says "Never used" until its first request, then when it was last used', () => {
    expect(lastUsedText(null, 'MM/DD/YYYY')).toBe('Never used');
    expect(lastUsedText(november24, 'MM/DD/YYYY')).toBe('Last used 11/24/2026');
    expect(lastUsedText(november24, 'YYYY/MM/DD')).toBe('Last used 2026/11/24');
  });
});
