import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ExportFileSchema } from '@shared/contracts/export';
import { bookmarksFileName, EXPORT_MESSAGES, exportFileName } from '@shared/export-file';
import { createAccount } from './support/accounts';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { holdRequests } from './support/hold-requests';
import { libraryViaApi, seedLibraryInOrder } from './support/library-api';
import { SERVER_ERROR, toast } from './support/library-screen';
import { useServer } from './support/server';
import { waitForSettings } from './support/settings-screen';
import { EXPORTED_VIDEO_FIELDS } from '@server/test-support/export-fields';

// docs/product/screens-and-routes.md Data Export, entities.md "Export file", errors.md and
// limits.md: the server's file, downloaded as it is.
const server = useServer();
const browser = useBrowser(server);

const saveDir = await mkdtemp(join(tmpdir(), 'vidshelf-e2e-export-'));
afterAll(() => rm(saveDir, { recursive: true, force: true }));

const exportButton = (page: Page, name: 'Export Links' | 'Exporting...' = 'Export Links') =>
  page.getByRole('button', { name, exact: true });

async function openSettings() {
  const account = await createAccount(server.url);
  const page = await browser.open({ session: account.session });
  await page.goto('/settings');
  await waitForSettings(page);
  return { account, page };
}

describe('Export Links', () => {
  it('downloads every link in library order as a dated, 2-space indented JSON file', async () => {
    const { account, page } = await openSettings();
    await seedLibraryInOrder(server.url, account, {
      Unsorted: ['https://first.example.com/1'],
      Music: ['https://song.example.com/a', 'https://song.example.com/b'],
      Talks: ['https://talk.example.com/x'],
    });
    const library = await libraryViaApi(server.url, account);

    const download = page.waitForEvent('download');
    await exportButton(page).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(exportFileName(new Date()));
    expect(file.suggestedFilename()).toMatch(/^vidshelf-links-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = join(saveDir, file.suggestedFilename());
    await file.saveAs(path);
    await toast(page, EXPORT_MESSAGES.success).waitFor();

    const text = await readFile(path, 'utf8');
    const parsed: unknown = JSON.parse(text);
    expect(text).toBe(JSON.stringify(parsed, null, 2));
    const exported = ExportFileSchema.parse(parsed);
    expect(Object.keys(exported)).toEqual(['exportedAt', 'user', 'categories', 'videos']);
    expect(exported.user).toEqual({
      id: account.session.user.id,
      email: account.session.user.email,
    });
    expect(Math.abs(Date.parse(exported.exportedAt) - Date.now())).toBeLessThan(60_000);
    expect(exported.categories.map((collection) => collection.name)).toEqual([
      'Unsorted',
      'Music',
      'Talks',
    ]);
    expect(exported.videos.map((video) => video.id)).toEqual(library.videos.map((v) => v.id));
    expect(exported.videos.map((video) => video.url)).toEqual([
      'https://first.example.com/1',
      'https://song.example.com/a',
      'https://song.example.com/b',
      'https://talk.example.com/x',
    ]);
    for (const video of exported.videos) {
      // The seven fields of docs/product/entities.md in order, then the watch state
      // (docs/product/watch-later-and-player.md).
      expect(Object.keys(video)).toEqual(EXPORTED_VIDEO_FIELDS);
      const saved = library.videos.find((v) => v.id === video.id);
      expect(video).toMatchObject({
        title: saved?.title,
        categoryId: saved?.categoryId,
        createdAt: saved?.createdAt,
        watchedAt: null,
      });
    }

    // The same links as a bookmark file, collections as folders, for any browser.
    const bookmarks = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Bookmarks (HTML)', exact: true }).click();
    const htmlFile = await bookmarks;
    expect(htmlFile.suggestedFilename()).toBe(bookmarksFileName(new Date()));
    const htmlPath = join(saveDir, htmlFile.suggestedFilename());
    await htmlFile.saveAs(htmlPath);
    const html = await readFile(htmlPath, 'utf8');
    expect(html.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    expect(html.match(/<H3 [^>]*>([^<]*)<\/H3>/g)?.map((h3) => h3.replace(/<[^>]+>/g, ''))).toEqual(
      ['Unsorted', 'Music', 'Talks'],
    );
    expect(html.match(/HREF="([^"]*)"/g)).toEqual([
      'HREF="https://first.example.com/1"',
      'HREF="https://song.example.com/a"',
      'HREF="https://song.example.com/b"',
      'HREF="https://talk.example.com/x"',
    ]);
  });

  it('says "Exporting..." while the file is on its way', async () => {
    const { page } = await openSettings();
    const release = await holdRequests(page, '**/api/export');
    const download = page.waitForEvent('download');

    await exportButton(page).click();
    await exportButton(page, 'Exporting...').waitFor();
    expect(await exportButton(page, 'Exporting...').isDisabled()).toBe(true);
    release();
    await download;
    await exportButton(page).waitFor();
    await toast(page, EXPORT_MESSAGES.success).waitFor();
  });

  it('says it failed when the server does, and downloads nothing', async () => {
    const { page } = await openSettings();
    browser.consoleErrors.allowFailedRequest('/api/export', 500);
    browser.consoleErrors.allowMessage(/^Exporting the links failed/);
    await page.route('**/api/export', (route) => route.fulfill(SERVER_ERROR));
    let downloads = 0;
    page.on('download', () => (downloads += 1));

    await exportButton(page).click();
    await errorToast(page, EXPORT_MESSAGES.failed).waitFor();
    await exportButton(page).waitFor();
    expect(downloads).toBe(0);
  });

  it('says why not when the server refuses for now (two downloads under way), and downloads nothing', async () => {
    const { page } = await openSettings();
    const message =
      'You already have 2 downloads under way (exports or import reports). Try again when one has finished.';
    browser.consoleErrors.allowFailedRequest('/api/export', 429);
    await page.route('**/api/export', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '10' },
        body: JSON.stringify({ error: { code: 'rate_limited', message } }),
      }),
    );
    let downloads = 0;
    page.on('download', () => (downloads += 1));

    await exportButton(page).click();
    await errorToast(page, message).waitFor();
    await exportButton(page).waitFor();
    expect(downloads).toBe(0);
  });

  it('asks the user to sign in when the server no longer knows the session', async () => {
    const { page } = await openSettings();
    browser.consoleErrors.allowFailedRequest('/api/export', 401);
    await page.route('**/api/export', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'session_missing', message: 'Sign in first.' } }),
      }),
    );

    await exportButton(page).click();
    await errorToast(page, EXPORT_MESSAGES.signedOut).waitFor();
  });
});
