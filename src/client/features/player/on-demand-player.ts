import { lazyDialog } from '@client/lib/lazy-dialog';

/**
 * The in-app player (docs/product/watching.md#player), fetched when first opened or preloaded:
 * the library's first load stays small (docs/decisions/0022-bundle-budget.md).
 */
export const PlayerDialog = lazyDialog(
  async () => (await import('./player-dialog')).PlayerDialog,
  (props) => props.request !== null,
);
