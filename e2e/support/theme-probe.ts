import type { Page } from 'playwright-core';

const PROBE = '__vidshelfE2eHtmlClassBeforeApp';

/**
 * From the next page load on, records <html>'s class at readyState "interactive": the document
 * is parsed (so theme-init.js, blocking in <head>, has run) and no deferred or module script
 * (the app's bundle) has run yet. That is the theme the first paint can show.
 */
export async function recordHtmlClassBeforeApp(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as Record<string, string>)[key] = document.documentElement.className;
    });
  }, PROBE);
}

/** The class recorded on this page load, split into names; throws if nothing was recorded. */
export async function htmlClassBeforeApp(page: Page): Promise<string[]> {
  const recorded = await page.evaluate(
    (key) => (window as unknown as Record<string, string | undefined>)[key],
    PROBE,
  );
  if (recorded === undefined) throw new Error('The theme probe recorded nothing on this load.');
  return recorded.split(/\s+/).filter(Boolean);
}

/** <html>'s class right now, split into names. */
export async function htmlClass(page: Page): Promise<string[]> {
  const value = await page.evaluate(() => document.documentElement.className);
  return value.split(/\s+/).filter(Boolean);
}
