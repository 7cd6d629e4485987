import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOembed, type FakeOembed } from '@server/test-support/fake-oembed';
import { startServerProcess, type ServerProcess } from '@server/test-support/server-process';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { chooseImportFile, importCard } from './support/import-card';
import {
  allCards,
  collection,
  headerCount,
  headerTitle,
  searchBox,
  videoCard,
} from './support/library-screen';
import { waitForPath } from './support/navigation';
import type { E2eServer } from './support/server';
import { waitForSettings } from './support/settings-screen';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/availability.md: the sweep looks saved videos up again; one YouTube now answers
// 404 for is marked "Unavailable" on its card and counted in the notice above the videos, which
// shows them (`is:unavailable`) and, once dismissed, stays gone. YouTube's oEmbed is a local fake.
//
// The sweep looks only at videos saved over a day ago, so they come from an export saved in 2025
// (an import of a Vidshelf export looks nothing up: the file's details are kept). At 600 lookups a
// minute a turn comes every second, and a new account's walk starts within ten turns' time; the
// tab hears of the mark through the library's pushed changes.

let oembed: FakeOembed | undefined;
let dataDir: string | undefined;
let running: ServerProcess | undefined;
const serverEnv = () => ({
  DATA_DIR: dataDir!,
  YOUTUBE_OEMBED_URL: oembed!.url,
  // A turn (10 lookups) a second.
  AVAILABILITY_CHECKS_PER_MINUTE: '600',
});
beforeAll(async () => {
  oembed = await startFakeOembed();
  dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-e2e-availability-'));
  running = await startServerProcess(serverEnv());
});
afterAll(async () => {
  try {
    const result = await running?.stop('SIGTERM');
    expect(result?.code, `The server did not shut down cleanly:\n${result?.stderr}`).toBe(0);
  } finally {
    await oembed?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});
const server: E2eServer = {
  get url() {
    if (!running) throw new Error('The server is not started yet.');
    return running.url;
  },
};
const browser = useBrowser(server);

const REMOVED = { id: 'avlRemoved1', title: 'Sourdough starter, day one' };
const KEPT = { id: 'avlKeptOne1', title: 'Miso soup in ten minutes' };
const EXPORT_NAME = 'vidshelf-links-export-2025-06-01.json';

/** A Vidshelf export of these videos, saved in March 2025, in no collection (so Unsorted). */
const exportOf = (videos: Array<typeof REMOVED>) =>
  JSON.stringify({
    exportedAt: '2025-06-01T09:00:00.000Z',
    user: { id: '00000000-0000-4000-8000-000000000000', email: 'old@example.com' },
    categories: [],
    videos: videos.map(({ id, title }, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i + 1}`,
      title,
      url: `https://www.youtube.com/watch?v=${id}`,
      description: '',
      channelName: 'Kitchen',
      categoryId: null,
      createdAt: '2025-03-01T10:00:00.000Z',
    })),
  });

/** The sweep's notice above the videos: the live region with its "Dismiss notice". */
const notice = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.getByRole('button', { name: 'Dismiss notice', exact: true }) });

const unavailableMark = (page: Page, title: string) =>
  videoCard(page, title).getByText('Unavailable', { exact: true });

describe('availability', () => {
  it('marks a video its site removed and counts it in a notice that shows it; dismissed, the notice stays gone', async () => {
    const account = await createAccount(server.url);
    const page = await browser.open({ session: account.session });
    await fakeYouTubeImages(page);
    // YouTube now says this one is gone: the sweep finds it at the account's first turn.
    oembed!.respondWith(REMOVED.id, { status: 404, text: 'Not Found' });

    // Brought in through Settings → Import, saved dates kept.
    await page.goto('/settings');
    await waitForSettings(page);
    await chooseImportFile(page, EXPORT_NAME, exportOf([REMOVED, KEPT]), 'application/json');
    await importCard(page).getByText(`From ${EXPORT_NAME} (Vidshelf export)`).waitFor();
    await importCard(page).getByRole('button', { name: 'Import', exact: true }).click();
    await importCard(page).getByText(`Finished importing ${EXPORT_NAME}.`).waitFor();
    await collection(page, 'Unsorted').click();
    await waitForPath(page, '/');
    await videoCard(page, REMOVED.title).waitFor();
    await videoCard(page, KEPT.title).waitFor();
    // A mark on the window: still there later means the page was never reloaded.
    await page.evaluate(() => void ((window as { notReloaded?: boolean }).notReloaded = true));

    const found = notice(page);
    await found
      .getByText('1 video became unavailable.', { exact: true })
      .waitFor({ timeout: 30_000 });
    await unavailableMark(page, REMOVED.title).waitFor();
    expect(await unavailableMark(page, KEPT.title).count()).toBe(0);
    // With the day it was noticed, in the default date format (MM/DD/YYYY).
    const today = new Date();
    const day = (n: number) => String(n).padStart(2, '0');
    expect(
      await videoCard(page, REMOVED.title).locator('[data-slot="unavailable-mark"]').textContent(),
    ).toBe(
      `Unavailable since ${day(today.getMonth() + 1)}/${day(today.getDate())}/${today.getFullYear()}`,
    );
    // Above the videos.
    const noticeBox = (await found.boundingBox())!;
    const firstCard = (await allCards(page).first().boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(firstCard.y);
    expect(
      await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true),
    ).toBe(true);

    await found.getByRole('button', { name: 'Show unavailable videos', exact: true }).click();
    await headerTitle(page)
      .filter({ hasText: /^Search Results$/ })
      .waitFor();
    await headerCount(page, '1 video matching "is:unavailable"').waitFor();
    expect(await searchBox(page).inputValue()).toBe('is:unavailable');
    expect(await allCards(page).getByRole('heading').allTextContents()).toEqual([REMOVED.title]);

    // Dismissed: the notice goes, the mark stays.
    await found.getByRole('button', { name: 'Dismiss notice', exact: true }).click();
    await found.waitFor({ state: 'detached' });
    expect(await unavailableMark(page, REMOVED.title).count()).toBe(1);

    // And stays gone after a reload: the server's notice is empty, the video still marked.
    const noticeRead = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/availability/notice' &&
        response.request().method() === 'GET',
    );
    await page.reload();
    expect(await (await noticeRead).json()).toEqual({ count: 0, noticedAt: null });
    await unavailableMark(page, REMOVED.title).waitFor();
    expect(await notice(page).count()).toBe(0);
  });
});
