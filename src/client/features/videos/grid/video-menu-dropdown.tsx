import { RefreshCw } from 'lucide-react';
import type { LoadedMenuProps } from '@client/components/on-demand-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';

/**
 * A card's rarer actions: Refresh details asks the video's site again
 * (docs/product/link-details.md#refresh-details). Not modal, like the collections' menus: a modal
 * menu closing as a dialog or toast takes over can leave the page unclickable (a known Radix
 * interplay).
 */
export function VideoMenuDropdown({
  trigger,
  defaultOpen,
  onRefresh,
}: LoadedMenuProps & { onRefresh(): void }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onRefresh}>
          <RefreshCw aria-hidden="true" />
          Refresh details
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
