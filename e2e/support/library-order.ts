import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Library } from '@shared/contracts/library';
import { createAccount } from './accounts';
import { libraryViaApi, seedLibraryInOrder } from './library-api';
import { allCards } from './library-screen';

// The order of collections and cards, as the screen shows it and as the server keeps it.

/** A link seeded as https://NAME.example.com/ is titled by its host. */
export const linkOf = (name: string): string => `https://${name}.example.com/`;
export const titleOf = (name: string): string => `${name}.example.com`;

export function shownCollections(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('button', { name: /^(?!Options for )/ })
    .allTextContents();
}

export function shownCards(page: Page): Promise<string[]> {
  return allCards(page).getByRole('heading', { level: 2 }).allTextContents();
}

export async function expectShownCollections(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => shownCollections(page)).toEqual(names);
}

export async function expectShownCards(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => shownCards(page)).toEqual(names.map(titleOf));
}

export const collectionNamesOf = (library: Library): string[] =>
  library.categories.map((collection) => collection.name);

/** The titles in one collection, in the server's order. */
export function cardTitlesOf(library: Library, collectionName: string): string[] {
  const collection = library.categories.find((entry) => entry.name === collectionName);
  return library.videos
    .filter((video) => video.categoryId === collection?.id)
    .map((video) => video.title);
}

/**
 * A new account whose library the drag-and-drop tests start from: "Unsorted" holding alpha,
 * beta, gamma (in that order), "Work" holding work, and an empty "Music".
 */
export async function seedOrderedLibrary(serverUrl: string) {
  const account = await createAccount(serverUrl);
  const ids = await seedLibraryInOrder(serverUrl, account, {
    Unsorted: [linkOf('alpha'), linkOf('beta'), linkOf('gamma')],
    Work: [linkOf('work')],
    Music: [],
  });
  const { videos } = await libraryViaApi(serverUrl, account);
  const videoId = (name: string): string => {
    const video = videos.find((candidate) => candidate.title === titleOf(name));
    if (!video) throw new Error(`no seeded video ${name}`);
    return video.id;
  };
  return { account, ids, videoId };
}
