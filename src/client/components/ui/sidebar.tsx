import type { ComponentProps } from 'react';
import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import { lazyDialog } from '@client/lib/lazy-dialog';
import { quietly, usePreloadOnInteraction } from '@client/lib/use-preload-on-interaction';
import { cn } from '@client/lib/utils';
import { Button } from './button';
import { useSidebar } from './sidebar-context';

/*
 * A shadcn-style sidebar, cut to what the library uses. Expanded it is 16rem wide; collapsed,
 * 3rem of icons (`data-collapsible="icon"` on the aside: the parts below hide their text, badges
 * and actions under it). Below the mobile breakpoint it is a slide-over panel, 18rem wide.
 * Widths are set by SidebarProvider.
 */

/**
 * The phone's slide-over panel, fetched when first opened or, on a phone, at the first
 * interaction: a wider screen never opens it unless the window narrows, and its code (Radix's
 * dialog) is not worth fetching and running for that while the user starts typing.
 */
const SidebarSheet = lazyDialog(
  async () => (await import('./sidebar-sheet')).SidebarSheet,
  (props) => props.open,
);
const SIDEBAR_SHEET_PRELOADS = [quietly(SidebarSheet.preload)];
const NO_PRELOADS: readonly (() => void)[] = [];

const ICON_MODE_HIDDEN = 'group-data-[collapsible=icon]/sidebar:hidden';

export function Sidebar({
  className,
  children,
  'aria-label': label = 'Sidebar',
  ...props
}: ComponentProps<'aside'>) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  usePreloadOnInteraction(isMobile ? SIDEBAR_SHEET_PRELOADS : NO_PRELOADS);
  if (isMobile) {
    return (
      <SidebarSheet
        open={openMobile}
        onOpenChange={setOpenMobile}
        label={label}
        className={className}
      >
        {children}
      </SidebarSheet>
    );
  }
  return (
    <aside
      aria-label={label}
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : undefined}
      className={cn(
        'group/sidebar sticky top-0 flex h-svh w-(--sidebar-width) shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear motion-reduce:transition-none data-[collapsible=icon]:w-(--sidebar-width-icon)',
        className,
      )}
      {...props}
    >
      {children}
    </aside>
  );
}

/** "Toggle Sidebar": collapses or expands it, or opens the slide-over on a small screen. */
export function SidebarTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { isMobile, open, openMobile, toggleSidebar } = useSidebar();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      data-slot="sidebar-trigger"
      aria-label="Toggle Sidebar"
      title="Toggle Sidebar (Ctrl+B)"
      aria-expanded={isMobile ? openMobile : open}
      className={className}
      onClick={toggleSidebar}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/** The content beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('flex min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

/** A row (`flex`) at the top; the caller sets its direction, padding and border. */
export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex gap-2', className)} {...props} />;
}

/** A row (`flex`) at the bottom, over a border; the caller sets its direction. */
export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('flex gap-2 border-t border-sidebar-border p-2', className)}
      {...props}
    />
  );
}

/** The scrolling middle. */
export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]/sidebar:overflow-x-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group"
      className={cn('relative flex w-full min-w-0 flex-col p-2', className)}
      {...props}
    />
  );
}

/** Still read out in icon mode (it names the list), but not shown. */
export function SidebarGroupLabel({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-sidebar-foreground/70 group-data-[collapsible=icon]/sidebar:sr-only',
        className,
      )}
      {...props}
    />
  );
}

/** A small icon button at the group label's right (the "add collection" plus). */
export function SidebarGroupAction({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      data-slot="sidebar-group-action"
      className={cn(
        'absolute top-3.5 right-3 flex aspect-square w-6 cursor-pointer items-center justify-center rounded-md text-sidebar-foreground outline-hidden hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 [&>svg]:size-4 [&>svg]:shrink-0',
        ICON_MODE_HIDDEN,
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="sidebar-menu"
      className={cn('flex w-full min-w-0 flex-col gap-1', className)}
      {...props}
    />
  );
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="sidebar-menu-item"
      className={cn('group/menu-item relative', className)}
      {...props}
    />
  );
}

/**
 * In icon mode it shrinks to its icon; the text stays inside as its accessible name. `lg` is
 * taller (the user menu's, with room for a second line).
 */
export function SidebarMenuButton({
  className,
  asChild = false,
  isActive = false,
  size = 'default',
  ...props
}: ComponentProps<'button'> & {
  asChild?: boolean;
  isActive?: boolean;
  size?: 'default' | 'lg';
}) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(
        'peer/menu-button flex w-full cursor-pointer items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-hidden transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground data-[state=open]:bg-sidebar-accent [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
        size === 'lg' ? 'h-10' : 'h-8',
        className,
        // Important (`!`): icon mode wins over the height and over a caller's wider padding.
        'group-data-[collapsible=icon]/sidebar:size-8! group-data-[collapsible=icon]/sidebar:flex-none group-data-[collapsible=icon]/sidebar:p-2!',
      )}
      {...props}
    />
  );
}

/** A button at a menu item's right edge (the per-collection menu); shows on hover or focus. */
export function SidebarMenuAction({
  className,
  showOnHover = false,
  ...props
}: ComponentProps<'button'> & { showOnHover?: boolean }) {
  return (
    <button
      data-slot="sidebar-menu-action"
      className={cn(
        'absolute top-1 right-1 flex aspect-square w-6 cursor-pointer items-center justify-center rounded-md text-sidebar-foreground outline-hidden hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&>svg]:size-4 [&>svg]:shrink-0',
        showOnHover &&
          'group-focus-within/menu-item:opacity-100 group-hover/menu-item:opacity-100 data-[state=open]:opacity-100 md:opacity-0 [@media(hover:none)]:opacity-100',
        ICON_MODE_HIDDEN,
        className,
      )}
      {...props}
    />
  );
}

/** A count at a menu item's right; left of the menu action when the item has one (`besideAction`). */
export function SidebarMenuBadge({
  className,
  besideAction = false,
  ...props
}: ComponentProps<'span'> & { besideAction?: boolean }) {
  return (
    <span
      data-slot="sidebar-menu-badge"
      className={cn(
        'pointer-events-none absolute top-1 flex h-6 min-w-6 items-center justify-center rounded-md px-1 text-xs font-medium text-sidebar-foreground tabular-nums select-none',
        besideAction ? 'right-8' : 'right-1',
        ICON_MODE_HIDDEN,
        className,
      )}
      {...props}
    />
  );
}
