import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Account } from './support/accounts';
import { createAccount } from './support/accounts';
import { useBrowser, type OpenOptions } from './support/browser';
import { drive, playerFrame, useServerWithFakePlayers } from './support/fake-players';
import { libraryViaApi, seedLibraryInOrder, ytId, ytUrl } from './support/library-api';
import { openLibrary } from './support/library-session';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/watching.md#queue: Play all plays the view's videos in the order shown, skipping
// watched ones; the next starts by itself after a countdown when one ends; Shuffle plays each
// once; Up next can be reordered (here with the keyboard) and pruned; Shift+N / Shift+P move on.
const { server, oembed } = useServerWithFakePlayers();
const browser = useBrowser(server);

const IDS = [31, 32, 33, 34].map(ytId);
const TITLES = IDS.map((id) => `Video ${id}`);

async function seeded(): Promise<Account> {
  const account = await createAccount(server.url);
  await seedLibraryInOrder(server.url, account, {
    Unsorted: [...IDS.map(ytUrl), 'https://page.example.com/'],
  });
  return account;
}

/** The library; with `clock`, a clock the test can run ahead (a countdown that must not end). */
async function open(account: Account, { clock = false } = {}): Promise<Page> {
  const { page } = await openLibrary(server, browser, {
    account,
    before: async (page) => {
      await fakeYouTubeImages(page);
      if (clock) await page.clock.install();
    },
  });
  await page.getByRole('button', { name: 'Play all' }).waitFor();
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog');
const playingTitle = (page: Page) => dialog(page).getByRole('heading').first().textContent();

async function call(account: Account, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${account.session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

describe('playing a view in order', () => {
  it('plays the collection in its order, skipping watched ones, and moves on by itself', async () => {
    const account = await seeded();
    const library = await libraryViaApi(server.url, account);
    const second = library.videos.find((video) => video.title === TITLES[1])!;
    await call(account, 'PUT', `/api/videos/${second.id}/watched`, { watched: true });
    const page = await open(account, { clock: true });

    await page.getByRole('button', { name: 'Play all' }).click();
    expect(await playingTitle(page)).toBe(TITLES[0]);
    await dialog(page).getByText('1 of 3').waitFor();
    const upNext = dialog(page).getByRole('list', { name: 'Up next' });
    expect(await upNext.getByRole('listitem').allTextContents()).toEqual([TITLES[2], TITLES[3]]);

    // The video ends: the next one starts after the countdown.
    await drive(await playerFrame(page), 'end');
    await dialog(page).getByText(`Next: “${TITLES[2]}” in`, { exact: false }).waitFor();
    await expect.poll(() => playingTitle(page), { timeout: 10_000 }).toBe(TITLES[2]);
    await dialog(page).getByText('2 of 3').waitFor();

    // Cancel stays on the ended video.
    await drive(await playerFrame(page), 'end');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.clock.runFor(6_000);
    expect(await playingTitle(page)).toBe(TITLES[2]);

    // Previous, Next, and their keys.
    await dialog(page).getByRole('button', { name: 'Previous' }).click();
    expect(await playingTitle(page)).toBe(TITLES[0]);
    await dialog(page).focus();
    await page.keyboard.press('Shift+N');
    await expect.poll(() => playingTitle(page)).toBe(TITLES[2]);
    await page.keyboard.press('Shift+P');
    await expect.poll(() => playingTitle(page)).toBe(TITLES[0]);
  });

  it('does not move on by itself when autoplay is off', async () => {
    const account = await seeded();
    await call(account, 'PATCH', '/api/playback/preferences', { autoplayNext: false });
    const page = await open(account, { clock: true });
    await page.getByRole('button', { name: 'Play all' }).click();
    await drive(await playerFrame(page), 'end');
    await page.clock.runFor(6_000);
    expect(await playingTitle(page)).toBe(TITLES[0]);
    expect(await dialog(page).getByText('Next: ', { exact: false }).count()).toBe(0);
  });

  it('shuffles every video once, and Up next can be reordered and pruned', async () => {
    const account = await seeded();
    const page = await open(account);
    await page.getByRole('button', { name: 'Shuffle' }).click();
    const seen = [(await playingTitle(page))!];
    for (let step = 1; step < 4; step++) {
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await dialog(page)
        .getByText(`${step + 1} of 4`)
        .waitFor();
      seen.push((await playingTitle(page))!);
    }
    expect([...seen].sort()).toEqual([...TITLES].sort());
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Play all' }).click();
    const upNext = dialog(page).getByRole('list', { name: 'Up next' });
    // The keyboard moves the last one up by one: Space lifts, the arrow moves, Space drops.
    const handle = upNext.getByRole('button', { name: `Move “${TITLES[3]}”`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    // dnd-kit's keyboard sensor listens for the arrows from a timer after the lift.
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await page.getByText(`“${TITLES[3]}” moved to position 2 of 3.`).waitFor();
    await page.keyboard.press('Space');
    await page.getByText(`“${TITLES[3]}” dropped at position 2 of 3.`).waitFor();
    await expect
      .poll(() => upNext.getByRole('listitem').allTextContents())
      .toEqual([TITLES[1], TITLES[3], TITLES[2]]);
    await upNext.getByRole('button', { name: `Remove “${TITLES[1]}” from the queue` }).click();
    await expect
      .poll(() => upNext.getByRole('listitem').allTextContents())
      .toEqual([TITLES[3], TITLES[2]]);
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    expect(await playingTitle(page)).toBe(TITLES[3]);
  });
});

const PHONE: OpenOptions['device'] = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
};

describe('the player on a phone', () => {
  it('fills the screen, and Up next is a sheet', async () => {
    const account = await seeded();
    const page = await browser.open({ session: account.session, device: PHONE });
    await fakeYouTubeImages(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Play all' }).click();
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    // Nothing of the page scrolls sideways under it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await dialog(page).getByRole('button', { name: 'Up next (3)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Up next' });
    expect(await sheet.getByRole('listitem').allTextContents()).toEqual(TITLES.slice(1));
    await sheet.getByRole('button', { name: TITLES[2], exact: true }).click();
    await expect.poll(() => playingTitle(page)).toBe(TITLES[2]);
  });
});

describe.runIf(process.env.SCREENSHOTS === '1')('screenshots for docs/screenshots/', () => {
  it('player-queue.png: a collection played in order, Up next below the player', async () => {
    const account = await createAccount(server.url);
    const talks = [
      ['Designing for people who skim', 'Interface Talks'],
      ['The quiet power of defaults', 'Interface Talks'],
      ['Why your undo should never lie', 'Interface Talks'],
      ['Colour for people who cannot see it', 'Interface Talks'],
    ];
    const ids = talks.map(([title, channel], index) => {
      const id = ytId(60 + index);
      oembed().respondWith(id, { json: { title, author_name: channel } });
      return id;
    });
    await seedLibraryInOrder(server.url, account, { Unsorted: ids.map(ytUrl) });
    const page = await browser.open({
      session: account.session,
      device: { viewport: { width: 1280, height: 900 } },
    });
    await fakeYouTubeImages(page, 'colour');
    await page.goto('/');
    await page.getByRole('button', { name: 'Play all' }).click();
    await dialog(page).getByRole('combobox', { name: 'Speed' }).waitFor();
    await mkdir('docs/screenshots', { recursive: true });
    await page.screenshot({ path: 'docs/screenshots/player-queue.png', animations: 'disabled' });
  });
});
