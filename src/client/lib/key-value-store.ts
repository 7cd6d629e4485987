/** The part of the Web Storage API the app's small remembered choices use. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage in the browser; none where there is no window (unit tests pass their own). */
export const browserStore = (): KeyValueStore | null =>
  typeof window === 'undefined' ? null : window.localStorage;
