import { STORAGE_KEYS } from '@shared/constants';

export type Theme = 'dark' | 'light';

/** SPEC §9: dark unless the user chose light. */
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: unknown): Theme {
  return value === 'light' ? 'light' : DEFAULT_THEME;
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** The theme public/theme-init.js put on <html> before first paint. */
export function themeOf(root: Element): Theme {
  return root.classList.contains('light') ? 'light' : 'dark';
}

export function applyTheme(root: Element, theme: Theme): void {
  root.classList.remove(oppositeTheme(theme));
  root.classList.add(theme);
}

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Blocked storage: the choice lasts until the page closes.
  }
}
