import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { videos } from '@server/db/schema';
import { createSafeFetcher, OutboundError } from '@server/outbound';
import { addLookedUp } from '@server/test-support/added-video';
import { answer, redirectTo, stallAfter, startFakeSite } from '@server/test-support/fake-site';
import { startFakeOembed } from '@server/test-support/fake-oembed';
import { finishedImport, startImport } from '@server/test-support/import-api';
import { signUpUser } from '@server/test-support/library-fixtures';
import { createTestApp } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { createPageMetadataReader } from './page-metadata';

const site = await startFakeSite();
const oembed = await startFakeOembed();
afterAll(() => Promise.all([site.close(), oembed.close()]));
beforeEach(() => {
  site.requests.length = 0;
  oembed.requests.length = 0;
});

const OG_PAGE = `<!doctype html><html><head>
  <meta charset="utf-8">
  <title>Fallback title</title>
  <meta property="og:title" content="Making bread at home">
  <meta property="og:site_name" content="The Bakery">
  <meta property="og:description" content="Flour, water, salt, time.">
  <meta property="og:image" content="images/loaf.jpg">
</head><body><h1>Bread</h1></body></html>`;

describe('reading a page through the safe fetcher', () => {
  const readPage = createPageMetadataReader(
    createSafeFetcher({ allowAddresses: [site.allowance] }),
  );

  it('reads its Open Graph tags, the image resolved against where the page was found', async () => {
    site.on('/short', redirectTo('/recipes/bread'));
    site.on('/recipes/bread', answer(OG_PAGE));
    expect(await readPage(`${site.url}/short`)).toEqual({
      title: 'Making bread at home',
      siteName: 'The Bakery',
      description: 'Flour, water, salt, time.',
      imageUrl: `${site.url}/recipes/images/loaf.jpg`,
    });
  });

  it('falls back to <title> and <meta name="description">', async () => {
    site.on(
      '/plain',
      answer('<head><title>A plain page</title><meta name="description" content="Plain."></head>'),
    );
    expect(await readPage(`${site.url}/plain`)).toEqual({
      title: 'A plain page',
      description: 'Plain.',
    });
  });

  it('decodes the page in the charset its Content-Type names', async () => {
    site.on(
      '/latin1',
      answer(Buffer.from('<title>Cr\u00e8me br\u00fbl\u00e9e</title>', 'latin1'), {
        'content-type': 'text/html; charset=ISO-8859-1',
      }),
    );
    expect(await readPage(`${site.url}/latin1`)).toEqual({ title: 'Crème brûlée' });
  });

  it('reads application/xhtml+xml pages too', async () => {
    site.on(
      '/xhtml',
      answer(
        '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>XHTML</title></head></html>',
        {
          'content-type': 'application/xhtml+xml',
        },
      ),
    );
    expect(await readPage(`${site.url}/xhtml`)).toEqual({ title: 'XHTML' });
  });

  // The site never finishes its answer: only a reader that stops after the head returns.
  it('stops reading once the head is over', async () => {
    site.on('/never-ends', stallAfter(`${OG_PAGE.split('<body>')[0]}<body><p>and then`));
    expect(await readPage(`${site.url}/never-ends`)).toMatchObject({
      title: 'Making bread at home',
    });
  });

  it('rejects with the fetcher’s reason when the page cannot be had', async () => {
    site.on('/image', answer('GIF89a', { 'content-type': 'image/gif' }));
    const error = await readPage(`${site.url}/image`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).reason).toBe('content_type');
  });
});

describe(`adding a web page's link through the API (${testDriver()})`, () => {
  it('saves it with the page’s own title, site name, description and image', async () => {
    site.on('/recipes/bread', answer(OG_PAGE));
    const app = await createTestApp({
      metadataFetch: 'on',
      outbound: { allowAddresses: [site.allowance] },
    });
    const user = await signUpUser(app.request);
    // The page is read once the add has answered: the video as the library then shows it.
    const res = await addLookedUp(app, user.token, {
      url: `${site.url}/recipes/bread`,
      categoryId: await user.unsortedId(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      url: `${site.url}/recipes/bread`,
      youtubeId: '',
      title: 'Making bread at home',
      channelName: 'The Bakery',
      description: 'Flour, water, salt, time.',
      // Stored; browsers get it through the server's image proxy (decision 0052).
      thumbnailUrl: `${site.url}/recipes/images/loaf.jpg`,
    });
    expect(res.body).not.toHaveProperty('imageUrl');
    expect(site.requests.map((r) => r.path)).toEqual(['/recipes/bread']);
  });

  it('reads no page by default in tests, and keeps the spec’s fallbacks', async () => {
    site.on('/recipes/bread', answer(OG_PAGE));
    const app = await createTestApp();
    const user = await signUpUser(app.request);
    // Any lookup the add would make waited out: none reads the page.
    const res = await addLookedUp(app, user.token, {
      url: `${site.url}/recipes/bread`,
      categoryId: await user.unsortedId(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: '127.0.0.1', channelName: '127.0.0.1' });
    expect(site.requests).toEqual([]);
  });
});

describe(`METADATA_FETCH=off (${testDriver()})`, () => {
  it('fetches nothing on add or in the background: links keep the fallbacks, imports stay waiting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    site.on('/recipes/bread', answer(OG_PAGE));
    const app = await createTestApp({
      metadataFetch: 'off',
      youtubeOembedUrl: oembed.url,
      outbound: { allowAddresses: [site.allowance] },
    });
    const { request, database, background } = app;
    try {
      const user = await signUpUser(request);
      const categoryId = await user.unsortedId();
      // Each add's lookups (none) waited out: the library keeps the fallbacks.
      const page = await addLookedUp(app, user.token, {
        url: `${site.url}/recipes/bread`,
        categoryId,
      });
      expect(page.status).toBe(201);
      expect(page.body).toMatchObject({
        title: '127.0.0.1',
        description: 'Content from 127.0.0.1',
        channelName: '127.0.0.1',
      });
      const video = await addLookedUp(app, user.token, {
        url: 'https://youtu.be/dQw4w9WgXcQ',
        categoryId,
      });
      expect(video.status).toBe(201);
      expect(video.body).toMatchObject({ title: 'YouTube Video', channelName: 'YouTube' });

      await startImport(request, user.token, 'links.txt', 'https://youtu.be/aaaaaaaaaaa');
      await finishedImport(request, user.token);
      background.details.wake();
      await background.details.settled();
      const imported = await database.db.system((tx) =>
        tx
          .select({ title: videos.title, pending: videos.detailsPending })
          .from(videos)
          .where(eq(videos.url, 'https://youtu.be/aaaaaaaaaaa')),
      );
      // Still waiting: should lookups be turned on again, the server looks it up then.
      expect(imported).toEqual([{ title: 'YouTube Video', pending: true }]);
      expect(site.requests).toEqual([]);
      expect(oembed.requests).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
