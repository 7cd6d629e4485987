import { LogOut, Moon, Puzzle, Settings, Sparkles, Sun, User } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from '@client/lib/router';
import type { Tier } from '@shared/contracts/auth';
import type { LoadedMenuProps } from '@client/components/on-demand-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useLogout } from '@client/features/auth';
import { EXTENSION_HELP_PATH } from '@client/features/extension';
import { planName, planUsageText, type PlanUsage } from '@client/features/plans';
import { useTheme } from '@client/features/theme';

/**
 * The user menu's entries (docs/product/screens-and-routes.md): Pro Plan (free tier only), Profile,
 * Settings, Browser extension (the help page on saving from anywhere,
 * docs/product/extension-and-tokens.md), the theme toggle and Logout. Above them, not an entry, the
 * plan and its usage (docs/product/honest-screens.md), which also describes the menu. Fetched on
 * demand (UserMenu).
 */
export function UserMenuDropdown({
  trigger,
  defaultOpen,
  tier,
  usage,
}: LoadedMenuProps & { tier: Tier | null; usage: PlanUsage | null }) {
  const usageId = useId();
  const { theme, toggleTheme } = useTheme();
  const { logout, pending } = useLogout();
  const navigate = useNavigate();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        align="start"
        width="trigger"
        aria-describedby={usage ? usageId : undefined}
      >
        {usage && (
          <>
            <DropdownMenuLabel id={usageId} className="grid gap-0.5">
              <span>{planName(usage.tier)}</span>
              <span className="font-normal text-muted-foreground">{planUsageText(usage)}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        {tier === 'free' && (
          <>
            <DropdownMenuItem onSelect={() => navigate('/upgrade')}>
              <Sparkles aria-hidden="true" className="text-amber-500" />
              Pro Plan
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <User aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        {/* The contract's entry (docs/product/screens-and-routes.md), which opens the page on
            saving from anywhere (docs/product/extension-and-tokens.md). */}
        <DropdownMenuItem onSelect={() => navigate(EXTENSION_HELP_PATH)}>
          <Puzzle aria-hidden="true" />
          Browser extension
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={toggleTheme}
          title={`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}
        >
          {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
          Toggle theme
        </DropdownMenuItem>
        <DropdownMenuItem disabled={pending} onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
