import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import {
  applyTheme,
  applyThemeColor,
  oppositeTheme,
  parseTheme,
  saveTheme,
  themeOf,
} from './theme';
import type { Theme } from './theme';
import { ThemeContext } from './theme-context';

export function ThemeProvider({ children }: { children: ReactNode }) {
  // theme-init.js already chose the theme; start from what it put on <html>, so nothing flips.
  const [theme, setThemeState] = useState<Theme>(() => themeOf(document.documentElement));

  const setTheme = useCallback((next: Theme) => {
    applyTheme(document.documentElement, next);
    applyThemeColor(document, next);
    saveTheme(next);
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(oppositeTheme(themeOf(document.documentElement)));
  }, [setTheme]);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme) return;
      const next = parseTheme(event.newValue);
      applyTheme(document.documentElement, next);
      applyThemeColor(document, next);
      setThemeState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
