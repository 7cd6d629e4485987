import { MoreHorizontal } from 'lucide-react';
import type { Collection } from '@shared/contracts/library';
import { onDemandMenu } from '@client/components/on-demand-menu';
import { SidebarMenuAction } from '@client/components/ui/sidebar';

const CollectionMenuDropdown = onDemandMenu(
  async () => (await import('./collection-menu-dropdown')).CollectionMenuDropdown,
);

export const preloadCollectionMenu = CollectionMenuDropdown.preload;

/**
 * Rename and Delete for one collection ("Unsorted" has none, docs/product/roles.md), fetched on
 * demand.
 */
export function CollectionMenu({
  collection,
  onRename,
  onDelete,
}: {
  collection: Collection;
  onRename(collection: Collection): void;
  onDelete(collection: Collection): void;
}) {
  return (
    <CollectionMenuDropdown
      collection={collection}
      onRename={onRename}
      onDelete={onDelete}
      trigger={
        <SidebarMenuAction
          showOnHover
          aria-label={`Options for ${collection.name}`}
          data-collection-options={collection.id}
        >
          <MoreHorizontal aria-hidden="true" />
        </SidebarMenuAction>
      }
    />
  );
}
