/**
 * The grid's columns by the width of the content area (docs/product/screens-and-routes.md: 1 to 5).
 * From 48 rem up these are the container sizes of Tailwind's @3xl, @5xl and @7xl (48, 64 and 80
 * rem), which the grid used as CSS container queries before it was virtualized: rows are cut in
 * script now, so script picks the columns, from the same widths. Below that, two columns from 20
 * rem (docs/product/phones-and-touch.md): a phone's content area (343 px of a 375 px screen) shows
 * two cards side by side, so more than one fits on its first screen; only the narrowest areas keep
 * one column.
 */
const COLUMN_BREAKPOINTS_REM = [20, 48, 64, 80] as const;

export function columnsForWidth(widthPx: number, remPx: number): number {
  return 1 + COLUMN_BREAKPOINTS_REM.filter((rem) => widthPx >= rem * remPx).length;
}
