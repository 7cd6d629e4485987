import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { Category } from '../../../../../shared/contracts/library';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { SidebarMenuAction } from '../../../../components/ui/sidebar';

/**
 * Rename and Delete for one collection ("Unsorted" has none, SPEC §6). Not modal: the dialog
 * it opens takes over focus, and a modal menu closing under a dialog opening can leave the
 * page unclickable (a known Radix interplay).
 */
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
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <SidebarMenuAction
          showOnHover
          aria-label={`Options for ${category.name}`}
          data-collection-options={category.id}
        >
          <MoreHorizontal aria-hidden="true" />
        </SidebarMenuAction>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start">
        <DropdownMenuItem onSelect={() => onRename(category)}>
          <Pencil aria-hidden="true" />
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(category)}>
          <Trash2 aria-hidden="true" className="text-destructive" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
