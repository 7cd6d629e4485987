import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { seedLibrary } from './support/library-api';
import { expectShownCards, linkOf } from './support/library-order';
import { collection, headerCount, headerTitle } from './support/library-screen';
import { openLibrary } from './support/library-session';
import { useServer } from './support/server';

// docs/product/all-videos-and-sorting.md: All Videos above the collections shows every video; each
// view can be sorted, and the sort chosen is remembered per view, across a reload.
const server = useServer();
const browser = useBrowser(server);

const allVideos = (page: Page) =>
  page.getByRole('navigation', { name: 'Library' }).getByRole('button', { name: 'All Videos' });
const sortBox = (page: Page) => page.getByRole('combobox', { name: 'Sort videos' });

describe('All Videos and sorting', () => {
  it('shows every video newest first, sorts each view its own way and remembers it', async () => {
    const account = await createAccount(server.url);
    // Saved in this order: charlie, alpha (Unsorted), then bravo, delta (Talks).
    await seedLibrary(server.url, account, {
      Unsorted: [linkOf('charlie'), linkOf('alpha')],
      Talks: [linkOf('bravo'), linkOf('delta')],
    });
    const { page } = await openLibrary(server, browser, { account });

    await allVideos(page).click();
    await headerTitle(page).filter({ hasText: 'All Videos' }).waitFor();
    await headerCount(page, '4 videos').waitFor();
    expect(await allVideos(page).getAttribute('aria-current')).toBe('true');
    expect(await sortBox(page).inputValue()).toBe('newest');
    await expectShownCards(page, ['delta', 'bravo', 'alpha', 'charlie']);

    await sortBox(page).selectOption({ label: 'Title' });
    await expectShownCards(page, ['alpha', 'bravo', 'charlie', 'delta']);

    // A collection keeps its own order (docs/product/states.md) until the user sorts it.
    await collection(page, 'Unsorted').click();
    await headerTitle(page).filter({ hasText: 'Unsorted' }).waitFor();
    expect(await sortBox(page).inputValue()).toBe('custom');
    await expectShownCards(page, ['alpha', 'charlie']);
    await sortBox(page).selectOption({ label: 'Oldest first' });
    await expectShownCards(page, ['charlie', 'alpha']);

    // Remembered per view, across a reload.
    await page.reload();
    await collection(page, 'Unsorted').click();
    await expectShownCards(page, ['charlie', 'alpha']);
    await allVideos(page).click();
    expect(await sortBox(page).inputValue()).toBe('title');
    await expectShownCards(page, ['alpha', 'bravo', 'charlie', 'delta']);

    // Talks was never sorted: its own order.
    await collection(page, 'Talks').click();
    expect(await sortBox(page).inputValue()).toBe('custom');
    await expectShownCards(page, ['delta', 'bravo']);
  });
});
