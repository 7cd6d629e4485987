import { Pencil, Trash2 } from 'lucide-react';
import type { Collection } from '@shared/contracts/library';
import type { LoadedMenuProps } from '@client/components/on-demand-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';

/**
 * Rename and Delete for one collection, fetched on demand (CollectionMenu). Not modal: the
 * dialog it opens takes over focus, and a modal menu closing under a dialog opening can leave
 * the page unclickable (a known Radix interplay).
 */
export function CollectionMenuDropdown({
  trigger,
  defaultOpen,
  collection,
  onRename,
  onDelete,
}: LoadedMenuProps & {
  collection: Collection;
  onRename(collection: Collection): void;
  onDelete(collection: Collection): void;
}) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start">
        <DropdownMenuItem onSelect={() => onRename(collection)}>
          <Pencil aria-hidden="true" />
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(collection)}>
          <Trash2 aria-hidden="true" className="text-destructive" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
