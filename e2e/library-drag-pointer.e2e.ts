import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import {
  expectAnnouncement,
  nextMoveAnswer,
  pointerDrag,
  videoDragPreview,
  watchWrites,
} from './support/drag';
import { useServerWithFakeOembed } from './support/fake-oembed';
import { libraryViaApi } from './support/library-api';
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
  headerTitle,
  videoCard,
  waitForLibrary,
} from './support/library-screen';
import { openLibrary } from './support/library-session';

// docs/product/states.md "Drag and drop" with a real pointer: the three kinds of drop, the 8 px
// threshold, the highlight and the tilted preview; one request per drop, kept by the server and a
// reload.
const { server } = useServerWithFakeOembed();
const browser = useBrowser(server);

describe('dragging with the pointer', () => {
  it('a collection dropped on another reorders the collections, Unsorted included', async () => {
    const account = (await seedOrderedLibrary(server.url)).account;
    const { page } = await openLibrary(server, browser, { account });
    const writes = watchWrites(page);
    await expectShownCollections(page, ['Unsorted', 'Work', 'Music']);

    const answered = nextMoveAnswer(page);
    await pointerDrag(page, collection(page, 'Unsorted'), collection(page, 'Music'), {
      whileOver: () => expectAnnouncement(page, 'Collection Unsorted is over position 3 of 3.'),
    });
    await expectShownCollections(page, ['Work', 'Music', 'Unsorted']);
    await expectAnnouncement(page, 'Collection Unsorted was moved to position 3 of 3.');
    // The collection shown stays selected, though another one is first now.
    expect(await headerTitle(page).textContent()).toBe('Unsorted');
    expect((await answered).status()).toBe(200);
    expect(writes).toEqual([`POST /api/categories/${await idOf('Unsorted')}/move`]);
    expect(collectionNamesOf(await libraryViaApi(server.url, account))).toEqual([
      'Work',
      'Music',
      'Unsorted',
    ]);

    await page.reload();
    await waitForLibrary(page);
    await expectShownCollections(page, ['Work', 'Music', 'Unsorted']);

    async function idOf(name: string) {
      const { categories: collections } = await libraryViaApi(server.url, account);
      return collections.find((collection) => collection.name === name)?.id;
    }
  });

  it('a video dropped on another collection goes first there; the collection highlights', async () => {
    const account = (await seedOrderedLibrary(server.url)).account;
    const { page } = await openLibrary(server, browser, { account });
    const writes = watchWrites(page);
    const beta = (await libraryViaApi(server.url, account)).videos.find(
      (video) => video.title === titleOf('beta'),
    )!;

    const answered = nextMoveAnswer(page);
    await pointerDrag(page, videoCard(page, titleOf('beta')), collection(page, 'Work'), {
      whileOver: async () => {
        await expectAnnouncement(page, 'Video beta.example.com is over collection Work.');
        expect(await collection(page, 'Work').getAttribute('data-drop-target')).toBe('true');
        expect(
          await collection(page, 'Work').evaluate((button) => getComputedStyle(button).boxShadow),
        ).not.toBe('none');
        expect(await collection(page, 'Music').getAttribute('data-drop-target')).toBeNull();
        // The preview is tilted and lifted; the card left in the grid dims.
        const preview = await videoDragPreview(page).evaluate((element) => {
          const style = getComputedStyle(element);
          return { rotate: style.rotate, scale: style.scale, ariaHidden: element.ariaHidden };
        });
        expect(preview).toEqual({ rotate: '3deg', scale: '1.05', ariaHidden: 'true' });
        expect(
          await videoCard(page, titleOf('beta')).evaluate((card) => getComputedStyle(card).opacity),
        ).toBe('0.4');
      },
    });
    await expectAnnouncement(page, 'Video beta.example.com was moved to collection Work.');
    await expectShownCards(page, ['alpha', 'gamma']);
    await expectCollectionCount(page, 'Unsorted', 2);
    await expectCollectionCount(page, 'Work', 2);
    expect(await collection(page, 'Work').getAttribute('data-drop-target')).toBeNull();
    expect((await answered).status()).toBe(200);
    expect(writes).toEqual([`POST /api/videos/${beta.id}/move`]);

    const library = await libraryViaApi(server.url, account);
    expect(cardTitlesOf(library, 'Work')).toEqual([titleOf('beta'), titleOf('work')]);
    expect(cardTitlesOf(library, 'Unsorted')).toEqual([titleOf('alpha'), titleOf('gamma')]);

    await page.reload();
    await waitForLibrary(page);
    await collection(page, 'Work').click();
    await headerTitle(page).filter({ hasText: 'Work' }).waitFor();
    await expectShownCards(page, ['beta', 'work']);
  });

  it('a video dropped on another of its collection reorders that collection', async () => {
    const account = (await seedOrderedLibrary(server.url)).account;
    const { page } = await openLibrary(server, browser, { account });
    const writes = watchWrites(page);
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);

    const answered = nextMoveAnswer(page);
    // Held by its title, a link (docs/product/keyboard-shortcuts.md#title-links): the card is
    // dragged, not the browser's link.
    const title = videoCard(page, titleOf('alpha')).getByRole('heading').getByRole('link');
    await pointerDrag(page, title, videoCard(page, titleOf('gamma')), {
      whileOver: () => expectAnnouncement(page, 'Video alpha.example.com is over position 3 of 3.'),
    });
    await expectShownCards(page, ['beta', 'gamma', 'alpha']);
    expect(page.context().pages()).toHaveLength(1);
    expect((await answered).status()).toBe(200);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^POST \/api\/videos\/[0-9a-f-]+\/move$/);
    expect(cardTitlesOf(await libraryViaApi(server.url, account), 'Unsorted')).toEqual(
      ['beta', 'gamma', 'alpha'].map(titleOf),
    );

    await page.reload();
    await waitForLibrary(page);
    await expectShownCards(page, ['beta', 'gamma', 'alpha']);
  });

  it('a video dropped on its own collection stays where it was', async () => {
    const { page } = await openLibrary(server, browser, {
      account: (await seedOrderedLibrary(server.url)).account,
    });
    const writes = watchWrites(page);
    await pointerDrag(page, videoCard(page, titleOf('beta')), collection(page, 'Unsorted'), {
      whileOver: async () => {
        await expectAnnouncement(
          page,
          'Video beta.example.com is over its own collection Unsorted.',
        );
        expect(await collection(page, 'Unsorted').getAttribute('data-drop-target')).toBeNull();
      },
    });
    await expectAnnouncement(page, 'Video beta.example.com was dropped where it was.');
    await expectShownCards(page, ['alpha', 'beta', 'gamma']);
    expect(writes).toEqual([]);
  });

  it('a press that moves less than 8 px is a click, not a drag', async () => {
    const { page } = await openLibrary(server, browser, {
      account: (await seedOrderedLibrary(server.url)).account,
    });
    const writes = watchWrites(page);
    const box = (await collection(page, 'Work').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 5, y + 4, { steps: 5 });
    await page.mouse.up();

    await headerTitle(page).filter({ hasText: 'Work' }).waitFor();
    await expectShownCards(page, ['work']);
    await expectShownCollections(page, ['Unsorted', 'Work', 'Music']);
    expect(await page.locator('[data-drag-preview]').count()).toBe(0);
    expect(writes).toEqual([]);
  });
});
