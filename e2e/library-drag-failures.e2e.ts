import { describe, expect, it } from 'vitest';
import { errorToast } from './support/auth-screen';
import { useBrowser } from './support/browser';
import { holdRequests } from './support/hold-requests';
import { expectAnnouncement, MOVE_CONFLICT, pointerDrag, watchWrites } from './support/drag';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi, moveVideoViaApi } from './support/library-api';
import {
  cardTitlesOf,
  collectionNamesOf,
  expectShownCards,
  expectShownCollections,
  titleOf,
  seedOrderedLibrary,
} from './support/library-order';
import {
  collection,
  expectCollectionCount,
  SERVER_ERROR,
  videoCard,
} from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/states.md and errors.md: a drop shows at once; a refused move puts the item back
// where it was and says so in the spec's words. Moves reach the server one at a time, in drop
// order.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

describe('a move the server refuses', () => {
  it('puts the collections back in their order: "Failed to reorder categories."', async () => {
    const { account, ids } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    browser.consoleErrors.allowFailedRequest(`/api/categories/${ids.Music}/move`, 409);
    const release = await holdRequests(page, '**/move', (route) => route.fulfill(MOVE_CONFLICT));

    await pointerDrag(page, collection(page, 'Music'), collection(page, 'Unsorted'), {
      whileOver: () => expectAnnouncement(page, 'Collection Music is over position 1 of 3.'),
    });
    await expectShownCollections(page, ['Music', 'Unsorted', 'Work']);
    release();
    await errorToast(page, 'Failed to reorder categories.').waitFor();
    await expectShownCollections(page, ['Unsorted', 'Work', 'Music']);
    expect(collectionNamesOf(await libraryViaApi(server.url, account))).toEqual([
      'Unsorted',
      'Work',
      'Music',
    ]);
  });

  it('puts a video back in its collection: "Failed to move video to category."', async () => {
    const { account, videoId } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    browser.consoleErrors.allowFailedRequest(`/api/videos/${videoId('beta')}/move`, 500);
    const release = await holdRequests(page, '**/move', (route) => route.fulfill(SERVER_ERROR));

    await pointerDrag(page, videoCard(page, titleOf('beta')), collection(page, 'Work'), {
      whileOver: () => expectAnnouncement(page, 'Video beta.example.com is over collection Work.'),
    });
    await expectShownCards(page, ['alpha', 'gamma']);
    await expectCollectionCount(page, 'Work', 2);
    release();
    await errorToast(page, 'Failed to move video to category.').waitFor();
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);
    await expectCollectionCount(page, 'Work', 1);
    await expectCollectionCount(page, 'Unsorted', 3);
    expect(cardTitlesOf(await libraryViaApi(server.url, account), 'Work')).toEqual([
      titleOf('work'),
    ]);
  });

  it('puts a video back in its place: "Failed to save video order."', async () => {
    const { account, videoId } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    browser.consoleErrors.allowFailedRequest(`/api/videos/${videoId('alpha')}/move`, 409);
    const release = await holdRequests(page, '**/move', (route) => route.fulfill(MOVE_CONFLICT));

    await pointerDrag(page, videoCard(page, titleOf('alpha')), videoCard(page, titleOf('gamma')), {
      whileOver: () => expectAnnouncement(page, 'Video alpha.example.com is over position 3 of 3.'),
    });
    await expectShownCards(page, ['beta', 'gamma', 'alpha']);
    release();
    await errorToast(page, 'Failed to save video order.').waitFor();
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);
    expect(cardTitlesOf(await libraryViaApi(server.url, account), 'Unsorted')).toEqual(
      ['alpha', 'beta', 'gamma'].map(titleOf),
    );
  });
});

describe('a drop on a screen another device made stale', () => {
  it('is refused by the server, undone, and the screen reloads the server’s order', async () => {
    const { account, ids, videoId } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);
    // Meanwhile another device moves alpha to Work; this screen still shows it in Unsorted.
    await moveVideoViaApi(server.url, account, videoId('alpha'), {
      categoryId: ids.Work!,
      afterId: null,
    });
    browser.consoleErrors.allowFailedRequest(`/api/videos/${videoId('gamma')}/move`, 409);

    // gamma onto beta: "right after alpha", which is no longer in Unsorted.
    await pointerDrag(page, videoCard(page, titleOf('gamma')), videoCard(page, titleOf('beta')), {
      whileOver: () => expectAnnouncement(page, 'Video gamma.example.com is over position 2 of 3.'),
    });
    await errorToast(page, 'Failed to save video order.').waitFor();
    await expectShownCards(page, ['beta', 'gamma']);
    await expectCollectionCount(page, 'Work', 2);
    expect(cardTitlesOf(await libraryViaApi(server.url, account), 'Unsorted')).toEqual(
      ['beta', 'gamma'].map(titleOf),
    );
  });
});

describe('drops in quick succession', () => {
  it('are sent one at a time, in drop order, each against the order the one before left', async () => {
    const { account, videoId } = await seedOrderedLibrary(server.url);
    const { page } = await openLibrary(server, browser, { account });
    const writes = watchWrites(page);
    const release = await holdRequests(page, '**/move', (route) => route.continue());

    await pointerDrag(page, videoCard(page, titleOf('alpha')), videoCard(page, titleOf('gamma')), {
      whileOver: () => expectAnnouncement(page, 'Video alpha.example.com is over position 3 of 3.'),
    });
    await expectShownCards(page, ['beta', 'gamma', 'alpha']);
    await pointerDrag(page, videoCard(page, titleOf('beta')), videoCard(page, titleOf('alpha')), {
      whileOver: () => expectAnnouncement(page, 'Video beta.example.com is over position 3 of 3.'),
    });
    await expectShownCards(page, ['gamma', 'alpha', 'beta']);
    // The second waits for the first's answer before it is sent.
    expect(writes).toEqual([`POST /api/videos/${videoId('alpha')}/move`]);

    release();
    await expect.poll(() => writes.length).toBe(2);
    expect(writes[1]).toBe(`POST /api/videos/${videoId('beta')}/move`);
    await expect
      .poll(async () => cardTitlesOf(await libraryViaApi(server.url, account), 'Unsorted'))
      .toEqual(['gamma', 'alpha', 'beta'].map(titleOf));
    await expectShownCards(page, ['gamma', 'alpha', 'beta']);
  });
});
