import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Account } from './support/accounts';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { drive, fakeState, playerFrame, useServerWithFakePlayers } from './support/fake-players';
import {
  libraryViaApi,
  seedLibraryInOrder,
  updateVideoViaApi,
  ytId,
  ytUrl,
} from './support/library-api';
import { cardAction, focusedCard, toast, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/watching.md#player: the in-app player talks to the site's player through its API
// (here a local fake of each that speaks the same messages, on an origin of its own), saves where
// the person is, offers to resume on any device, and marks a finished video watched.
const { server, players } = useServerWithFakePlayers();
const browser = useBrowser(server);

const ID = ytId(18);
const TITLE = `Video ${ID}`;
const SILENT = ytId(19);
beforeAll(() => players().lasts(ID, 1200));

async function seeded(): Promise<Account> {
  const account = await createAccount(server.url);
  await seedLibraryInOrder(server.url, account, {
    Unsorted: [ytUrl(ID), 'https://vimeo.com/76979871', 'https://page.example.com/', ytUrl(SILENT)],
  });
  return account;
}

async function open(account: Account, before?: (page: Page) => Promise<unknown>) {
  const { page } = await openLibrary(server, browser, {
    account,
    before: async (page) => {
      await fakeYouTubeImages(page);
      await before?.(page);
    },
  });
  await videoCard(page, TITLE).waitFor();
  return page;
}

const player = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function play(page: Page, title: string) {
  const card = videoCard(page, title);
  await card.hover();
  await card.getByRole('button', { name: 'Play', exact: true }).click();
  return player(page, title);
}

/** Escape once the panel has the focus (it takes it as it opens), then wait for it to go. */
async function closeWithEscape(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Escape');
  await player(page, title).waitFor({ state: 'detached' });
}

const positionOnServer = async (account: Account, title: string) => {
  const library = await libraryViaApi(server.url, account);
  const video = library.videos.find((shown) => shown.title === title)!;
  const response = await fetch(`${server.url}/api/videos/${video.id}/position`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  });
  return ((await response.json()) as { position: { seconds: number } | null }).position;
};

const watchedOnServer = async (account: Account, title: string) =>
  (await libraryViaApi(server.url, account)).videos.find((video) => video.title === title)!
    .watchedAt !== null;

describe('the player', () => {
  it('plays YouTube through the configured embed with its API, and Vimeo without tracking', async () => {
    const page = await open(await seeded());
    const dialog = await play(page, TITLE);
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('title')).toBe(`YouTube player: ${TITLE}`);
    expect(await frame.getAttribute('src')).toBe(
      `${players().url}/embed/${ID}?autoplay=1&rel=0&enablejsapi=1&origin=${encodeURIComponent(server.url)}`,
    );
    // The CSP lets the configured player load, and the player hears it: the speed control shows
    // once it said it is ready.
    await dialog
      .frameLocator('iframe')
      .getByText(/^youtube fake player: playing/)
      .waitFor();
    await dialog.getByRole('combobox', { name: 'Speed' }).waitFor();
    await closeWithEscape(page, TITLE);
    await expect.poll(() => focusedCard(page)).toBe(TITLE);

    await videoCard(page, 'vimeo.com').locator('[data-slot="card-image"]').click();
    const vimeo = player(page, 'vimeo.com');
    expect(await vimeo.locator('iframe').getAttribute('src')).toBe(
      `${players().url}/video/76979871?autoplay=1&dnt=1`,
    );
    await vimeo.getByRole('combobox', { name: 'Speed' }).waitFor();
    await closeWithEscape(page, 'vimeo.com');

    // A web page has no player.
    const web = videoCard(page, 'page.example.com');
    await web.hover();
    expect(await web.getByRole('button', { name: 'Play', exact: true }).count()).toBe(0);
  });

  it('traps no key: Tab goes into the site’s frame and out again, Escape closes from anywhere of ours', async () => {
    const page = await open(await seeded());
    const dialog = await play(page, TITLE);
    await dialog.getByRole('combobox', { name: 'Speed' }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'body';
        return element.tagName === 'IFRAME'
          ? 'frame'
          : (element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '');
      });
    const seen: string[] = [];
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      // Focus moving into the site's frame (another document) lands a moment after the key:
      // until then the page's body holds it, which no Tab of ours should leave it on.
      await expect.poll(focused).not.toBe('body');
      seen.push(await focused());
    }
    // The link, the site's frame, then out of it to Add note, the speed and Close, and round again.
    expect(seen[0]).toBe('Open in new tab');
    expect(seen[1]).toBe('frame');
    expect(seen[2]).toMatch(/^Add note at \d+:\d\d$/);
    expect(seen.slice(3, 6)).toEqual(['Normal', 'Close', 'Open in new tab']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await player(page, TITLE).waitFor({ state: 'detached' });
  });

  it('resumes on another device where the video was left, or starts over', async () => {
    const account = await seeded();
    let page = await open(account);
    await play(page, TITLE);
    let frame = await playerFrame(page);
    // Paused at 12:34 (the page has heard it: Add note names the moment): closing the player
    // saves it.
    await drive(frame, 'pause');
    await drive(frame, 'seek', 754);
    await page.getByRole('button', { name: 'Add note at 12:34' }).waitFor();
    await closeWithEscape(page, TITLE);
    await expect.poll(() => positionOnServer(account, TITLE)).toMatchObject({ seconds: 754 });
    await browser.closeContext();

    // Another device: a new browser with the same account.
    page = await open(account);
    let dialog = await play(page, TITLE);
    await dialog.getByText('You stopped at 12:34 of 20:00.').waitFor();
    const resume = dialog.getByRole('button', { name: 'Resume from 12:34' });
    // Resume has the focus: Enter takes it.
    await expect
      .poll(() => resume.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    frame = await playerFrame(page);
    expect((await fakeState(frame)).time).toBeGreaterThanOrEqual(754);
    await closeWithEscape(page, TITLE);

    dialog = await play(page, TITLE);
    await dialog.getByRole('button', { name: 'Start over' }).click();
    frame = await playerFrame(page);
    expect((await fakeState(frame)).time).toBeLessThan(5);
    await closeWithEscape(page, TITLE);
  });

  it('marks the video watched past 90 %, with Undo, and lets its position go', async () => {
    const account = await seeded();
    const page = await open(account);
    await play(page, TITLE);
    const frame = await playerFrame(page);
    // Saved while playing, at the next beat.
    await drive(frame, 'seek', 300);
    await expect
      .poll(async () => (await positionOnServer(account, TITLE))?.seconds ?? 0)
      .toBeGreaterThanOrEqual(300);
    // 90 % of 20:00 is 18:00.
    await drive(frame, 'pause');
    await drive(frame, 'seek', 1079);
    await expect
      .poll(async () => (await positionOnServer(account, TITLE))?.seconds ?? 0)
      .toBe(1079);
    expect(await watchedOnServer(account, TITLE)).toBe(false);
    await drive(frame, 'seek', 1081);
    await expect.poll(() => watchedOnServer(account, TITLE)).toBe(true);
    await expect.poll(() => positionOnServer(account, TITLE)).toBeNull();
    await closeWithEscape(page, TITLE);
    await toast(page, 'Marked as watched').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => watchedOnServer(account, TITLE)).toBe(false);
  });

  it('plays a note’s time from that moment, from the card and from Edit Video', async () => {
    const account = await seeded();
    const video = (await libraryViaApi(server.url, account)).videos.find(
      (shown) => shown.title === TITLE,
    )!;
    const { title, url, categoryId } = video;
    await updateVideoViaApi(server.url, account, video.id, {
      title,
      url,
      categoryId,
      note: 'the solo at 3:05',
    });
    const page = await open(account);
    await videoCard(page, TITLE)
      .getByRole('button', { name: 'Note: the solo at 3:05', exact: true })
      .click();
    await page.getByRole('button', { name: 'Play from 3:05', exact: true }).click();
    const dialog = player(page, TITLE);
    expect(await dialog.locator('iframe').getAttribute('src')).toMatch(/&start=185$/);
    let frame = await playerFrame(page);
    expect((await fakeState(frame)).time).toBeGreaterThanOrEqual(185);
    await closeWithEscape(page, TITLE);

    await cardAction(page, TITLE, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Video' });
    // What was typed stays: the player opens over the dialog, which is there again after it.
    const note = edit.getByRole('textbox', { name: 'Note' });
    await note.fill('the solo at 3:05, the bridge');
    await edit.getByRole('button', { name: 'Play from 3:05', exact: true }).click();
    frame = await playerFrame(page);
    expect((await fakeState(frame)).time).toBeGreaterThanOrEqual(185);
    await closeWithEscape(page, TITLE);
    expect(await note.inputValue()).toBe('the solo at 3:05, the bridge');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Play from 3:05');
  });

  it('adds a note at the moment playing, ready to type after it', async () => {
    const account = await seeded();
    const page = await open(account);
    const dialog = await play(page, TITLE);
    const frame = await playerFrame(page);
    await drive(frame, 'pause');
    await drive(frame, 'seek', 754);
    await dialog.getByRole('button', { name: 'Add note at 12:34' }).click();
    const note = dialog.getByRole('textbox', { name: 'Note' });
    await expect.poll(() => note.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await note.inputValue()).toBe('12:34 ');
    await page.keyboard.type('the bridge');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await note.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (await libraryViaApi(server.url, account)).videos.find((video) => video.title === TITLE)
            ?.note,
      )
      .toBe('12:34 the bridge');
    // Escape in the note leaves the note, not the player.
    await dialog.getByRole('button', { name: 'Add note at 12:34' }).click();
    await note.waitFor();
    expect(await note.inputValue()).toBe('12:34 the bridge\n12:34 ');
    await page.keyboard.press('Escape');
    await note.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await closeWithEscape(page, TITLE);
  });

  it('remembers the speed picked, for the next video and the next device', async () => {
    const account = await seeded();
    let page = await open(account);
    const dialog = await play(page, TITLE);
    await dialog.getByRole('combobox', { name: 'Speed' }).click();
    await page.getByRole('option', { name: '1.5×' }).click();
    let frame = await playerFrame(page);
    await expect.poll(async () => (await fakeState(frame)).rate).toBe(1.5);
    // A speed picked in the site's own player counts too.
    await drive(frame, 'setRate', 1.25);
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Speed' }).textContent())
      .toBe('1.25×');
    await closeWithEscape(page, TITLE);
    await browser.closeContext();

    page = await open(account);
    await play(page, 'vimeo.com');
    frame = await playerFrame(page);
    await expect.poll(async () => (await fakeState(frame)).rate).toBe(1.25);
  });

  it('says resume is not available when the player does not report, and still marks watched after 30 s', async () => {
    const account = await seeded();
    players().silent(SILENT);
    const page = await open(account, (page) => page.clock.install());
    const title = `Video ${SILENT}`;
    const dialog = await play(page, title);
    // The frame is in: its player had PLAYER_READY_TIMEOUT_MS (10 s) to speak from then.
    await dialog.locator('iframe').waitFor();
    const framedAt = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(framedAt + 500);
    await page.clock.fastForward(10_000);
    await dialog
      .getByText('Resume is not available for this video: its player does not tell where it is.')
      .waitFor();
    for (let second = 0; second < 40 && !(await watchedOnServer(account, title)); second++) {
      await page.clock.fastForward(1_000);
    }
    await expect.poll(() => watchedOnServer(account, title)).toBe(true);
    await page.clock.resume();
    await closeWithEscape(page, title);
  });
});
