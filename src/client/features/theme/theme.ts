import { STORAGE_KEYS } from '@shared/constants';

export type Theme = 'dark' | 'light';

/** docs/product/limits.md: dark unless the user chose light. */
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

/**
 * Each theme's --background (styles.css) in hex, for <meta name="theme-color">: the colour of a
 * phone's status bar and the installed app's title bar. public/theme-init.js and
 * public/manifest.webmanifest repeat these; a unit test keeps them equal.
 */
export const THEME_COLORS: Readonly<Record<Theme, string>> = { dark: '#0a0a0a', light: '#ffffff' };

/** The app's theme is chosen in the app, not by the system, so the meta follows the choice. */
export function applyThemeColor(doc: Pick<Document, 'querySelector'>, theme: Theme): void {
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Blocked storage: the choice lasts until the page closes.
  }
}
