import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser, type OpenOptions } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { seedLibraryInOrder, ytId, ytUrl } from './support/library-api';
import { allCards, headerCount, headerTitle, searchBox, videoCard } from './support/library-screen';
import { sidebarPanel, sidebarTrigger } from './support/sidebar';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/phones-and-touch.md: search reachable from the header (the field of
// docs/product/screens-and-routes.md stays hidden there, and the slide-over keeps its own), more
// than one card on a phone's first screen, and card actions that do not cover the image on a touch
// screen. With SCREENSHOTS=1 it also saves docs/screenshots/.
const { server, oembed } = useServerWithFakeOembed();
const browser = useBrowser(server);

const PHONE: OpenOptions['device'] = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
};
const DESKTOP: OpenOptions['device'] = { viewport: { width: 1280, height: 800 } };

/** What the fake oEmbed answers for the library's videos, in display order. */
const VIDEOS = [
  { title: 'Sourdough bread from scratch: the complete guide', channel: 'Kitchen Lab' },
  { title: 'Fingerstyle guitar for beginners', channel: 'String Theory' },
  { title: 'How lithium-ion batteries actually work', channel: 'Everyday Engineering' },
  { title: 'A week in the Dolomites (4K)', channel: 'Slow Travel' },
  { title: 'Learn TypeScript generics in 20 minutes', channel: 'Code Walks' },
  { title: 'Jazz piano voicings you can use today', channel: 'Keys & Chords' },
  { title: 'Building a bookshelf with hand tools', channel: 'Workbench' },
  { title: 'The history of the printing press', channel: 'Long Story Short' },
];
const TITLES = VIDEOS.map((video) => video.title);

async function openLibraryAs(device: OpenOptions['device'], { light = false } = {}) {
  const account = await createAccount(server.url);
  const urls = VIDEOS.map((video, index) => {
    const id = ytId(index + 1);
    oembed().respondWith(id, { json: { title: video.title, author_name: video.channel } });
    return ytUrl(id);
  });
  await seedLibraryInOrder(server.url, account, {
    Unsorted: urls.slice(0, 6),
    Music: urls.slice(6, 7),
    Workshop: urls.slice(7),
  });
  const page = await browser.open({ session: account.session, device });
  await fakeYouTubeImages(page, 'colour');
  if (light) await page.addInitScript(() => localStorage.setItem('vidshelf-theme', 'light'));
  await page.goto('/');
  await videoCard(page, TITLES[0]!).waitFor();
  return page;
}

/** The phone header's button that opens its search. */
const headerSearchButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Search videos', exact: true });

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** The card's image (decorative, so role "presentation"). */
const thumbnailOf = (card: Locator) => card.getByRole('presentation');

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

describe('the library on a phone (375 × 812, touch)', () => {
  it('the header opens a search that filters, shares the query with the slide-over, and closes', async () => {
    const page = await openLibraryAs(PHONE);
    // The field itself is not in the header until asked for.
    expect(await searchBox(page).count()).toBe(0);
    await headerSearchButton(page).tap();
    expect(await isFocused(searchBox(page))).toBe(true);
    expect(await page.getByRole('banner').getByRole('searchbox').count()).toBe(1);

    await searchBox(page).fill('GUITAR');
    await headerTitle(page).filter({ hasText: 'Search Results' }).waitFor();
    await headerCount(page, '1 video matching "GUITAR"').waitFor();
    await expect.poll(() => allCards(page).count()).toBe(1);
    await videoCard(page, TITLES[1]!).waitFor();

    // The slide-over's own field holds the same query; the header's stays behind it.
    await sidebarTrigger(page).tap();
    await sidebarPanel(page).waitFor();
    expect(await searchBox(page).count()).toBe(1);
    expect(await sidebarPanel(page).getByRole('searchbox').inputValue()).toBe('GUITAR');
    await page.touchscreen.tap(350, 400); // beside the 288 px panel
    await sidebarPanel(page).waitFor({ state: 'detached' });
    expect(await searchBox(page).inputValue()).toBe('GUITAR');

    // The clear button empties it and closes it; the focus goes back to its button.
    await page.getByRole('banner').getByRole('button', { name: 'Clear search' }).tap();
    await headerCount(page, '6 videos').waitFor();
    expect(await searchBox(page).count()).toBe(0);
    await expect.poll(() => isFocused(headerSearchButton(page))).toBe(true);

    // Escape clears a typed query and closes the field, or closes an empty one.
    await headerSearchButton(page).tap();
    await searchBox(page).fill('bread');
    await headerCount(page, '1 video matching "bread"').waitFor();
    await page.keyboard.press('Escape');
    await headerCount(page, '6 videos').waitFor();
    expect(await searchBox(page).count()).toBe(0);
    await headerSearchButton(page).tap();
    await page.keyboard.press('Escape');
    expect(await searchBox(page).count()).toBe(0);

    // `/` opens it too, focused.
    await page.keyboard.press('/');
    await searchBox(page).waitFor();
    await expect.poll(() => isFocused(searchBox(page))).toBe(true);
    await page.keyboard.type('jazz');
    await headerCount(page, '1 video matching "jazz"').waitFor();
    await videoCard(page, TITLES[5]!).waitFor();
  });

  it('shows two cards side by side, both whole, on the first screen', async () => {
    const page = await openLibraryAs(PHONE);
    const viewport = page.viewportSize()!;
    const boxes = await Promise.all(
      TITLES.slice(0, 4).map((title) => videoCard(page, title).boundingBox()),
    );
    const whole = boxes.filter(
      (box) =>
        box &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= viewport.width &&
        box.y + box.height <= viewport.height,
    );
    expect(whole.length).toBeGreaterThanOrEqual(2);
    // The first two share a row.
    expect(Math.round(boxes[0]!.y)).toBe(Math.round(boxes[1]!.y));
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
  });

  it('keeps the card actions off the image, shown without hover, each one reachable', async () => {
    const page = await openLibraryAs(PHONE);
    const card = videoCard(page, TITLES[0]!);
    const image = thumbnailOf(card);
    const picture = await boxOf(image);

    // What a tap on the middle of the image reaches is the image's own Play
    // (docs/product/watch-later-and-player.md#player), not one of the card's actions.
    const atCentre = await image.evaluate((img) => {
      const rect = img.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      const box = img.closest('[data-slot="card-image"]');
      return { onImage: box?.contains(hit) ?? false, named: hit?.closest('[aria-label]') !== null };
    });
    expect(atCentre).toEqual({ onImage: true, named: false });

    const actions = [
      card.getByRole('button', { name: 'Play', exact: true }),
      card.getByRole('link', { name: 'Open in new tab', exact: true }),
      card.getByRole('button', { name: 'Mark as watched', exact: true }),
      card.getByRole('button', { name: 'Copy URL', exact: true }),
      card.getByRole('button', { name: 'Edit', exact: true }),
      card.getByRole('button', { name: 'Delete', exact: true }),
    ];
    const cardBox = await boxOf(card);
    for (const action of actions) {
      const box = await boxOf(action);
      // Below the image, inside the card, and shown (not faded in on a hover that never comes).
      expect(box.y).toBeGreaterThanOrEqual(picture.y + picture.height);
      expect(box.y + box.height).toBeLessThanOrEqual(cardBox.y + cardBox.height + 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      expect(
        await action.evaluate((element) => getComputedStyle(element.parentElement!).opacity),
      ).toBe('1');
    }
    expect(await actions[1]!.getAttribute('href')).toBe(ytUrl(ytId(1)));

    // A tap does what a click does.
    await actions[4]!.tap();
    const edit = page.getByRole('dialog', { name: 'Edit Video' });
    await edit.waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).tap();
    await edit.waitFor({ state: 'detached' });
    await actions[5]!.tap();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    await videoCard(page, TITLES[0]!).waitFor();
  });
});

describe.runIf(process.env.SCREENSHOTS === '1')('screenshots for docs/screenshots/', () => {
  async function save(page: Page, name: string) {
    // Every image in view has loaded and the fonts are in, so the picture is the final one.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.images].every((image) => image.complete && image.naturalWidth > 0);
        }),
      )
      .toBe(true);
    await mkdir('docs/screenshots', { recursive: true });
    await page.screenshot({ path: `docs/screenshots/${name}`, animations: 'disabled' });
  }

  it('phone-library.png: the library on a phone, light theme', async () => {
    const page = await openLibraryAs(PHONE, { light: true });
    await save(page, 'phone-library.png');
  });

  it('light-theme-library.png: the library on a desktop, light theme', async () => {
    const page = await openLibraryAs(DESKTOP, { light: true });
    await save(page, 'light-theme-library.png');
  });
});
