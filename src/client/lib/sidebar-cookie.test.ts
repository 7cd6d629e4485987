import { describe, expect, it } from 'vitest';
import { readSidebarOpen, SIDEBAR_COOKIE_NAME, sidebarCookie } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('is named with the product prefix', () => {
    expect(SIDEBAR_COOKIE_NAME).toBe('vidshelf-sidebar-state');
  });

  it('serialises the state for 7 days on every path', () => {
    expect(sidebarCookie(false)).toBe(
      'vidshelf-sidebar-state=false; Path=/; Max-Age=604800; SameSite=Lax',
    );
    expect(sidebarCookie(true)).toBe(
      'vidshelf-sidebar-state=true; Path=/; Max-Age=604800; SameSite=Lax',
    );
  });

  it('reads the state back among other cookies', () => {
    expect(readSidebarOpen('a=1; vidshelf-sidebar-state=false; b=2')).toBe(false);
    expect(readSidebarOpen('vidshelf-sidebar-state=true')).toBe(true);
    expect(readSidebarOpen(' vidshelf-sidebar-state = false ')).toBe(false);
  });

  it('answers null when there is no usable value', () => {
    expect(readSidebarOpen('')).toBeNull();
    expect(readSidebarOpen('other=1; flag')).toBeNull();
    expect(readSidebarOpen('vidshelf-sidebar-state=maybe')).toBeNull();
    expect(readSidebarOpen('xvidshelf-sidebar-state=false')).toBeNull();
  });

  it('round-trips what it writes', () => {
    for (const open of [true, false]) {
      const [pair = ''] = sidebarCookie(open).split(';');
      expect(readSidebarOpen(pair)).toBe(open);
    }
  });
});
