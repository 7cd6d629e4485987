import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import {
  libraryViaApi,
  seedLibraryInOrder,
  updateVideoViaApi,
  ytId,
  ytUrl,
} from './support/library-api';
import { cardAction, videoCard } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/watching.md#notes-that-jump-to-a-moment: the times a note names are controls that
// play the video from there, in the card's note and in Edit Video's preview of it; only for a
// video the in-app player can show. (What the player does with them is its own test's.)
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

const TITLE = `Video ${ytId(31)}`;
const PAGE = 'page.example.com';
const NOTE = 'the solo at 3:05';

async function openWithNotes(): Promise<Page> {
  const account = await createAccount(server.url);
  await seedLibraryInOrder(server.url, account, {
    Unsorted: [ytUrl(ytId(31)), `https://${PAGE}/`],
  });
  // The YouTube video's title arrives after its add (docs/decisions/0099-add-answers-at-once.md):
  // the edit below sends the title it reads, which would keep the fallback for good.
  await expect
    .poll(async () => (await libraryViaApi(server.url, account)).videos.map((v) => v.title), {
      timeout: 10_000,
    })
    .toContain(TITLE);
  for (const video of (await libraryViaApi(server.url, account)).videos) {
    const { title, url, categoryId } = video;
    const values = { title, url, categoryId, note: title === TITLE ? NOTE : 'at 3:05' };
    await updateVideoViaApi(server.url, account, video.id, values);
  }
  const { page } = await openLibrary(server, browser, {
    account,
    before: (page) => fakeYouTubeImages(page),
  });
  await videoCard(page, TITLE).waitFor();
  return page;
}

const noteView = (page: Page) => page.getByRole('dialog', { name: 'Note', exact: true });
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe('notes that jump to a moment', () => {
  it('the card’s note mark opens the note, its times “Play from …” for a video the player knows', async () => {
    const page = await openWithNotes();
    const mark = videoCard(page, TITLE).getByRole('button', { name: `Note: ${NOTE}`, exact: true });
    expect(await mark.getAttribute('aria-expanded')).toBe('false');
    await mark.click();
    const view = noteView(page);
    await view.waitFor();
    expect(await mark.getAttribute('aria-expanded')).toBe('true');
    expect(await view.locator('p').textContent()).toBe(NOTE);
    const time = view.getByRole('button', { name: 'Play from 3:05', exact: true });
    expect(await time.textContent()).toBe('3:05');
    // The focus starts on the note's first time; Escape ends the view and gives it back.
    await expect.poll(() => focusedName(page)).toBe('Play from 3:05');
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Note: ${NOTE}`);
    // The mark toggles it, from the keyboard too.
    await page.keyboard.press('Enter');
    await view.waitFor();
    await mark.click();
    await view.waitFor({ state: 'detached' });

    // Pressing and dragging in the note selects its text, never lifts the card; then one press
    // elsewhere ends the view.
    await mark.click();
    const text = await view.locator('p').boundingBox();
    await page.mouse.move(text!.x + 2, text!.y + text!.height / 2);
    await page.mouse.down();
    await page.mouse.move(text!.x + 60, text!.y + text!.height / 2, { steps: 5 });
    expect(await page.locator('[data-dragging], [data-drag-preview]').count()).toBe(0);
    await page.mouse.up();
    expect(await page.evaluate(() => getSelection()?.toString())).not.toBe('');
    await page.getByRole('heading', { level: 1 }).click();
    await view.waitFor({ state: 'detached' });

    // A web page has no player: its note's times are plain text.
    await videoCard(page, PAGE).getByRole('button', { name: 'Note: at 3:05', exact: true }).click();
    await view.waitFor();
    expect(await view.locator('p').textContent()).toBe('at 3:05');
    expect(await view.getByRole('button', { name: /^Play from/ }).count()).toBe(0);
    await view.getByRole('button', { name: 'Close', exact: true }).click();
    await view.waitFor({ state: 'detached' });
  });

  it('Edit Video previews the note once it names a time, its times “Play from …”', async () => {
    const page = await openWithNotes();
    await cardAction(page, TITLE, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Video' });
    const preview = dialog.getByRole('group', { name: 'Note preview', exact: true });
    await preview.waitFor();
    expect(await preview.textContent()).toBe(NOTE);
    await preview.getByRole('button', { name: 'Play from 3:05', exact: true }).waitFor();
    // It follows what is typed; a note without a time has no preview.
    const field = dialog.getByRole('textbox', { name: 'Note' });
    await field.fill('intro 0:30, encore at 1:02:03');
    expect(await preview.getByRole('button').allTextContents()).toEqual(['0:30', '1:02:03']);
    await preview
      .getByRole('button', { name: 'Play from 1:02:03', exact: true })
      .waitFor({ state: 'attached' });
    await field.fill('no time here');
    await preview.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A web page has no player: the preview's times are plain text.
    await cardAction(page, PAGE, 'Edit');
    await preview.waitFor();
    expect(await preview.textContent()).toBe('at 3:05');
    expect(await preview.getByRole('button').count()).toBe(0);
  });
});
