import { useId } from 'react';
import { Folder, Inbox } from 'lucide-react';
import type { Category } from '../../../../../shared/contracts/library';
import {
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
} from '../../../../components/ui/sidebar';
import { CollectionMenu } from './collection-menu';

/**
 * One collection: a button named exactly by the collection, its video count beside it (read
 * out as the button's description), and its menu unless it is the default collection.
 */
export function CollectionItem({
  category,
  count,
  selected,
  onSelect,
  onRename,
  onDelete,
}: {
  category: Category;
  count: number;
  selected: boolean;
  onSelect(id: string): void;
  onRename(category: Category): void;
  onDelete(category: Category): void;
}) {
  const countId = useId();
  const Icon = category.isDefault ? Inbox : Folder;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        type="button"
        isActive={selected}
        aria-current={selected ? 'true' : undefined}
        aria-describedby={countId}
        title={category.name}
        className="pr-14"
        onClick={() => onSelect(category.id)}
      >
        <Icon aria-hidden="true" />
        <span>{category.name}</span>
      </SidebarMenuButton>
      {/* Left of the menu button, which "Unsorted" lacks: all counts stay in one column. */}
      <SidebarMenuBadge id={countId} className="right-8">
        {count}
      </SidebarMenuBadge>
      {!category.isDefault && (
        <CollectionMenu category={category} onRename={onRename} onDelete={onDelete} />
      )}
    </SidebarMenuItem>
  );
}
