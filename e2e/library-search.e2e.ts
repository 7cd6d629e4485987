import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { createAccount } from './support/accounts';
import { addVideoViaApi, createCollectionViaApi, unsortedId } from './support/library-api';
import {
  allCards,
  collection,
  expectCollectionCount,
  headerCount,
  headerTitle,
  searchBox,
  urlTotal,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/screens-and-routes.md "Header" and "Empty states", states.md "Search", validation.md
// "Search".
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

async function seededAccount() {
  const account = await createAccount(server.url);
  const unsorted = await unsortedId(server.url, account);
  const music = await createCollectionViaApi(server.url, account, 'Music');
  // Non-YouTube links: titled by their host, no metadata lookup.
  await addVideoViaApi(server.url, account, 'https://alpha.example.com/1', unsorted);
  await addVideoViaApi(server.url, account, 'https://beta.example.com/2', music.id);
  await addVideoViaApi(server.url, account, 'https://gamma.example.com/3', music.id);
  return account;
}

describe('counts, search and empty states', () => {
  it('shows per-collection counts, the header count and the URL total', async () => {
    const { page } = await openLibrary(server, browser, { account: await seededAccount() });
    await urlTotal(page, 3).waitFor();
    await expectCollectionCount(page, 'Unsorted', 1);
    await expectCollectionCount(page, 'Music', 2);

    // The first collection is selected after load: Unsorted, with one video.
    expect(await headerTitle(page).textContent()).toBe('Unsorted');
    await headerCount(page, '1 video').waitFor();
    await collection(page, 'Music').click();
    await headerTitle(page).filter({ hasText: 'Music' }).waitFor();
    await headerCount(page, '2 videos').waitFor();
    expect(await allCards(page).count()).toBe(2);
  });

  it('a query searches every collection, ignoring case', async () => {
    const { page } = await openLibrary(server, browser, { account: await seededAccount() });
    await videoCard(page, 'alpha.example.com').waitFor();

    await searchBox(page).fill('BETA');
    await headerTitle(page).filter({ hasText: 'Search Results' }).waitFor();
    await headerCount(page, '1 video matching "BETA"').waitFor();
    await videoCard(page, 'beta.example.com').waitFor();
    expect(await allCards(page).count()).toBe(1);

    // "example" matches the three, across Unsorted and Music.
    await searchBox(page).fill('example');
    await headerCount(page, /^3 videos matching/).waitFor();

    await searchBox(page).fill('nothing-like-this');
    await page.getByRole('heading', { name: 'No videos found' }).waitFor();
    await page.getByText('Try adjusting your search or browse a different category').waitFor();
    await headerCount(page, /^0 videos matching/).waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await searchBox(page).inputValue()).toBe('');
    await headerTitle(page).filter({ hasText: 'Unsorted' }).waitFor();
  });

  it('choosing a collection clears the search', async () => {
    const { page } = await openLibrary(server, browser, { account: await seededAccount() });
    await searchBox(page).fill('alpha');
    await headerTitle(page).filter({ hasText: 'Search Results' }).waitFor();

    await collection(page, 'Music').click();
    await headerTitle(page).filter({ hasText: 'Music' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('');
    await headerCount(page, '2 videos').waitFor();
  });

  it('an empty collection says so and offers Add Video', async () => {
    const { page } = await openLibrary(server, browser);
    await page.getByRole('heading', { name: 'No videos in this category' }).waitFor();
    await page.getByText('Add your first YouTube video to get started').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Add Video' }).waitFor();
    await headerCount(page, '0 videos').waitFor();
    await urlTotal(page, 0).waitFor();
  });
});
