import { ChevronsUpDown, Crown, User } from 'lucide-react';
import { onDemandMenu } from '@client/components/on-demand-menu';
import { SidebarMenuButton } from '@client/components/ui/sidebar';
import { useAuth } from '@client/features/auth';
import { useTier, type PlanUsage } from '@client/features/plans';

const UserMenuDropdown = onDemandMenu(
  async () => (await import('./user-menu-dropdown')).UserMenuDropdown,
);

export const preloadUserMenu = UserMenuDropdown.preload;

/**
 * The footer's user menu (docs/product/screens-and-routes.md): named by the user's e-mail
 * ("Loading..." until known), a crown on the Pro tier. Its entries (UserMenuDropdown) are fetched
 * on demand; above them, the plan's usage (docs/product/honest-screens.md).
 */
export function UserMenu({ usage }: { usage: PlanUsage | null }) {
  const { user } = useAuth();
  const tier = useTier();
  const email = user?.email ?? 'Loading...';

  return (
    <UserMenuDropdown
      tier={tier}
      usage={usage}
      trigger={
        <SidebarMenuButton type="button" size="lg" className="min-w-0 flex-1" title={email}>
          <User aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{email}</span>
          {tier === 'pro' && (
            <Crown role="img" aria-label="Pro tier" className="size-4 shrink-0 text-amber-500" />
          )}
          <ChevronsUpDown aria-hidden="true" className="ml-auto" />
        </SidebarMenuButton>
      }
    />
  );
}
