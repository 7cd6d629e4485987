import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Account } from './support/accounts';
import { useBrowser } from './support/browser';
import {
  dragAnnouncement,
  expectAnnouncement,
  nextMoveAnswer,
  stillCentre,
  videoDragPreview,
  watchWrites,
} from './support/drag';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibraryInOrder } from './support/library-api';
import {
  cardTitlesOf,
  expectShownCards,
  expectShownCollections,
  collectionNamesOf,
  seedOrderedLibrary,
  titleOf,
} from './support/library-order';
import { allCards, collection, videoCard } from './support/library-screen';
import { sidebarPanel, sidebarTrigger } from './support/sidebar';
import { Finger, LONG_PRESS_MS, TOUCH_PHONE } from './support/touch';

// docs/product/phones-and-touch.md: a long press (250 ms) lifts a card or a collection and dragging
// moves it; a swipe still scrolls. Real touch events (CDP Input.dispatchTouchEvent) on a 375 px
// touch screen; the result is checked on the server.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

async function openOnPhone(account: Account): Promise<Page> {
  const page = await browser.open({ session: account.session, device: TOUCH_PHONE });
  await page.goto('/');
  await allCards(page).first().waitFor();
  return page;
}

/** Times, in the page, from the finger's touchstart to the lift (the drag preview showing). */
async function timeTheLift(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const times = { down: 0, lifted: 0 };
    Object.assign(window, { liftTimes: times });
    document.addEventListener('touchstart', () => (times.down = performance.now()), {
      capture: true,
    });
    new MutationObserver(() => {
      if (!times.lifted && document.querySelector('[data-drag-preview]')) {
        times.lifted = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const { down, lifted } = (
        window as unknown as { liftTimes: { down: number; lifted: number } }
      ).liftTimes;
      return lifted - down;
    });
}

describe('dragging by touch on a phone', () => {
  it('a long press lifts a card; dragged onto another card it reorders the collection', async () => {
    const { account } = await seedOrderedLibrary(server.url);
    const page = await openOnPhone(account);
    const writes = watchWrites(page);
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);
    // Swipes stay the browser's (no double-tap zoom to wait for); the press is the app's.
    expect(
      await videoCard(page, titleOf('alpha')).evaluate(
        (card) => getComputedStyle(card).touchAction,
      ),
    ).toBe('manipulation');
    const liftTime = await timeTheLift(page);

    const beta = await stillCentre(videoCard(page, titleOf('beta')));
    const finger = await Finger.on(page);
    await finger.down(await stillCentre(videoCard(page, titleOf('alpha'))));
    // Lifted by holding still, before any move, and not before the long press's 250 ms.
    await videoDragPreview(page).waitFor();
    await expectAnnouncement(page, 'Video alpha.example.com is over position 1 of 3.');
    expect(await liftTime()).toBeGreaterThanOrEqual(245);

    const answered = nextMoveAnswer(page);
    await finger.move(beta);
    await expectAnnouncement(page, 'Video alpha.example.com is over position 2 of 3.');
    await finger.up();
    await expectAnnouncement(page, 'Video alpha.example.com was moved to position 2 of 3.');
    await expectShownCards(page, ['beta', 'alpha', 'gamma']);
    expect((await answered).status()).toBe(200);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^POST \/api\/videos\/[0-9a-f-]+\/move$/);
    expect(cardTitlesOf(await libraryViaApi(server.url, account), 'Unsorted')).toEqual(
      ['beta', 'alpha', 'gamma'].map(titleOf),
    );
    // Nothing else happened on the way: no link opened, no panel.
    expect(page.context().pages()).toHaveLength(1);
    expect(await sidebarPanel(page).count()).toBe(0);
  });

  it('held over the Collections tab, the panel opens; dropped on a collection there, the card moves to it', async () => {
    const { account, videoId } = await seedOrderedLibrary(server.url);
    const page = await openOnPhone(account);
    const writes = watchWrites(page);
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);

    const finger = await Finger.on(page);
    await finger.down(await stillCentre(videoCard(page, titleOf('beta'))));
    await videoDragPreview(page).waitFor();
    // While a card is lifted on a phone, the tab stands at the left edge, where the panel opens.
    const tab = page.locator('[data-sidebar-drop-tab]');
    await finger.move(await stillCentre(tab));
    await expectAnnouncement(
      page,
      'Video beta.example.com is over the Collections tab. Hold it there to open the sidebar.',
    );
    await sidebarPanel(page).waitFor();
    await tab.waitFor({ state: 'detached' });

    const answered = nextMoveAnswer(page);
    await finger.move(await stillCentre(collection(page, 'Work')));
    await expectAnnouncement(page, 'Video beta.example.com is over collection Work.');
    expect(await collection(page, 'Work').getAttribute('data-drop-target')).toBe('true');
    await finger.up();
    await expectAnnouncement(page, 'Video beta.example.com was moved to collection Work.');
    // The panel the drag opened closes with it: back on the grid the card left.
    await sidebarPanel(page).waitFor({ state: 'detached' });
    await expectShownCards(page, ['alpha', 'gamma']);
    expect((await answered).status()).toBe(200);
    expect(writes).toEqual([`POST /api/videos/${videoId('beta')}/move`]);
    const library = await libraryViaApi(server.url, account);
    expect(cardTitlesOf(library, 'Work')).toEqual([titleOf('beta'), titleOf('work')]);
    expect(cardTitlesOf(library, 'Unsorted')).toEqual([titleOf('alpha'), titleOf('gamma')]);
  });

  it('dropped in the open panel away from any collection, the card stays where it was', async () => {
    const { account } = await seedOrderedLibrary(server.url);
    const page = await openOnPhone(account);
    const writes = watchWrites(page);
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);

    const finger = await Finger.on(page);
    await finger.down(await stillCentre(videoCard(page, titleOf('alpha'))));
    await videoDragPreview(page).waitFor();
    await finger.move(await stillCentre(page.locator('[data-sidebar-drop-tab]')));
    await sidebarPanel(page).waitFor();
    // Over the dimmed grid, right of the panel: the cards behind it are no drop targets.
    await finger.move({ x: 350, y: 600 });
    await expectAnnouncement(page, 'Video alpha.example.com is not over a place to drop it.');
    await finger.up();
    await expectAnnouncement(page, 'Video alpha.example.com was dropped where it was.');
    await sidebarPanel(page).waitFor({ state: 'detached' });
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);
    expect(writes).toEqual([]);
  });

  it('a long press lifts a collection in the panel; dragged, it reorders the collections', async () => {
    const { account } = await seedOrderedLibrary(server.url);
    const page = await openOnPhone(account);
    const writes = watchWrites(page);
    await sidebarTrigger(page).click();
    await sidebarPanel(page).waitFor();
    await expectShownCollections(page, ['Unsorted', 'Work', 'Music']);
    expect(
      await collection(page, 'Music').evaluate((button) => getComputedStyle(button).touchAction),
    ).toBe('manipulation');

    const answered = nextMoveAnswer(page);
    const finger = await Finger.on(page);
    await finger.down(await stillCentre(collection(page, 'Music')));
    await page.locator('[data-drag-preview="collection"]').waitFor();
    await expectAnnouncement(page, 'Collection Music is over position 3 of 3.');
    await finger.move(await stillCentre(collection(page, 'Unsorted')));
    await expectAnnouncement(page, 'Collection Music is over position 1 of 3.');
    await finger.up();
    await expectShownCollections(page, ['Music', 'Unsorted', 'Work']);
    expect((await answered).status()).toBe(200);
    expect(writes).toHaveLength(1);
    expect(collectionNamesOf(await libraryViaApi(server.url, account))).toEqual([
      'Music',
      'Unsorted',
      'Work',
    ]);
    // The press was a drag, not a choice: the panel stays open, Unsorted still shown.
    expect(await sidebarPanel(page).count()).toBe(1);
  });

  it('a quick swipe over the cards scrolls the page and moves nothing', async () => {
    const { account } = await seedOrderedLibrary(server.url);
    // Enough cards for the page to scroll.
    const more = Array.from({ length: 9 }, (_, index) => `https://more${index}.example.com/`);
    await seedLibraryInOrder(server.url, account, { Unsorted: more });
    const page = await openOnPhone(account);
    const writes = watchWrites(page);
    await expect.poll(() => allCards(page).count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A point on a card in the lower half of the screen, swiped upwards in a flick.
    const start = await page.evaluate(() => {
      for (const card of document.querySelectorAll('main article')) {
        const box = card.getBoundingClientRect();
        const y = box.top + box.height / 2;
        if (y > 450 && y < 780) return { x: box.left + box.width / 2, y };
      }
      throw new Error('No card in the lower half of the screen.');
    });
    const finger = await Finger.on(page);
    await finger.down(start);
    await finger.move({ x: start.x, y: start.y - 350 }, { steps: 8, quick: true });
    await finger.up();

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Nothing was lifted, announced, or written.
    await finger.hold(LONG_PRESS_MS);
    expect(await videoDragPreview(page).count()).toBe(0);
    expect(await dragAnnouncement(page).textContent()).toBe('');
    expect(writes).toEqual([]);
  });
});
