import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedVideos } from '@server/test-support/library-fixtures';
import { useBrowser } from './support/browser';
import {
  dragAnnouncement,
  expectAnnouncement,
  liftByKeyboard,
  pointerDrag,
  videoDragPreview,
} from './support/drag';
import { libraryViaApi } from './support/library-api';
import { shownCards } from './support/library-order';
import { allCards, focusedCard, headerCount, searchBox, videoCard } from './support/library-screen';
import { useServerWithProUser } from './support/pro-account';
import { listCollections } from '@server/core';

// docs/product/large-libraries.md: a Pro library of 10,000 videos on the main screen. The grid
// renders only the cards near the window, yet every one can be reached, found and dragged, and the
// header counts all.
const VIDEO_COUNT = 10_000;
const { server, proAccount } = useServerWithProUser(async (db, user) => {
  const [unsorted] = await db.system((tx) => listCollections(tx, user.id));
  if (!unsorted) throw new Error('a new user has their Unsorted collection');
  await seedVideos(db, user.id, unsorted.id, VIDEO_COUNT);
});
const browser = useBrowser(server);

/** The title seedVideos gives the video at this place. */
const seeded = (index: number): string => `Seeded ${index}`;

// Loading 10,000 videos takes a few seconds here, more while the shared machine is busy: longer
// than one action's usual wait (npm run bench measures the load itself).
const LOAD_TIMEOUT_MS = 30_000;

/** For expect.poll: the library's 10,000 videos come in each of its tries. */
const POLL = { timeout: LOAD_TIMEOUT_MS };

/** Waits until the whole library is loaded and counted in the header. */
async function waitForLargeLibrary(page: Page): Promise<void> {
  await headerCount(page, `${VIDEO_COUNT} videos`).waitFor({ timeout: LOAD_TIMEOUT_MS });
}

async function openLargeLibrary() {
  const account = await proAccount();
  const page = await browser.open({ session: account.session });
  await page.goto('/');
  await waitForLargeLibrary(page);
  return { page, account };
}

/** Scrolls the window to the end until the last card shows: rows get measured as they come. */
async function scrollToEnd(page: Page, lastTitle: string): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return videoCard(page, lastTitle).isVisible();
    }, POLL)
    .toBe(true);
}

const scrollTop = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Resolves in the page once the window has not scrolled for a frame. */
function whenScrollStops(): Promise<void> {
  return new Promise((resolve) => {
    let last = -1;
    const check = () => {
      if (window.scrollY === last) resolve();
      else {
        last = window.scrollY;
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  });
}

/** The titles in the server's order (all in Unsorted). */
async function savedTitles(account: Awaited<ReturnType<typeof proAccount>>): Promise<string[]> {
  return (await libraryViaApi(server.url, account)).videos.map((video) => video.title);
}

describe('a library of 10,000 videos', () => {
  it('renders only the cards near the window, down to the last one', async () => {
    const { page } = await openLargeLibrary();
    await videoCard(page, seeded(0)).waitFor();
    const atTop = await allCards(page).count();
    expect(atTop).toBeGreaterThan(0);
    expect(atTop).toBeLessThan(200);
    // Assistive technology still hears where a card stands among all of them.
    const items = page.getByRole('main').getByRole('listitem');
    expect(await items.first().getAttribute('aria-setsize')).toBe(String(VIDEO_COUNT));
    expect(await items.first().getAttribute('aria-posinset')).toBe('1');

    await scrollToEnd(page, seeded(VIDEO_COUNT - 1));
    expect(await allCards(page).count()).toBeLessThan(200);
    expect(await videoCard(page, seeded(0)).count()).toBe(0);
    expect(await items.last().getAttribute('aria-posinset')).toBe(String(VIDEO_COUNT));
  });

  it('after a fast scroll the cards stand in their order, and Tab goes on to the next card', async () => {
    const { page } = await openLargeLibrary();
    await videoCard(page, seeded(0)).waitFor();
    // A fling: a viewport a frame for 40 frames. While it lasts the grid may leave its reused
    // rows where they stand in the page (decision 0105); once it stops they stand in order.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          requestAnimationFrame(function step() {
            if ((frames += 1) > 40) return resolve();
            window.scrollBy(0, window.innerHeight);
            requestAnimationFrame(step);
          });
        }),
    );
    const places = () =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))));
    await expect
      .poll(async () => {
        const shown = await places();
        return (
          shown.length > 0 && shown.every((place, i) => i === 0 || place > (shown[i - 1] ?? 0))
        );
      }, POLL)
      .toBe(true);
    const shown = await places();
    expect(shown[0]).toBeGreaterThan(100);

    // From a card, Tab goes through its controls, then to the card after it.
    const from = (shown[Math.floor(shown.length / 2)] ?? 1) - 1;
    await videoCard(page, seeded(from)).focus();
    let reached: string | null = null;
    for (let press = 0; press < 12 && reached === null; press += 1) {
      await page.keyboard.press('Tab');
      reached = await focusedCard(page);
    }
    expect(reached).toBe(seeded(from + 1));
  });

  it('a search finds one title among them, and widens again as the query shortens', async () => {
    const { page } = await openLargeLibrary();
    await searchBox(page).fill('seeded 9999');
    await headerCount(page, '1 video matching "seeded 9999"').waitFor();
    expect(await shownCards(page)).toEqual([seeded(9999)]);

    // "Seeded 999" and "Seeded 9990" to "Seeded 9999".
    await searchBox(page).fill('seeded 999');
    await headerCount(page, '11 videos matching "seeded 999"').waitFor();
    expect(await shownCards(page)).toEqual(
      [999, ...Array.from({ length: 10 }, (_, i) => 9990 + i)].map(seeded),
    );
  });

  it('a card dropped on another at the end of the grid takes its place, kept after a reload', async () => {
    const { page, account } = await openLargeLibrary();
    const last = seeded(VIDEO_COUNT - 1);
    await scrollToEnd(page, last);

    await pointerDrag(page, videoCard(page, last), videoCard(page, seeded(VIDEO_COUNT - 3)), {
      whileOver: () =>
        expectAnnouncement(page, `Video ${last} is over position 9998 of ${VIDEO_COUNT}.`),
    });
    await expectAnnouncement(page, `Video ${last} was moved to position 9998 of ${VIDEO_COUNT}.`);
    const newEnd = [9996, 9999, 9997, 9998].map(seeded);
    await expect.poll(async () => (await savedTitles(account)).slice(-4), POLL).toEqual(newEnd);

    await page.reload();
    await waitForLargeLibrary(page);
    await scrollToEnd(page, seeded(VIDEO_COUNT - 2));
    expect((await shownCards(page)).slice(-4)).toEqual(newEnd);
  });

  it('a card dragged by keyboard far beyond the rendered rows stays dragged and drops there', async () => {
    const { page, account } = await openLargeLibrary();
    const first = videoCard(page, seeded(0));
    await liftByKeyboard(page, first);
    await videoDragPreview(page).waitFor();
    // Steps of 25 px down, until the card reaches the window's middle and dnd-kit scrolls the
    // window instead (smoothly: each key waits for the scroll to stop)...
    while ((await scrollTop(page)) < 200) {
      await page.keyboard.press('ArrowDown');
      await page.evaluate(whenScrollStops);
    }
    // ...then the wheel takes the window well past the first rows and their overscan, and
    // one more key lets the card meet the cards there.
    await page.mouse.move(900, 400);
    await page.mouse.wheel(0, 2000);
    await page.evaluate(whenScrollStops);
    await page.keyboard.press('ArrowDown');
    await page.evaluate(whenScrollStops);
    expect(await scrollTop(page)).toBeGreaterThan(2000);
    // The next row is gone from the page; the dragged card's row is kept.
    expect(await videoCard(page, seeded(5)).count()).toBe(0);
    expect(await first.count()).toBe(1);

    await page.keyboard.press('Space');
    await expect
      .poll(() => dragAnnouncement(page).textContent(), POLL)
      .toMatch(new RegExp(`^Video ${seeded(0)} was moved to position \\d+ of ${VIDEO_COUNT}\\.$`));
    const announced = await dragAnnouncement(page).textContent();
    const position = Number(/position (\d+)/.exec(announced ?? '')?.[1]);
    expect(position).toBeGreaterThan(20);
    await expect
      .poll(async () => (await savedTitles(account)).indexOf(seeded(0)), POLL)
      .toBe(position - 1);

    // The reload may paint the local copy as it was before the drop (it is rewritten when the
    // page is next idle), then the changes since: the order the server keeps is what stays.
    await page.reload();
    await waitForLargeLibrary(page);
    await expect.poll(async () => (await shownCards(page))[0], POLL).toBe(seeded(1));
  });
});
