import { createContext, use } from 'react';

export interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem); kept in a cookie. */
  state: 'expanded' | 'collapsed';
  open: boolean;
  /** Below the mobile breakpoint the sidebar is a slide-over panel instead. */
  isMobile: boolean;
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  /** What the trigger and Ctrl/Cmd+B do: collapse or expand, or open or close the panel. */
  toggleSidebar(): void;
}

export const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const sidebar = use(SidebarContext);
  if (!sidebar) throw new Error('useSidebar must be used inside a SidebarProvider.');
  return sidebar;
}
