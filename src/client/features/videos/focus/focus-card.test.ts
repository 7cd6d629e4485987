import { describe, expect, it } from 'vitest';
import { isWithinWindow } from './focus-card';

describe('isWithinWindow', () => {
  it('holds for a box wholly inside the window’s height', () => {
    expect(isWithinWindow({ top: 0, bottom: 800 }, 800)).toBe(true);
    expect(isWithinWindow({ top: 200, bottom: 500 }, 800)).toBe(true);
  });

  it('fails for a box cut by either edge, or taller than the window', () => {
    expect(isWithinWindow({ top: -1, bottom: 300 }, 800)).toBe(false);
    expect(isWithinWindow({ top: 600, bottom: 801 }, 800)).toBe(false);
    expect(isWithinWindow({ top: -100, bottom: 900 }, 800)).toBe(false);
  });
});
