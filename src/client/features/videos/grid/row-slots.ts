import { withFreeSlots } from './cell-slots';

/** Where the grid's rendered rows are drawn (RowSlots). */
export interface RowPlacement {
  /** The React key of each row, in the order of the rows given. */
  keys: number[];
  /** The rows' places among those given, in the order their elements stand in the page. */
  order: number[];
}

/** Which element each rendered row of the grid is drawn in, and where it stands (RowSlots). */
export interface RowSlots {
  /**
   * The keys of the rows in `indexes` (the rows rendered now, by index) and the order to render
   * them in: by index, or, with `keepPlaces`, each row where the element it is drawn in stood
   * (rows new to the grid after them, by index). Rows not among them are forgotten, and their
   * keys go to the rows new among them.
   */
  assign(indexes: readonly number[], keepPlaces: boolean): RowPlacement;
}

/**
 * The grid's row elements, reused as the window scrolls (decision 0104). Keyed by index, every row
 * a scroll brought in was made afresh and every row it left was dropped: at a fast scroll, a
 * screenful of rows and cards a frame, whose elements only a major collection frees, and those
 * collections' final pauses made the frames over 50 ms. Keyed by a slot, a row coming into view
 * takes the element (and the cells, decision 0073) of one that left, and React only changes what
 * differs. A row still rendered keeps its key; assigning the same rows again gives the same keys.
 *
 * Kept in index order, a reused element was moved in the page (from the top to the bottom), and a
 * moved element's styles and layout are made anew, as a new one's are: kept in place, it is only
 * drawn elsewhere (decision 0105).
 */
export function rowSlots(): RowSlots {
  let kept = new Map<number, number>();
  // The keys of the rows last rendered, in the order their elements stand.
  let standing: number[] = [];
  return {
    assign(indexes, keepPlaces) {
      const keys = withFreeSlots(indexes.map((index) => kept.get(index) ?? -1));
      kept = new Map(indexes.map((index, i) => [index, keys[i] ?? i]));
      const byIndex = indexes.map((_, i) => i);
      let order = byIndex;
      if (keepPlaces) {
        const placeOf = new Map(standing.map((key, place) => [key, place]));
        const place = (i: number) => placeOf.get(keys[i] ?? -1) ?? Infinity;
        // Infinity less Infinity is NaN, which is falsy: two new rows go by index.
        order = byIndex.sort((a, b) => place(a) - place(b) || a - b);
      }
      standing = order.map((i) => keys[i] ?? i);
      return { keys, order };
    },
  };
}
