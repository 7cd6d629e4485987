import { useId, type ReactNode } from 'react';
import { Library } from 'lucide-react';
import { MaskIcon } from '@client/components/mask-icon/mask-icon';
import {
  SidebarGroup,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@client/components/ui/sidebar';
import { ALL_VIDEOS_TITLE } from '@client/features/browse';
import { CONTINUE_WATCHING_TITLE } from '@client/features/watch-progress';
import { SubscriptionsNavItem } from './subscriptions-nav-item';

/** One of the library's own views: chosen like a collection, its count beside it. */
export interface LibraryNavView {
  /** Null while it is not known yet: no badge rather than a wrong number. */
  count: number | null;
  selected: boolean;
  onSelect(): void;
}

/**
 * The views above the collections, in a navigation of their own ("Library"): they are not
 * collections, and nothing is dragged to or from them. "All Videos"
 * (docs/product/all-videos-and-sorting.md), every video of the library; under it "Continue
 * watching" (docs/product/watching.md#continue-watching), the started, unfinished videos. Continue
 * watching shows even while empty, with its 0: that is how people learn it is there, and its
 * empty view says what it is for. Last, the way to Subscriptions (docs/product/subscriptions.md):
 * where new videos come from by themselves.
 */
export function LibraryNav({
  allVideos,
  continueWatching,
}: {
  allVideos: LibraryNavView;
  continueWatching: LibraryNavView;
}) {
  return (
    <SidebarGroup className="pb-0">
      <nav aria-label="Library">
        <SidebarMenu>
          <ViewItem title={ALL_VIDEOS_TITLE} icon={<Library aria-hidden="true" />} {...allVideos} />
          <ViewItem
            title={CONTINUE_WATCHING_TITLE}
            icon={<MaskIcon name="play" />}
            {...continueWatching}
          />
          <SubscriptionsNavItem />
        </SidebarMenu>
      </nav>
    </SidebarGroup>
  );
}

function ViewItem({
  title,
  icon,
  count,
  selected,
  onSelect,
}: LibraryNavView & { title: string; icon: ReactNode }) {
  const countId = useId();
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        type="button"
        isActive={selected}
        aria-current={selected ? 'true' : undefined}
        aria-describedby={count === null ? undefined : countId}
        title={title}
        className="pr-14"
        onClick={onSelect}
      >
        {icon}
        <span>{title}</span>
      </SidebarMenuButton>
      {count !== null && (
        <SidebarMenuBadge id={countId} besideAction>
          {count}
        </SidebarMenuBadge>
      )}
    </SidebarMenuItem>
  );
}
