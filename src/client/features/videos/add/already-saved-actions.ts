/**
 * docs/product/already-saved.md: the actions of the toast that says a link is in the library
 * already.
 */
export const ALREADY_SAVED_ACTIONS = {
  open: 'Open',
  saveAnyway: 'Save anyway',
} as const;
