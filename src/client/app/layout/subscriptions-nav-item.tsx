import { Rss } from 'lucide-react';
import { Link, useLocation } from '@client/lib/router';
import { SidebarMenuButton, SidebarMenuItem } from '@client/components/ui/sidebar';
import { useSidebar } from '@client/components/ui/sidebar-context';
import { SUBSCRIPTIONS_PATH, SUBSCRIPTIONS_TITLE } from '@client/features/subscriptions';

/**
 * The sidebar's way to the Subscriptions screen (docs/product/subscriptions.md): a link, as it
 * opens a screen rather than choosing videos. Following it closes the mobile slide-over, so the
 * screen shows.
 */
export function SubscriptionsNavItem() {
  const { setOpenMobile } = useSidebar();
  const here = useLocation().pathname === SUBSCRIPTIONS_PATH;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={here} title={SUBSCRIPTIONS_TITLE}>
        <Link
          to={SUBSCRIPTIONS_PATH}
          aria-current={here ? 'page' : undefined}
          onClick={() => setOpenMobile(false)}
        >
          <Rss aria-hidden="true" />
          <span>{SUBSCRIPTIONS_TITLE}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
