import {
  ChevronsUpDown,
  Crown,
  LogOut,
  Moon,
  Puzzle,
  Settings,
  Sparkles,
  Sun,
  User,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { SidebarMenuButton } from '../../../../components/ui/sidebar';
import { useAuth } from '../../../auth/auth-context';
import { useLogout } from '../../../auth/use-logout';
import { useTheme } from '../../../theme/theme-context';
import { useTier } from '../../api/use-tier';

/**
 * The footer's user menu (SPEC §2): named by the user's e-mail ("Loading..." until known), a
 * crown on the Pro tier; entries Pro Plan (free tier only), Profile, Settings, Browser
 * extension (no action yet), the theme toggle and Logout.
 */
export function UserMenu() {
  const { user } = useAuth();
  const tier = useTier();
  const { theme, toggleTheme } = useTheme();
  const { logout, pending } = useLogout();
  const navigate = useNavigate();
  const email = user?.email ?? 'Loading...';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <SidebarMenuButton type="button" className="h-10 min-w-0 flex-1" title={email}>
          <User aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{email}</span>
          {tier === 'pro' && (
            <Crown role="img" aria-label="Pro tier" className="size-4 shrink-0 text-amber-500" />
          )}
          <ChevronsUpDown aria-hidden="true" className="ml-auto" />
        </SidebarMenuButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
      >
        {tier === 'free' && (
          <>
            <DropdownMenuItem onSelect={() => void navigate('/upgrade')}>
              <Sparkles aria-hidden="true" className="text-amber-500" />
              Pro Plan
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={() => void navigate('/profile')}>
          <User aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        {/* SPEC §2: present, with no action yet. */}
        <DropdownMenuItem>
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
