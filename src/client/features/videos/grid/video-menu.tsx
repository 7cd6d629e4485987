import { onDemandMenu } from '@client/components/on-demand-menu';

/**
 * A card's "More actions" menu (docs/product/link-details.md#refresh-details), fetched on demand
 * like the collections' menus.
 */
export const VideoMenu = onDemandMenu<{ onRefresh(): void }>(
  async () => (await import('./video-menu-dropdown')).VideoMenuDropdown,
);
