import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { expectAnnouncement, nextMoveAnswer, pointerDrag, watchWrites } from './support/drag';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, seedLibraryInOrder } from './support/library-api';
import { cardTitlesOf, linkOf, shownCards, titleOf } from './support/library-order';
import {
  collection,
  expectCollectionCount,
  headerTitle,
  searchBox,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/states.md: search results mix collections, so a drop there does not reorder; a card
// dragged from them to a sidebar collection still moves there.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

async function searching() {
  const account = await createAccount(server.url);
  await seedLibraryInOrder(server.url, account, {
    Unsorted: [linkOf('alpha'), linkOf('beta')],
    Work: [linkOf('gamma')],
    Music: [],
  });
  const { page } = await openLibrary(server, browser, { account });
  await searchBox(page).fill('example');
  await headerTitle(page).filter({ hasText: 'Search Results' }).waitFor();
  await videoCard(page, titleOf('gamma')).waitFor();
  return { page, account };
}

describe('dragging in search results', () => {
  it('a card dropped on another card changes nothing', async () => {
    const { page } = await searching();
    const before = await shownCards(page);
    const writes = watchWrites(page);

    await pointerDrag(page, videoCard(page, titleOf('alpha')), videoCard(page, titleOf('beta')), {
      // No card is a drop target here: it is never announced as over one.
      whileOver: () => expectAnnouncement(page, 'Picked up video alpha.example.com.'),
    });
    await expectAnnouncement(page, 'Video alpha.example.com was dropped where it was.');
    expect(await shownCards(page)).toEqual(before);
    expect(writes).toEqual([]);
  });

  it('a card dropped on a sidebar collection moves there', async () => {
    const { page, account } = await searching();
    const writes = watchWrites(page);
    const answered = nextMoveAnswer(page);

    await pointerDrag(page, videoCard(page, titleOf('beta')), collection(page, 'Music'), {
      whileOver: () => expectAnnouncement(page, 'Video beta.example.com is over collection Music.'),
    });
    await expectCollectionCount(page, 'Music', 1);
    await expectCollectionCount(page, 'Unsorted', 1);
    expect((await answered).status()).toBe(200);
    expect(writes).toHaveLength(1);
    expect(cardTitlesOf(await libraryViaApi(server.url, account), 'Music')).toEqual([
      titleOf('beta'),
    ]);
    // Still a search result: the search ignores collections.
    await videoCard(page, titleOf('beta')).waitFor();
    expect(await searchBox(page).inputValue()).toBe('example');
  });
});
