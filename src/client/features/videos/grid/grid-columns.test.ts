import { describe, expect, it } from 'vitest';
import { columnsForWidth } from './grid-columns';

describe('columnsForWidth', () => {
  it('gives 1 to 5 columns at 20 rem and the @3xl, @5xl and @7xl container sizes', () => {
    const at = (px: number) => columnsForWidth(px, 16);
    expect([288, 319, 320, 575, 576, 767, 768, 1023, 1024, 1279, 1280, 2560].map(at)).toEqual([
      1, 1, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it('gives a phone two columns: 375 px wide less the 16 px padding on each side', () => {
    expect(columnsForWidth(375 - 2 * 16, 16)).toBe(2);
    // The narrowest phones in use (320 px) keep one.
    expect(columnsForWidth(320 - 2 * 16, 16)).toBe(1);
  });

  it('follows the root font size, as rem-based container queries do', () => {
    expect(columnsForWidth(1024, 16)).toBe(4);
    expect(columnsForWidth(1024, 20)).toBe(3);
    expect(columnsForWidth(343, 20)).toBe(1);
  });
});
