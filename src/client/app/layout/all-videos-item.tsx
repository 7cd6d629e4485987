import { useId } from 'react';
import { Library } from 'lucide-react';
import {
  SidebarGroup,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@client/components/ui/sidebar';
import { ALL_VIDEOS_TITLE } from '@client/features/browse';

/**
 * "All Videos" above the collections (docs/product/all-videos-and-sorting.md): every video of the
 * library in one view, its count beside it like a collection's. A navigation of its own, apart from
 * the collections': it is not one of them, and nothing is dragged to or from it.
 */
export function AllVideosItem({
  count,
  selected,
  onSelect,
}: {
  count: number;
  selected: boolean;
  onSelect(): void;
}) {
  const countId = useId();
  return (
    <SidebarGroup className="pb-0">
      <nav aria-label="Library">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              type="button"
              isActive={selected}
              aria-current={selected ? 'true' : undefined}
              aria-describedby={countId}
              title={ALL_VIDEOS_TITLE}
              className="pr-14"
              onClick={onSelect}
            >
              <Library aria-hidden="true" />
              <span>{ALL_VIDEOS_TITLE}</span>
            </SidebarMenuButton>
            <SidebarMenuBadge id={countId} besideAction>
              {count}
            </SidebarMenuBadge>
          </SidebarMenuItem>
        </SidebarMenu>
      </nav>
    </SidebarGroup>
  );
}
