/** What the grid learns of its rows' heights (RowSizes). */
export interface RowSizes {
  /** Notes a row's measured height with columns `width` wide; another width starts afresh. */
  add(width: number, size: number): void;
  /** The height measured most often with columns `width` wide, or `guess` if none was. */
  estimate(width: number, guess: number): number;
}

/**
 * The heights the grid's rows measured at one column width, the commonest of them being what an
 * unmeasured row is guessed to be (decision 0069).
 *
 * The virtualizer places every row from the sizes before it, so each row it measures at another
 * height than it guessed makes it place every row after that one again: at 100,000 videos, 20,000
 * rows for each row a scroll brings in, several times a frame. A row is as tall as its tallest
 * card, and with four or five cards to a row nearly every row is as tall as the others. Guessed
 * at the commonest height measured, a row coming into view measures what it was guessed, and
 * nothing is placed again.
 */
export function rowSizes(): RowSizes {
  let learnt = NaN;
  let counts = new Map<number, number>();
  let commonest = 0;
  return {
    add(width, size) {
      if (width !== learnt) [learnt, counts] = [width, new Map()];
      const count = (counts.get(size) ?? 0) + 1;
      counts.set(size, count);
      if (count > (counts.get(commonest) ?? 0)) commonest = size;
    },
    estimate: (width, guess) => (width === learnt ? commonest : guess),
  };
}
