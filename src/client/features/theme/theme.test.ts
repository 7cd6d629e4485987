import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import {
  applyTheme,
  applyThemeColor,
  oppositeTheme,
  parseTheme,
  THEME_COLORS,
  themeOf,
} from './theme';

/** A stand-in for <html> with just a class list. */
function fakeRoot(...classes: string[]) {
  const set = new Set(classes);
  const classList = {
    add: (...names: string[]) => names.forEach((name) => set.add(name)),
    remove: (...names: string[]) => names.forEach((name) => set.delete(name)),
    contains: (name: string) => set.has(name),
  };
  return { classList, classes: () => [...set].sort() };
}

/** A stand-in for the document's <meta name="theme-color">, starting as index.html has it. */
function fakeThemeColorMeta() {
  const attributes = new Map([['content', THEME_COLORS.dark]]);
  const meta = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  return {
    querySelector: (selector: string) => (selector === 'meta[name="theme-color"]' ? meta : null),
    content: () => attributes.get('content'),
  };
}

const themeInit = readFileSync(
  new URL('../../../../public/theme-init.js', import.meta.url),
  'utf8',
);

/** Runs public/theme-init.js as the browser would, against fake storage, <html> and meta. */
function runThemeInitWithColor(getItem: (key: string) => string | null, ...classes: string[]) {
  const root = fakeRoot(...classes);
  const meta = fakeThemeColorMeta();
  const window = { localStorage: { getItem } };
  runInNewContext(themeInit, {
    window,
    document: { documentElement: root, querySelector: meta.querySelector },
  });
  return { classes: root.classes(), themeColor: meta.content() };
}

const runThemeInit = (getItem: (key: string) => string | null, ...classes: string[]) =>
  runThemeInitWithColor(getItem, ...classes).classes;

describe('theme', () => {
  it('is dark unless light was chosen', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('sepia')).toBe('dark');
    expect(oppositeTheme('dark')).toBe('light');
  });

  it('swaps the class on the root element', () => {
    const root = fakeRoot('dark');
    applyTheme(root as unknown as Element, 'light');
    expect(root.classes()).toEqual(['light']);
    expect(themeOf(root as unknown as Element)).toBe('light');
    applyTheme(root as unknown as Element, 'dark');
    expect(root.classes()).toEqual(['dark']);
  });

  it('colours the browser bar with the theme’s background', () => {
    const doc = fakeThemeColorMeta();
    applyThemeColor(doc as unknown as Document, 'light');
    expect(doc.content()).toBe('#ffffff');
    applyThemeColor(doc as unknown as Document, 'dark');
    expect(doc.content()).toBe('#0a0a0a');
  });

  it('gives the installed app the default theme’s colours', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../../../public/manifest.webmanifest', import.meta.url), 'utf8'),
    ) as { theme_color: string; background_color: string };
    expect(manifest.theme_color).toBe(THEME_COLORS.dark);
    expect(manifest.background_color).toBe(THEME_COLORS.dark);
  });
});

describe('public/theme-init.js', () => {
  it('reads the same storage key as the app', () => {
    const asked: string[] = [];
    runThemeInit((key) => {
      asked.push(key);
      return null;
    });
    expect(asked).toEqual([STORAGE_KEYS.theme]);
  });

  it('sets light before first paint when light was chosen', () => {
    expect(runThemeInit(() => 'light', 'dark')).toEqual(['light']);
  });

  it('colours the browser bar as the app does', () => {
    expect(runThemeInitWithColor(() => 'light', 'dark').themeColor).toBe(THEME_COLORS.light);
    expect(runThemeInitWithColor(() => null, 'dark').themeColor).toBe(THEME_COLORS.dark);
  });

  it('sets dark by default and for unknown values', () => {
    expect(runThemeInit(() => null)).toEqual(['dark']);
    expect(runThemeInit(() => 'sepia', 'light')).toEqual(['dark']);
  });

  it('keeps the page dark when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(runThemeInit(blocked, 'dark')).toEqual(['dark']);
  });
});
