import { MoreHorizontal } from 'lucide-react';
import type { Category } from '@shared/contracts/library';
import { onDemandMenu } from '@client/components/on-demand-menu';
import { SidebarMenuAction } from '@client/components/ui/sidebar';

const CollectionMenuDropdown = onDemandMenu(
  async () => (await import('./collection-menu-dropdown')).CollectionMenuDropdown,
);

export const preloadCollectionMenu = CollectionMenuDropdown.preload;

/** Rename and Delete for one collection ("Unsorted" has none, SPEC §6), fetched on demand. */
export function CollectionMenu({
  category,
  onRename,
  onDelete,
}: {
  category: Category;
  onRename(category: Category): void;
  onDelete(category: Category): void;
}) {
  return (
    <CollectionMenuDropdown
      category={category}
      onRename={onRename}
      onDelete={onDelete}
      trigger={
        <SidebarMenuAction
          showOnHover
          aria-label={`Options for ${category.name}`}
          data-collection-options={category.id}
        >
          <MoreHorizontal aria-hidden="true" />
        </SidebarMenuAction>
      }
    />
  );
}
