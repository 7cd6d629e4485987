/**
 * The grid's columns by the width of the content area (SPEC §2: 1 to 5), at the container sizes
 * of Tailwind's @xl, @3xl, @5xl and @7xl (36, 48, 64 and 80 rem), which the grid used as CSS
 * container queries before it was virtualized: rows are cut in script now, so script picks
 * the columns, from the same widths.
 */
const COLUMN_BREAKPOINTS_REM = [36, 48, 64, 80] as const;

export function columnsForWidth(widthPx: number, remPx: number): number {
  return 1 + COLUMN_BREAKPOINTS_REM.filter((rem) => widthPx >= rem * remPx).length;
}
