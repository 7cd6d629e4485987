/*
 * Which cards are selected for a bulk action (docs/product/bulk-actions.md), as ids: a click on a
 * card's checkbox toggles it and becomes the anchor; a Shift-click selects every card from the
 * anchor to it, in the order the grid shows them, as a file manager does.
 */

export interface SelectionState {
  ids: ReadonlySet<string>;
  /** The card last toggled without Shift: where a range starts. */
  anchor: string | null;
}

export const NO_SELECTION: SelectionState = { ids: new Set(), anchor: null };

/** The selection after a click on `id`'s checkbox (`range`: with Shift held). */
export function clickSelect(
  state: SelectionState,
  order: readonly string[],
  id: string,
  range: boolean,
): SelectionState {
  const from = range && state.anchor !== null ? order.indexOf(state.anchor) : -1;
  const to = order.indexOf(id);
  if (from !== -1 && to !== -1) {
    const ids = new Set(state.ids);
    const [start, end] = from < to ? [from, to] : [to, from];
    for (const each of order.slice(start, end + 1)) ids.add(each);
    return { ids, anchor: state.anchor };
  }
  const ids = new Set(state.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/** Only the ids the grid still shows (a video deleted elsewhere, a filter changed). */
export function visibleSelection(state: SelectionState, order: readonly string[]): string[] {
  if (state.ids.size === 0) return [];
  return order.filter((id) => state.ids.has(id));
}
