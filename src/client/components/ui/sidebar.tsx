import type { ComponentProps, CSSProperties } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/utils';

/*
 * A shadcn-style sidebar, cut to what the library uses today. The widths (SPEC §9) are CSS
 * variables on the provider and the open state is a data attribute, so collapsing to icon mode,
 * ctrl/cmd+B, the cookie and the mobile slide-over can be added here without touching callers.
 * Below 768 px (Tailwind's md) it stacks above the content for now.
 */

const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_MOBILE = '18rem';
const SIDEBAR_WIDTH_ICON = '3rem';

export function SidebarProvider({ className, style, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-wrapper"
      className={cn('group/sidebar-wrapper flex min-h-svh w-full flex-col md:flex-row', className)}
      style={
        {
          '--sidebar-width': SIDEBAR_WIDTH,
          '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
          '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
          ...style,
        } as CSSProperties
      }
      {...props}
    />
  );
}

export function Sidebar({ className, ...props }: ComponentProps<'aside'>) {
  return (
    <aside
      data-slot="sidebar"
      data-state="expanded"
      className={cn(
        'flex w-full shrink-0 flex-col border-b border-sidebar-border bg-sidebar text-sidebar-foreground',
        'md:sticky md:top-0 md:h-svh md:w-(--sidebar-width) md:border-r md:border-b-0',
        className,
      )}
      {...props}
    />
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

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('flex flex-col gap-2 border-t border-sidebar-border p-2', className)}
      {...props}
    />
  );
}

/** The scrolling middle; capped on small screens so the stacked sidebar leaves room. */
export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        'flex max-h-64 min-h-0 flex-1 flex-col gap-2 overflow-auto md:max-h-none',
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

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-sidebar-foreground/70',
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

export function SidebarMenuButton({
  className,
  asChild = false,
  isActive = false,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean }) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(
        'peer/menu-button flex h-8 w-full cursor-pointer items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-hidden transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground data-[state=open]:bg-sidebar-accent [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
        className,
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
        className,
      )}
      {...props}
    />
  );
}

/** A count at a menu item's right; moves left of the menu action when there is one. */
export function SidebarMenuBadge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="sidebar-menu-badge"
      className={cn(
        'pointer-events-none absolute top-1 right-1 flex h-6 min-w-6 items-center justify-center rounded-md px-1 text-xs font-medium text-sidebar-foreground tabular-nums select-none',
        className,
      )}
      {...props}
    />
  );
}
