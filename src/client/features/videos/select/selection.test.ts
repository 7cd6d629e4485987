import { describe, expect, it } from 'vitest';
import { clickSelect, NO_SELECTION, visibleSelection } from './selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (state: { ids: ReadonlySet<string> }) =>
  visibleSelection({ ...state, anchor: null }, order);

describe('selecting cards', () => {
  it('toggles one card per click, and remembers it as the anchor', () => {
    const one = clickSelect(NO_SELECTION, order, 'b', false);
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    const two = clickSelect(one, order, 'd', false);
    expect(ids(two)).toEqual(['b', 'd']);
    expect(ids(clickSelect(two, order, 'b', false))).toEqual(['d']);
  });

  it('selects a range with Shift, either way from the anchor, adding to the selection', () => {
    const start = clickSelect(NO_SELECTION, order, 'b', false);
    expect(ids(clickSelect(start, order, 'd', true))).toEqual(['b', 'c', 'd']);
    const back = clickSelect(clickSelect(NO_SELECTION, order, 'd', false), order, 'a', true);
    expect(ids(back)).toEqual(['a', 'b', 'c', 'd']);
    // Without an anchor, Shift-click is a plain click.
    expect(ids(clickSelect(NO_SELECTION, order, 'c', true))).toEqual(['c']);
  });

  it('keeps only what the grid shows, in its order', () => {
    const state = { ids: new Set(['e', 'x', 'a']), anchor: null };
    expect(visibleSelection(state, order)).toEqual(['a', 'e']);
  });
});
