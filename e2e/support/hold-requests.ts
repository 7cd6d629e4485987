import type { Page, Route } from 'playwright-core';

/**
 * Holds every request matching `url` until the returned `release` is called, to see what the
 * page shows while it waits; then `answer` settles each (by default it goes on to the server).
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.fallback(),
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}
