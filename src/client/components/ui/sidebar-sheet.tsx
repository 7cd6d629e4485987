import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Sheet, SheetContent } from './sheet';
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-provider';

/** Escape in a field with text clears the field (its own handler) before it closes the panel. */
function keepEscapeForFilledField(event: KeyboardEvent) {
  if (event.target instanceof HTMLInputElement && event.target.value !== '') {
    event.preventDefault();
  }
}

/**
 * The panel is opened by SidebarTrigger, not a Radix Dialog.Trigger, so Radix has no trigger to
 * give focus back to on close: give it to the trigger ourselves.
 */
function focusTrigger(event: Event) {
  event.preventDefault();
  document.querySelector<HTMLElement>('[data-slot="sidebar-trigger"]')?.focus();
}

/** The sidebar below the mobile breakpoint: a slide-over panel (Sidebar fetches it on demand). */
export function SidebarSheet({
  open,
  onOpenChange,
  label,
  className,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={label}
        data-slot="sidebar"
        data-mobile="true"
        onEscapeKeyDown={keepEscapeForFilledField}
        onCloseAutoFocus={focusTrigger}
        style={{ width: SIDEBAR_WIDTH_MOBILE }}
        className={cn('border-sidebar-border bg-sidebar text-sidebar-foreground', className)}
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
