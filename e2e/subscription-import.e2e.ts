import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeYouTube,
  type FakeChannel,
  type FakeYouTube,
} from '@server/test-support/fake-youtube';
import { createAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForLibrary } from './support/library-screen';
import { useServer } from './support/server';

// docs/product/subscriptions.md "Move in and out": a YouTube Takeout subscriptions.csv and an
// OPML file chosen on the Subscriptions screen, previewed, followed, and listed; then the export
// downloads them as OPML. YouTube's feeds are a local fake; each file's first feed is checked at
// once (it only takes what its feed lists), the others in the next half hour.
let youtube: FakeYouTube | undefined;
beforeAll(async () => {
  youtube = await startFakeYouTube();
});
const fakeYouTube = (): FakeYouTube => {
  if (!youtube) throw new Error('The fake YouTube is not started yet.');
  return youtube;
};
const server = useServer(() => ({
  YOUTUBE_FEED_URL: fakeYouTube().feedUrl,
  YOUTUBE_PAGE_URL: fakeYouTube().url,
}));
afterAll(async () => {
  await youtube?.close();
});
const browser = useBrowser(server);

const saveDir = await mkdtemp(join(tmpdir(), 'vidshelf-e2e-subscriptions-'));
afterAll(() => rm(saveDir, { recursive: true, force: true }));

/** A channel of the fake, named as the files name it (so its first check keeps the name). */
function fakeChannel(tag: string, title: string): FakeChannel {
  const channel: FakeChannel = {
    id: `UC${tag.padEnd(22, 'q')}`,
    handle: tag,
    title,
    videos: [
      {
        id: `${tag.slice(0, 7)}0001`.padEnd(11, 'v'),
        title: `${title} video`,
        published: '2025-06-01T00:00:00.000Z',
      },
    ],
  };
  fakeYouTube().channel(channel);
  return channel;
}

async function openSubscriptions(account: Account): Promise<Page> {
  const page = await browser.open({ session: account.session });
  await page.goto('/');
  await waitForLibrary(page);
  await page.goto('/subscriptions');
  await card(page).getByRole('button', { name: 'Import subscriptions', exact: true }).waitFor();
  return page;
}

/** The Import and export card, a region named by its title. */
const card = (page: Page): Locator =>
  page.getByRole('region', { name: 'Import and export', exact: true });

async function chooseFile(page: Page, name: string, text: string, mimeType = 'text/plain') {
  await card(page)
    .getByLabel('Subscriptions file', { exact: true })
    .setInputFiles({ name, mimeType, buffer: Buffer.from(text, 'utf8') });
}

const listTexts = (page: Page, name: string) =>
  card(page).getByRole('list', { name, exact: true }).getByRole('listitem').allInnerTexts();

const subscriptionList = (page: Page) => page.getByRole('list', { name: 'Your subscriptions' });
const row = (page: Page, title: string) =>
  subscriptionList(page).getByRole('listitem', { name: title, exact: true });

describe('subscriptions moved in and out as a file', () => {
  it('imports a Takeout CSV and an OPML file, lists them, and exports them as OPML', async () => {
    const knives = fakeChannel('knives', 'Knife Skills');
    const bread = fakeChannel('breadlab', 'Bread Lab');
    const soup = fakeChannel('souplab', 'Soup Lab');
    const tea = fakeChannel('teatime', 'Tea & Time');
    const account = await createAccount(server.url);
    const page = await openSubscriptions(account);
    await page.getByText("You don't follow anything yet.", { exact: true }).waitFor();

    // A file that is no subscriptions list: the server's reason, under the chooser.
    browser.consoleErrors.allowFailedRequest('/api/subscriptions/import/preview', 400);
    await chooseFile(page, 'notes.json', '[1, 2, 3]', 'application/json');
    const refusal = card(page).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      'This JSON file is a list, not a NewPipe or FreeTube subscriptions export. Choose the subscriptions.csv of a Google Takeout of YouTube, an OPML file from a feed reader, or a subscriptions export of NewPipe (JSON) or FreeTube (profiles.db).',
    );

    // Google Takeout's subscriptions.csv: two channels and a row that names none.
    const takeout = [
      'Channel Id,Channel Url,Channel Title',
      `${knives.id},http://www.youtube.com/channel/${knives.id},Knife Skills`,
      `${bread.id},http://www.youtube.com/channel/${bread.id},Bread Lab`,
      'UCnope,http://www.youtube.com/channel/UCnope,Nope',
      '',
    ].join('\r\n');
    await chooseFile(page, 'subscriptions.csv', takeout, 'text/csv');
    await card(page)
      .getByText('From subscriptions.csv (YouTube subscriptions from Google Takeout)', {
        exact: true,
      })
      .waitFor();
    expect(await refusal.count()).toBe(0);
    expect(await listTexts(page, 'What the file holds')).toEqual([
      '2 channels and feeds in the file',
      '1 entry cannot be followed (below)',
    ]);
    expect(await listTexts(page, 'Entries not followed')).toEqual([
      'line 4: Not a YouTube channel id. (UCnope)',
    ]);
    expect(
      await card(page)
        .getByRole('combobox', { name: 'New videos go to', exact: true })
        .textContent(),
    ).toBe('Inbox (new collection)');
    // Nothing is followed before the confirm.
    expect(await subscriptionList(page).count()).toBe(0);

    await card(page)
      .getByRole('button', { name: 'Follow 2 channels and feeds', exact: true })
      .click();
    await card(page)
      .getByText('Following 2 channels and feeds. Their new videos go to Inbox.', { exact: true })
      .waitFor();
    expect(await listTexts(page, 'Import summary')).toEqual([
      'Nothing they listed before is added: only their new videos, from their first check on.',
      '1 entry could not be followed (below)',
    ]);
    await row(page, 'Knife Skills').waitFor();
    await row(page, 'Bread Lab').waitFor();

    // An OPML file from a feed reader: one channel followed already, two new, in a folder.
    const opml = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head><title>My feeds</title></head>
  <body>
    <outline text="Cooking">
      <outline type="rss" text="Knife Skills" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=${knives.id}"/>
      <outline type="rss" text="Soup Lab" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=${soup.id}"/>
    </outline>
    <outline type="rss" text="Tea &amp; Time" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=${tea.id}"/>
  </body>
</opml>
`;
    await card(page).getByRole('button', { name: 'Import another file', exact: true }).click();
    await chooseFile(page, 'feeds.opml', opml, 'text/x-opml');
    await card(page).getByText('From feeds.opml (OPML)', { exact: true }).waitFor();
    expect(await listTexts(page, 'What the file holds')).toEqual([
      '3 channels and feeds in the file',
      '1 you follow already',
    ]);
    await card(page)
      .getByRole('button', { name: 'Follow 2 channels and feeds', exact: true })
      .click();
    await card(page)
      .getByText('Following 2 channels and feeds. Their new videos go to Inbox.', { exact: true })
      .waitFor();
    expect(await listTexts(page, 'Import summary')).toEqual([
      'Nothing they listed before is added: only their new videos, from their first check on.',
      '1 you followed already',
    ]);
    await row(page, 'Soup Lab').waitFor();
    await row(page, 'Tea & Time').waitFor();
    expect(await subscriptionList(page).getByRole('listitem').count()).toBe(4);
    // The Inbox made by the first import holds nothing the feeds listed.
    const library = await fetch(`${server.url}/api/library`, {
      headers: { Authorization: `Bearer ${account.session.access_token}` },
    }).then((res) => res.json() as Promise<{ videos: unknown[]; categories: { name: string }[] }>);
    expect(library.videos).toEqual([]);
    expect(library.categories.map((c) => c.name)).toContain('Inbox');

    // The export: every subscription, as OPML, under a dated name.
    const download = page.waitForEvent('download');
    await card(page)
      .getByRole('button', { name: 'Export subscriptions (OPML)', exact: true })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vidshelf-subscriptions-\d{4}-\d{2}-\d{2}\.opml$/);
    const path = join(saveDir, file.suggestedFilename());
    await file.saveAs(path);
    const text = await readFile(path, 'utf8');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">')).toBe(
      true,
    );
    const outlines = [
      ...text.matchAll(
        /<outline type="rss" text="([^"]*)" title="[^"]*" xmlUrl="([^"]*)" htmlUrl="([^"]*)"\/>/g,
      ),
    ].map(([, title, xmlUrl, htmlUrl]) => ({ title, xmlUrl, htmlUrl }));
    const feed = (id: string) => `${fakeYouTube().feedUrl}?channel_id=${id}`;
    expect(outlines.sort((a, b) => a.title!.localeCompare(b.title!))).toEqual([
      {
        title: 'Bread Lab',
        xmlUrl: feed(bread.id),
        htmlUrl: `https://www.youtube.com/channel/${bread.id}`,
      },
      {
        title: 'Knife Skills',
        xmlUrl: feed(knives.id),
        htmlUrl: `https://www.youtube.com/channel/${knives.id}`,
      },
      {
        title: 'Soup Lab',
        xmlUrl: feed(soup.id),
        htmlUrl: `https://www.youtube.com/channel/${soup.id}`,
      },
      {
        title: 'Tea &amp; Time',
        xmlUrl: feed(tea.id),
        htmlUrl: `https://www.youtube.com/channel/${tea.id}`,
      },
    ]);
  });
});
