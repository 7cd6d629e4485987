import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ComponentProps, CSSProperties } from 'react';
import { readSidebarOpen, sidebarCookie } from '@client/lib/sidebar-cookie';
import { isSidebarShortcut } from '@client/lib/sidebar-shortcut';
import { useIsMobile } from '@client/lib/use-is-mobile';
import { cn } from '@client/lib/utils';
import { SidebarContext, type SidebarState } from './sidebar-context';

// docs/product/limits.md. The mobile panel sits in a portal, outside the wrapper's variables.
const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';

/**
 * Holds the sidebar's open state and lays out sidebar and content side by side. The stored
 * state is read while rendering the first time, so a collapsed sidebar never flashes open.
 */
export function SidebarProvider({ className, style, ...props }: ComponentProps<'div'>) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  // A window widened past the breakpoint drops the panel, so narrowing it again starts closed.
  if (!isMobile && openMobile) setOpenMobile(false);
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie) ?? true);

  const toggleSidebar = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    setOpen(!open);
    document.cookie = sidebarCookie(!open);
  }, [isMobile, open]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (!isSidebarShortcut(event, focused)) return;
      // Firefox would open its bookmarks sidebar as well.
      event.preventDefault();
      toggleSidebar();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const sidebar = useMemo<SidebarState>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      isMobile,
      openMobile,
      setOpenMobile,
      toggleSidebar,
    }),
    [open, isMobile, openMobile, toggleSidebar],
  );

  return (
    <SidebarContext value={sidebar}>
      <div
        data-slot="sidebar-wrapper"
        className={cn('flex min-h-svh w-full', className)}
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        {...props}
      />
    </SidebarContext>
  );
}
