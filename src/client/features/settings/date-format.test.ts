import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

// Built from local parts, so the test holds in any time zone.
const march5 = new Date(2024, 2, 5, 12, 0, 0).toISOString();

describe('formatDate', () => {
  it('writes each of the three formats', () => {
    expect(formatDate(march5, 'MM/DD/YYYY')).toBe('03/05/2024');
    expect(formatDate(march5, 'DD/MM/YYYY')).toBe('05/03/2024');
    expect(formatDate(march5, 'YYYY/MM/DD')).toBe('2024/03/05');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('yesterday', 'MM/DD/YYYY')).toBe('');
  });
});
