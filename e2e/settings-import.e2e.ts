import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { holdRequests } from './support/hold-requests';
import {
  cardList,
  cardListTexts,
  chooseImportFile,
  currentImportViaApi,
  dropImportFile,
  importCard,
  importProgress,
  lineText,
} from './support/import-card';
import { createCollectionViaApi, libraryViaApi, seedLibrary } from './support/library-api';
import { collection, urlTotal } from './support/library-screen';
import { useServer } from './support/server';
import { waitForSettings } from './support/settings-screen';

// docs/product/import-export.md "The import card": a file previewed before anything is written,
// imported on the server while the card follows it, then summed up and reported. Links are not
// YouTube's, so no details are looked up in the background.
const server = useServer();
const browser = useBrowser(server);

const EXPECTED_FILES =
  'Choose a bookmarks file exported from a browser or bookmark service (HTML), a Vidshelf ' +
  'export (JSON), a YouTube playlist from Google Takeout (CSV), or a list of links, one per line.';

/** A browser's bookmarks: two folders, a link the library has, a repeat and a bookmarklet. */
const BOOKMARKS = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
    <DT><H3 ADD_DATE="1700000000">Music</H3>
    <DL><p>
        <DT><A HREF="https://vimeo.com/1001" ADD_DATE="1700000100">Song one</A>
        <DT><A HREF="https://vimeo.com/1002" ADD_DATE="1700000200">Song two</A>
    </DL><p>
    <DT><H3 ADD_DATE="1700000300">Talks</H3>
    <DL><p>
        <DT><A HREF="https://talks.example.com/a" ADD_DATE="1700000400">Talk A</A>
        <DT><A HREF="https://example.com/talk" ADD_DATE="1700000500">Saved before</A>
        <DT><A HREF="https://vimeo.com/1001" ADD_DATE="1700000600">Song one again</A>
        <DT><A HREF="javascript:alert(1)" ADD_DATE="1700000700">A bookmarklet</A>
    </DL><p>
</DL><p>
`;

async function openSettings(account: Account): Promise<Page> {
  const page = await browser.open({ session: account.session });
  await page.goto('/settings');
  await waitForSettings(page);
  // The card has read the current import (none yet) and offers the chooser.
  await importCard(page).getByRole('button', { name: 'Choose File', exact: true }).waitFor();
  return page;
}

const button = (page: Page, name: string) =>
  importCard(page).getByRole('button', { name, exact: true });

describe('Import', () => {
  it('previews a bookmarks file, imports it into its folders, and shows it again after a reload', async () => {
    const account = await createAccount(server.url);
    await seedLibrary(server.url, account, { Unsorted: ['https://example.com/talk'] });
    const page = await openSettings(account);

    await chooseImportFile(page, 'bookmarks.html', BOOKMARKS, 'text/html');
    await importCard(page).getByText('From bookmarks.html (bookmarks file)').waitFor();
    expect(await cardList(page, 'What the file holds').allInnerTexts()).toEqual([
      '6 links in 2 collections',
      '2 collections are new to your library',
      '1 already in your library',
      '1 repeats an earlier link in the file',
      '1 entry is not a web link',
      'Your plan has room for 49 more videos and 5 more collections.',
    ]);
    expect(
      await importCard(page)
        .getByRole('radio', { name: 'Keep the file’s collections' })
        .isChecked(),
    ).toBe(true);
    // Nothing is written before the import is started.
    expect((await libraryViaApi(server.url, account)).videos).toHaveLength(1);

    // The progress polls wait, so the bar is seen as the start left it.
    const release = await holdRequests(page, '**/api/imports/current');
    await button(page, 'Import').click();
    const bar = importProgress(page);
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await bar.getAttribute('aria-valuemax')).toBe('6');
    await importCard(page).getByText('0 of 6', { exact: true }).waitFor();
    release();

    await importCard(page).getByText('Finished importing bookmarks.html.').waitFor();
    expect(await cardList(page, 'Import summary').allInnerTexts()).toEqual([
      '3 links added',
      '2 duplicates skipped',
      '1 not a link',
    ]);
    // The report is its own request, answered after the summary shows.
    await cardList(page, 'Report').first().waitFor();
    expect(await cardListTexts(page, 'Report')).toEqual([
      'Added to Music\nlink 1 · Song one\nhttps://vimeo.com/1001',
      'Added to Music\nlink 2 · Song two\nhttps://vimeo.com/1002',
      'Added to Talks\nlink 3 · Talk A\nhttps://talks.example.com/a',
      'Duplicate: Already in Unsorted.\nlink 4 · Saved before\nhttps://example.com/talk',
      'Duplicate: Same link as link 1.\nlink 5 · Song one again\nhttps://vimeo.com/1001',
      'Not a link: Not a web link (only http and https links are saved).\nlink 6 · A bookmarklet\njavascript:alert(1)',
    ]);

    const library = await libraryViaApi(server.url, account);
    expect(library.categories.map((c) => c.name)).toEqual(['Unsorted', 'Music', 'Talks']);
    const urlsIn = (name: string) => {
      const id = library.categories.find((c) => c.name === name)?.id;
      return library.videos.filter((v) => v.categoryId === id).map((v) => v.url);
    };
    expect(urlsIn('Music')).toEqual(['https://vimeo.com/1001', 'https://vimeo.com/1002']);
    expect(urlsIn('Talks')).toEqual(['https://talks.example.com/a']);
    // The sidebar beside Settings was loaded again: the new collections and the new total.
    await collection(page, 'Talks').waitFor();
    await urlTotal(page, 4).waitFor();

    // A reload while it runs (its reads say so until it is cancelled): the bar is back, with
    // Cancel import; the server answers that it has finished already, and the card shows so.
    let running = true;
    await page.route('**/api/imports/current', async (route) => {
      if (!running) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { import: Record<string, any> };
      body.import.status = 'running';
      body.import.progress = { ...body.import.progress, processed: 3 };
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('3');
    await importCard(page).getByText('3 of 6', { exact: true }).waitFor();
    await page.route('**/api/imports/*/cancel', (route) => {
      running = false;
      return route.fallback();
    });
    const { id } = (await currentImportViaApi(server.url, account))!;
    browser.consoleErrors.allowFailedRequest(`/api/imports/${id}/cancel`, 409);
    await button(page, 'Cancel import').click();
    await page.getByText('This import is not running.').waitFor();
    await importCard(page).getByText('Finished importing bookmarks.html.').waitFor();
    expect(await cardList(page, 'Import summary').allInnerTexts()).toEqual([
      '3 links added',
      '2 duplicates skipped',
      '1 not a link',
    ]);
  });

  it('refuses a foreign file with the server’s reason, and imports a free plan’s share of a long list', async () => {
    const account = await createAccount(server.url);
    const inbox = await createCollectionViaApi(server.url, account, 'Inbox');
    const page = await openSettings(account);

    browser.consoleErrors.allowFailedRequest('/api/imports', 400);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('archive')]);
    await chooseImportFile(page, 'takeout.zip', zip, 'application/zip');
    const alert = importCard(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(
      `This is a ZIP archive: unzip it first, then import the file inside. ${EXPECTED_FILES}`,
    );

    const links = Array.from({ length: 120 }, (_, i) => `https://example.org/v/${i + 1}`);
    const list = `${links.join('\n')}\n`;
    await chooseImportFile(page, 'links.txt', list);
    await importCard(page).getByText('From links.txt (list of links)').waitFor();
    expect(await alert.count()).toBe(0);
    expect(await cardList(page, 'What the file holds').allInnerTexts()).toEqual([
      '120 links',
      'None already in your library',
      'Your plan has room for 50 more videos.',
      '70 links will be reported as over the plan limit. Upgrade to Pro',
    ]);
    const upgrade = importCard(page).getByRole('link', { name: 'Upgrade to Pro' });
    expect(await upgrade.getAttribute('href')).toBe('/upgrade?limit=video');

    // Cancel forgets the preview; the chooser is back, with the focus.
    await button(page, 'Cancel').click();
    const choose = button(page, 'Choose File');
    await choose.waitFor();
    await expect.poll(() => choose.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await currentImportViaApi(server.url, account)).toBeNull();

    // Again, dropped on the card this time, and everything into one collection.
    await dropImportFile(page, 'links.txt', list);
    await importCard(page).getByText('From links.txt (list of links)').waitFor();
    await importCard(page).getByRole('radio', { name: 'Put everything in one collection' }).check();
    await importCard(page).getByRole('combobox', { name: 'Collection' }).click();
    await page.getByRole('option', { name: 'Inbox', exact: true }).click();
    await button(page, 'Import').click();

    await importCard(page).getByText('Finished importing links.txt.').waitFor();
    expect(await cardList(page, 'Import summary').allInnerTexts()).toEqual([
      '50 links added',
      '70 over the plan limit Upgrade to Pro',
    ]);
    expect(await upgrade.getAttribute('href')).toBe('/upgrade');
    const library = await libraryViaApi(server.url, account);
    expect(library.videos).toHaveLength(50);
    expect(new Set(library.videos.map((video) => video.categoryId))).toEqual(new Set([inbox.id]));

    // The report, a hundred lines at a time, or only those over the limit.
    const report = cardList(page, 'Report');
    await expect.poll(() => report.count()).toBe(100);
    await button(page, 'Show more').click();
    await expect.poll(() => report.count()).toBe(120);
    expect(await button(page, 'Show more').count()).toBe(0);
    expect(await lineText(report.first())).toBe('Added to Inbox\nline 1\nhttps://example.org/v/1');
    await importCard(page).getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Over the plan limit', exact: true }).click();
    await expect.poll(() => report.count()).toBe(70);
    expect(await lineText(report.first())).toBe(
      'Over the plan limit: The free plan holds at most 50 videos. Upgrade to Pro for unlimited videos.\nline 51\nhttps://example.org/v/51',
    );

    const download = page.waitForEvent('download');
    await button(page, 'Download report').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vidshelf-import-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const rows = csv.trim().split('\n');
    expect(rows).toHaveLength(121);
    expect(rows[51]).toBe(
      '51,line 51,https://example.org/v/51,,Over the plan limit,The free plan holds at most 50 videos. Upgrade to Pro for unlimited videos.',
    );

    await button(page, 'Import another file').click();
    await choose.waitFor();
    expect(await currentImportViaApi(server.url, account)).toBeNull();
  });
});
