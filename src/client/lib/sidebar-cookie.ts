import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, STORAGE_PREFIX } from '@shared/constants';

/**
 * Whether the sidebar is expanded, kept in a cookie for 7 days (docs/product/screens-and-routes.md,
 * limits.md). A cookie rather than local storage because that is what the spec names, and a server
 * could read it to render the right width at once.
 */
export const SIDEBAR_COOKIE_NAME = `${STORAGE_PREFIX}sidebar-state`;

/** The stored open state in a `document.cookie` string; null when none (or not ours) is set. */
export function readSidebarOpen(cookies: string): boolean | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== SIDEBAR_COOKIE_NAME) continue;
    const value = pair.slice(separator + 1).trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return null;
}

/** What to assign to `document.cookie` to keep this open state for 7 days, for every path. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
