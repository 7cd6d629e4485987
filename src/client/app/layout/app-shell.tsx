import type { ReactNode } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { LogoutButton } from '../../features/auth/logout-button';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { BrandMark } from './brand';

/** The signed-in frame: product name, who is signed in, theme and logout. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="flex items-center justify-between gap-4 border-b px-4 py-3">
        <BrandMark className="text-lg" />
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm text-muted-foreground" title={user?.email}>
            {user?.email}
          </span>
          <ThemeToggle />
          <LogoutButton />
        </div>
      </header>
      <main className="flex flex-1 flex-col">{children}</main>
    </div>
  );
}
