import { generateNKeysBetween } from 'fractional-indexing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collections, videos } from '@server/db/schema';
import { createUsersService } from '@server/features/users';
import { uniqueEmail } from './support/accounts';
import { signInViaApi } from '@server/test-support/auth-api';
import { useBrowser } from './support/browser';
import {
  collection,
  headerTitle,
  searchBox,
  videoCard,
  waitForLibrary,
} from './support/library-screen';
import { useServerOnPreparedData } from './support/prepared-data';
import { fakeYouTubeImages } from './support/thumbnails';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';
import { collectionNameKey } from '@shared/collection-name';

// docs/product/security.md "Markup stays text" (XSS): whatever a library holds is data. Markup in
// titles, channel names and collection names shows as text; links with javascript:, data: or
// vbscript: schemes never become links and never open. The API refuses such URLs, so the library is
// written straight into the database, as an older version or a hand edit could have left it: the
// screen must hold on its own.

/** Each payload, if it ever ran, would record itself here (or raise a dialog). */
const ran = (tag: string) => `window.__xss=(window.__xss||[]).concat('${tag}')`;

const COLLECTION_NAMES = [`<img src=x onerror="${ran('collection')}">`, 'javascript:alert(1)'];

interface HostileVideo {
  title: string;
  url: string;
  channelName: string;
  thumbnailUrl: string | null;
}

const HOSTILE_VIDEOS: HostileVideo[] = [
  {
    title: `<script>${ran('title')}</script>Script title`,
    url: `javascript:${ran('url')}`,
    channelName: `<b onmouseover="${ran('channel')}">Bold channel</b>`,
    thumbnailUrl: `javascript:${ran('thumbnail')}`,
  },
  {
    title: 'Data link',
    url: `data:text/html,<script>${ran('data')}</script>`,
    channelName: `<svg onload="${ran('svg')}"></svg>`,
    thumbnailUrl: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${ran('svg-img')}"/>`,
  },
  { title: 'VBScript link', url: 'vbscript:msgbox("vb")', channelName: 'VB', thumbnailUrl: null },
  {
    title: 'Mixed-case link',
    url: `  JaVaScRiPt:${ran('mixed-case')}`,
    channelName: 'Mixed',
    thumbnailUrl: null,
  },
  {
    title: `"><img src=x onerror="${ran('attribute')}">`,
    url: `https://example.com/"><script>${ran('in-url')}</script>`,
    channelName: `' onfocus='${ran('quote')}' autofocus x='`,
    thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"><img src=x>',
  },
];

const email = uniqueEmail('hostile');
const server = useServerOnPreparedData(async (db) => {
  const user = await createUsersService(db).create(email, STRONG_PASSWORD);
  await db.system(async (tx) => {
    const [unsorted] = await tx.select().from(collections);
    const collectionKeys = generateNKeysBetween(unsorted!.position, null, COLLECTION_NAMES.length);
    const created = await tx
      .insert(collections)
      .values(
        COLLECTION_NAMES.map((name, i) => ({
          userId: user.id,
          name,
          nameKey: collectionNameKey(name),
          position: collectionKeys[i]!,
        })),
      )
      .returning();
    const videoKeys = generateNKeysBetween(null, null, HOSTILE_VIDEOS.length);
    await tx.insert(videos).values(
      HOSTILE_VIDEOS.map((video, i) => ({
        ...video,
        userId: user.id,
        categoryId: created[0]!.id,
        position: videoKeys[i]!,
      })),
    );
  });
});
const browser = useBrowser(server);

/** Every link, image and frame address on the page, and the inline scripts, as the DOM has them. */
const pageAddresses = (page: Page) =>
  page.evaluate(() => ({
    links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    sources: [...document.querySelectorAll('[src]')].map((e) => e.getAttribute('src') ?? ''),
    frames: document.querySelectorAll('iframe, object, embed, svg[onload]').length,
    inlineScripts: [...document.scripts].filter((s) => !s.src).length,
    ran: (window as unknown as { __xss?: string[] }).__xss ?? [],
  }));

async function expectNothingRan(page: Page, dialogs: string[]) {
  const seen = await pageAddresses(page);
  expect(seen.ran).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(seen.inlineScripts).toBe(0);
  expect(seen.frames).toBe(0);
  for (const link of seen.links) expect(new URL(link).protocol).toMatch(/^https?:$/);
  for (const source of seen.sources) expect(source).not.toMatch(/^\s*(javascript|vbscript|data):/i);
}

describe('a library holding markup and script links', () => {
  it('shows every name as text, links only http(s), and runs nothing', async () => {
    const session = await signInViaApi(server.url, { email, password: STRONG_PASSWORD });
    const page = await browser.open({ session });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const popups: string[] = [];
    page.context().on('page', (popup) => popups.push(popup.url()));
    await fakeYouTubeImages(page);
    await page.goto('/');
    await waitForLibrary(page);

    // Collection names are text, in the sidebar and in the header once chosen.
    for (const name of COLLECTION_NAMES) await collection(page, name).waitFor();
    await collection(page, COLLECTION_NAMES[0]!).click();
    await expect.poll(() => headerTitle(page).textContent()).toBe(COLLECTION_NAMES[0]);

    // Titles and channel names are text on their cards.
    for (const video of HOSTILE_VIDEOS) {
      const card = videoCard(page, video.title);
      await card.getByRole('heading', { name: video.title, exact: true }).waitFor();
      await card.getByText(video.channelName, { exact: true }).waitFor();
    }
    await expectNothingRan(page, dialogs);

    // Only the http(s) video offers "Open in new tab"; the others cannot be opened at all.
    for (const video of HOSTILE_VIDEOS) {
      const card = videoCard(page, video.title);
      await card.hover();
      const openLinks = await card.getByRole('link', { name: 'Open in new tab' }).count();
      expect(openLinks, video.title).toBe(video.url.startsWith('https:') ? 1 : 0);
      if (!video.url.startsWith('https:')) {
        // A middle click opens a card's link in a new tab: these have none to open.
        await card
          .getByRole('heading', { name: video.title, exact: true })
          .click({ button: 'middle' });
      }
    }
    expect(popups).toEqual([]);

    // Searching for markup finds the card and still shows it as text.
    await searchBox(page).fill('<script>');
    await videoCard(page, HOSTILE_VIDEOS[0]!.title).waitFor();
    await expectNothingRan(page, dialogs);
  });
});
