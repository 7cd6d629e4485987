import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import type { OpenOptions } from './support/browser';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { seedLibraryInOrder, ytId, ytUrl } from './support/library-api';
import { videoCard } from './support/library-screen';
import { fakeYouTubeImages } from './support/thumbnails';
import { TOUCH_PHONE } from './support/touch';

// A card's controls never cover one another, at any width (docs/product/bulk-actions.md: the
// checkbox over the image's corner; docs/product/watch-later-and-player.md: the actions over the
// other corner on hover; docs/product/phones-and-touch.md: under the text on a touch screen): the
// point at the middle of each is that control's, and a press on Play plays, never selects.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const IDS = [1, 2, 3, 4, 5, 6].map(ytId);
const TITLE = `Video ${IDS[0]}`;

const DEVICES: [string, OpenOptions['device']][] = [
  ['a 1280 px desktop', { viewport: { width: 1280, height: 800 } }],
  ['a 1440 px desktop', { viewport: { width: 1440, height: 900 } }],
  ['a 768 px window', { viewport: { width: 768, height: 900 } }],
  ['a 375 px window with a mouse', { viewport: { width: 375, height: 812 } }],
  ['a 375 px phone', TOUCH_PHONE],
];

/** The card's controls, by role and name: its checkbox, each action, the menu. */
const controlsOf = (card: Locator): [string, Locator][] => [
  ['checkbox', card.getByRole('checkbox', { name: `Select ${TITLE}`, exact: true })],
  ...['Play', 'Mark as watched', 'Copy URL', 'Edit', 'Delete', 'More actions'].map(
    (name): [string, Locator] => [name, card.getByRole('button', { name, exact: true })],
  ),
  ['Open in new tab', card.getByRole('link', { name: 'Open in new tab', exact: true })],
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** The middle of a control, in the window's coordinates. */
async function middleOf(control: Locator): Promise<{ x: number; y: number }> {
  const box = await control.boundingBox();
  if (!box) throw new Error('The control is not rendered.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Whether what the window shows at the middle of `control` is that control (or inside it). */
const ownsItsMiddle = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

async function openAs(device: OpenOptions['device']): Promise<Page> {
  const account = await createAccount(server.url);
  await seedLibraryInOrder(server.url, account, { Unsorted: IDS.map(ytUrl) });
  const page = await browser.open({ session: account.session, device });
  await fakeYouTubeImages(page);
  // The player's site is out of reach here: it answers with a page of its own.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>Playing</p>' }),
  );
  await page.goto('/');
  await videoCard(page, TITLE).waitFor();
  return page;
}

describe('a card’s controls', () => {
  it.each(DEVICES)('on %s, each control has its own place, and Play plays', async (_, device) => {
    const page = await openAs(device);
    const card = videoCard(page, TITLE);
    const touch = device?.hasTouch === true;
    // A mouse shows the controls on hover; a touch screen always does.
    if (!touch) await card.hover();
    const cardBox = await card.boundingBox();
    const boxes: [string, Box][] = [];
    for (const [name, control] of controlsOf(card)) {
      await control.waitFor();
      expect(await ownsItsMiddle(control), `the middle of ${name} is ${name}'s`).toBe(true);
      const box = await control.boundingBox();
      // Whole, within the card (whose edges clip what passes them), and clear of the others.
      expect(box && cardBox && inside(box, cardBox), `${name} lies within the card`).toBe(true);
      for (const [other, otherBox] of boxes) {
        expect(overlap(box!, otherBox), `${name} and ${other} overlap`).toBe(false);
      }
      boxes.push([name, box!]);
    }

    // A press where Play is drawn: the player opens, the card stays unselected.
    const play = await middleOf(card.getByRole('button', { name: 'Play', exact: true }));
    if (touch) await page.touchscreen.tap(play.x, play.y);
    else await page.mouse.click(play.x, play.y);
    await page.getByRole('dialog', { name: TITLE }).waitFor();
    expect(
      await page.locator(`article[data-video-id] input[type="checkbox"]:checked`).count(),
      'checked boxes',
    ).toBe(0);
  });
});
