import { Pencil, Trash2 } from 'lucide-react';
import type { Tag } from '@shared/contracts/library';
import type { LoadedMenuProps } from '@client/components/on-demand-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';

/** Rename and Delete for one tag, fetched on demand; not modal, as the collections' menu. */
export function TagMenuDropdown({
  trigger,
  defaultOpen,
  tag,
  onRename,
  onDelete,
}: LoadedMenuProps & { tag: Tag; onRename(tag: Tag): void; onDelete(tag: Tag): void }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start">
        <DropdownMenuItem onSelect={() => onRename(tag)}>
          <Pencil aria-hidden="true" />
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(tag)}>
          <Trash2 aria-hidden="true" className="text-destructive" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
