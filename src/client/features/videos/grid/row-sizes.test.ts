import { describe, expect, it } from 'vitest';
import { rowSizes } from './row-sizes';

describe('rowSizes', () => {
  it('guesses until a row is measured', () => {
    expect(rowSizes().estimate(190, 217)).toBe(217);
  });

  it('estimates the height measured most often, not the last one', () => {
    const sizes = rowSizes();
    sizes.add(190, 268);
    expect(sizes.estimate(190, 217)).toBe(268);
    sizes.add(190, 268);
    sizes.add(190, 290);
    expect(sizes.estimate(190, 217)).toBe(268);
    sizes.add(190, 290);
    expect(sizes.estimate(190, 217)).toBe(268); // a tie keeps the one it had
    sizes.add(190, 290);
    expect(sizes.estimate(190, 217)).toBe(290);
  });

  it('forgets what it measured at another column width', () => {
    const sizes = rowSizes();
    sizes.add(190, 268);
    sizes.add(190, 268);
    expect(sizes.estimate(250, 251)).toBe(251);
    sizes.add(250, 300);
    expect(sizes.estimate(250, 251)).toBe(300);
    expect(sizes.estimate(190, 217)).toBe(217);
  });
});
