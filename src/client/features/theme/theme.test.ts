import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { applyTheme, oppositeTheme, parseTheme, themeOf } from './theme';

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

const themeInit = readFileSync(
  new URL('../../../../public/theme-init.js', import.meta.url),
  'utf8',
);

/** Runs public/theme-init.js as the browser would, against fake storage and <html>. */
function runThemeInit(getItem: (key: string) => string | null, ...classes: string[]) {
  const root = fakeRoot(...classes);
  const window = { localStorage: { getItem } };
  runInNewContext(themeInit, { window, document: { documentElement: root } });
  return root.classes();
}

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
