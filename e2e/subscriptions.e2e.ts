import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOembed, type FakeOembed } from '@server/test-support/fake-oembed';
import {
  startFakeYouTube,
  type FakeChannel,
  type FakeVideo,
  type FakeYouTube,
} from '@server/test-support/fake-youtube';
import { createAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import {
  collection,
  expectCollectionCount,
  headerCount,
  headerTitle,
  videoCard,
  waitForLibrary,
} from './support/library-screen';
import { shownCards } from './support/library-order';
import { waitForPath } from './support/navigation';
import { useServer } from './support/server';
import { sidebar } from './support/sidebar';
import { fakeYouTubeImages } from './support/thumbnails';

// docs/product/subscriptions.md: following a channel from the Subscriptions screen, its new
// videos arriving in "Inbox" by themselves, a refused address, and managing what is followed.
// YouTube is a local fake (its handle pages and feeds), checked every 5 s; its oEmbed too, so
// the new videos' details lookups stay offline.

let youtube: FakeYouTube | undefined;
let oembed: FakeOembed | undefined;
beforeAll(async () => {
  youtube = await startFakeYouTube();
  oembed = await startFakeOembed();
});
const fakeYouTube = (): FakeYouTube => {
  if (!youtube) throw new Error('The fake YouTube is not started yet.');
  return youtube;
};
const fakeOembed = (): FakeOembed => {
  if (!oembed) throw new Error('The fake oEmbed server is not started yet.');
  return oembed;
};
// Registered after the fakes' beforeAll, so they are up when the server starts.
const server = useServer(() => ({
  YOUTUBE_FEED_URL: fakeYouTube().feedUrl,
  YOUTUBE_PAGE_URL: fakeYouTube().url,
  YOUTUBE_OEMBED_URL: fakeOembed().url,
  SUBSCRIPTION_POLL_SECONDS: '5',
}));
afterAll(async () => {
  await Promise.all([youtube?.close(), oembed?.close()]);
});
const browser = useBrowser(server);

let made = 0;
/** A channel of the fake, with ids no other test uses: 'UC' + 22 characters, videos 11. */
function fakeChannel(handle: string, title: string, videoTitles: readonly string[]): FakeChannel {
  made += 1;
  const tag = `${handle.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}${made}`;
  const channel: FakeChannel = {
    id: `UC${tag.padEnd(22, 'x')}`,
    handle,
    title,
    videos: videoTitles.map((videoTitle, index) => fakeVideo(tag, index, videoTitle)),
  };
  fakeYouTube().channel(channel);
  return channel;
}

/** A video of the channel tagged `tag`, published `n` days before 2025-06-30 (the first newest). */
function fakeVideo(tag: string, n: number, title: string): FakeVideo {
  return {
    id: `${tag.slice(0, 7)}${String(n).padStart(4, '0')}`.padEnd(11, 'v').slice(0, 11),
    title,
    published: new Date(Date.UTC(2025, 5, 30 - n)).toISOString(),
  };
}

const followUrl = (channel: FakeChannel) => `https://www.youtube.com/@${channel.handle}`;

/** Signed in on the Subscriptions screen, reached through the sidebar as a user would. */
async function openSubscriptions(account: Account): Promise<Page> {
  const page = await browser.open({ session: account.session });
  // The library's cards load YouTube's images, which are answered in the page.
  await fakeYouTubeImages(page);
  await page.goto('/');
  await waitForLibrary(page);
  await sidebar(page).getByRole('link', { name: 'Subscriptions', exact: true }).click();
  await waitForPath(page, '/subscriptions');
  await headerTitle(page)
    .filter({ hasText: /^Subscriptions$/ })
    .waitFor();
  return page;
}

const addressField = (page: Page) =>
  page.getByRole('textbox', { name: 'Channel, playlist or feed address', exact: true });

const previewButton = (page: Page) => page.getByRole('button', { name: 'Preview', exact: true });

const subscriptionList = (page: Page) => page.getByRole('list', { name: 'Your subscriptions' });

/** A followed source's row, named by its title. */
const row = (page: Page, title: string) =>
  subscriptionList(page).getByRole('listitem', { name: title, exact: true });

/** The row's "Status: …" line, as one text. */
const statusOf = (page: Page, title: string) =>
  row(page, title)
    .getByText(/^Status:/)
    .textContent();

/** Not paused: before or after its first check (one 5 s interval after the follow). */
const ACTIVE_STATUS = /^Status: (?:Waiting for its first check|OK)$/;

/** A toast's own text, exactly. */
const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });

/** Follows the channel through the API: the screens that manage it have it to show. */
async function followViaApi(account: Account, channel: FakeChannel): Promise<void> {
  const response = await fetch(`${server.url}/api/subscriptions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${account.session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ url: followUrl(channel) }),
  });
  expect(response.status).toBe(201);
}

describe('subscriptions', () => {
  it('follows a channel by its @handle address, and its next video arrives in "Inbox" without a reload', async () => {
    const channel = fakeChannel('knifeskills', 'Knife Skills', [
      'Dicing an onion',
      'Sharpening on a whetstone',
      'Julienne carrots',
    ]);
    const account = await createAccount(server.url);
    const page = await openSubscriptions(account);
    await page.getByText("You don't follow anything yet.", { exact: true }).waitFor();

    await addressField(page).fill(followUrl(channel));
    await previewButton(page).click();

    const preview = page.getByRole('region', { name: 'Knife Skills', exact: true });
    await preview.waitFor();
    expect(await preview.getByRole('heading', { level: 3 }).textContent()).toBe('Knife Skills');
    expect(await preview.getByText('YouTube channel', { exact: true }).count()).toBe(1);
    const newest = preview.getByRole('list', { name: 'Newest videos' }).getByRole('link');
    expect(await newest.allTextContents()).toEqual([
      'Dicing an onion',
      'Sharpening on a whetstone',
      'Julienne carrots',
    ]);
    const target = page.getByRole('combobox', { name: 'New videos go to', exact: true });
    expect(await target.textContent()).toBe('Inbox (new collection)');

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await toastText(page, 'Following Knife Skills.').waitFor();
    // The form is ready for the next address; the preview went with the follow.
    await preview.waitFor({ state: 'detached' });
    expect(await addressField(page).inputValue()).toBe('');

    const followed = row(page, 'Knife Skills');
    await followed.waitFor();
    expect(await followed.getByText('YouTube channel', { exact: true }).count()).toBe(1);
    expect(
      await followed.getByRole('link', { name: 'Knife Skills', exact: true }).getAttribute('href'),
    ).toBe(`https://www.youtube.com/channel/${channel.id}`);
    // The first check comes one interval (5 s) after the follow; the list is read again meanwhile.
    await expect.poll(() => statusOf(page, 'Knife Skills'), { timeout: 20_000 }).toBe('Status: OK');

    // "Inbox" was made by the follow, and nothing the feed listed then was added.
    await collection(page, 'Inbox').click();
    await waitForPath(page, '/');
    await headerTitle(page)
      .filter({ hasText: /^Inbox$/ })
      .waitFor();
    await expectCollectionCount(page, 'Inbox', 0);
    // A mark on the window: still there at the end means the page was never reloaded.
    await page.evaluate(() => void ((window as { notReloaded?: boolean }).notReloaded = true));

    const fresh = fakeVideo(channel.id.slice(2), 99, 'Filleting a mackerel');
    fresh.published = new Date().toISOString();
    fakeOembed().respondWith(fresh.id, {
      json: { title: fresh.title, author_name: channel.title },
    });
    fakeYouTube().publish(channel.id, fresh);

    // The next check (within about 5 s) adds it; the library's pushed version brings it here.
    await videoCard(page, 'Filleting a mackerel').waitFor({ timeout: 20_000 });
    await expectCollectionCount(page, 'Inbox', 1);
    await headerCount(page, '1 video').waitFor();
    expect(await shownCards(page)).toEqual(['Filleting a mackerel']);
    expect(
      await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true),
    ).toBe(true);
  });

  it('says under the field why an address cannot be followed, until it is edited', async () => {
    fakeChannel('realchannel', 'A Real Channel', ['Only video']);
    const account = await createAccount(server.url);
    const page = await openSubscriptions(account);
    // The refusal is a 422, which Chromium logs as a failed resource.
    browser.consoleErrors.allowFailedRequest('/api/subscriptions/preview', 422);

    await addressField(page).fill('https://www.youtube.com/@nobody-here');
    await previewButton(page).click();

    const reason = page.getByRole('form', { name: 'Preview a feed' }).getByRole('alert');
    await reason.waitFor();
    expect(await reason.textContent()).toBe('No YouTube channel was found at this address.');
    expect(await addressField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await addressField(page).getAttribute('aria-describedby')).toBe(
      await reason.getAttribute('id'),
    );
    // Nothing to follow was offered.
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);

    // Editing the address puts the reason away.
    await addressField(page).fill('https://www.youtube.com/@realchannel');
    await reason.waitFor({ state: 'detached' });
    expect(await addressField(page).getAttribute('aria-invalid')).toBeNull();
    await previewButton(page).click();
    await page.getByRole('region', { name: 'A Real Channel', exact: true }).waitFor();
  });

  it('pauses and resumes a subscription, and unfollows it once confirmed', async () => {
    const bread = fakeChannel('breadbakers', 'Bread Bakers', ['Sourdough starter']);
    const soup = fakeChannel('souplab', 'Soup Lab', ['Miso soup']);
    const account = await createAccount(server.url);
    await followViaApi(account, bread);
    await followViaApi(account, soup);
    const page = await openSubscriptions(account);
    const list = subscriptionList(page);
    await row(page, 'Soup Lab').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);

    // Pause: the row says so, offers Resume, and nothing can be checked meanwhile.
    await page.getByRole('button', { name: 'Pause Bread Bakers', exact: true }).click();
    const resume = page.getByRole('button', { name: 'Resume Bread Bakers', exact: true });
    await resume.waitFor();
    expect(await statusOf(page, 'Bread Bakers')).toBe('Status: Paused');
    expect(
      await page.getByRole('button', { name: 'Check now Bread Bakers', exact: true }).isDisabled(),
    ).toBe(true);
    // The other subscription is untouched.
    expect(await statusOf(page, 'Soup Lab')).toMatch(ACTIVE_STATUS);

    // Resume, from the keyboard: the button keeps the focus and turns back into Pause.
    await resume.focus();
    await page.keyboard.press('Enter');
    const pause = page.getByRole('button', { name: 'Pause Bread Bakers', exact: true });
    await pause.waitFor();
    expect(await pause.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(() => statusOf(page, 'Bread Bakers')).toMatch(ACTIVE_STATUS);
    expect(
      await page.getByRole('button', { name: 'Check now Bread Bakers', exact: true }).isDisabled(),
    ).toBe(false);

    // Unfollow asks first; Escape keeps it.
    const unfollow = page.getByRole('button', { name: 'Unfollow Bread Bakers', exact: true });
    await unfollow.click();
    const confirm = page.getByRole('alertdialog', { name: 'Unfollow?' });
    await confirm.waitFor();
    await confirm
      .getByText(
        'New videos from “Bread Bakers” stop arriving. The videos it already added stay in your library.',
        { exact: true },
      )
      .waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(2);

    // Confirmed: the row goes, the other stays, and the focus goes to the list's heading.
    await unfollow.click();
    await confirm.getByRole('button', { name: 'Unfollow', exact: true }).click();
    await toastText(page, 'Unfollowed Bread Bakers.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await row(page, 'Bread Bakers').waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(1);
    await row(page, 'Soup Lab').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('You follow');

    // The server has it so too: a reload shows the same list.
    await page.reload();
    await row(page, 'Soup Lab').waitFor();
    expect(await subscriptionList(page).getByRole('listitem').count()).toBe(1);
  });
});
