import type { Collection, Library, Video } from '@shared/contracts/library';
import type { Account } from './accounts';

// The library API called from Node with the user's bearer token: fast set-up for the screen.

async function call<T>(
  serverUrl: string,
  account: Account,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${serverUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${account.session.access_token}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} failed (${response.status}): ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export function libraryViaApi(serverUrl: string, account: Account): Promise<Library> {
  return call<Library>(serverUrl, account, 'GET', '/api/library');
}

export async function unsortedId(serverUrl: string, account: Account): Promise<string> {
  const { categories: collections } = await libraryViaApi(serverUrl, account);
  const unsorted = collections.find((collection) => collection.isDefault);
  if (!unsorted) throw new Error('The user has no Unsorted collection.');
  return unsorted.id;
}

export function createCollectionViaApi(
  serverUrl: string,
  account: Account,
  name: string,
): Promise<Collection> {
  return call<Collection>(serverUrl, account, 'POST', '/api/categories', { name });
}

export function addVideoViaApi(
  serverUrl: string,
  account: Account,
  url: string,
  collectionId: string,
): Promise<Video> {
  return call<Video>(serverUrl, account, 'POST', '/api/videos', { url, categoryId: collectionId });
}

export function updateVideoViaApi(
  serverUrl: string,
  account: Account,
  id: string,
  values: { title: string; url: string; categoryId: string; note?: string; tags?: string[] },
): Promise<Video> {
  return call<Video>(serverUrl, account, 'PATCH', `/api/videos/${id}`, values);
}

/** Another device's drop: the video goes right after `afterId` (null: first) in `categoryId`. */
export function moveVideoViaApi(
  serverUrl: string,
  account: Account,
  id: string,
  move: { categoryId: string; afterId: string | null },
): Promise<Video> {
  return call<Video>(serverUrl, account, 'POST', `/api/videos/${id}/move`, move);
}

/** An 11-character YouTube id made from a number, e.g. ytId(3) → "e2eVideo003". */
export const ytId = (n: number): string => `e2eVideo${String(n).padStart(3, '0')}`;
export const ytUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

/** Creates the named collections (Unsorted exists) with these links in each; returns name → id. */
export async function seedLibrary(
  serverUrl: string,
  account: Account,
  layout: Record<string, string[]>,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = { Unsorted: await unsortedId(serverUrl, account) };
  for (const [name, urls] of Object.entries(layout)) {
    ids[name] ??= (await createCollectionViaApi(serverUrl, account, name)).id;
    for (const url of urls) await addVideoViaApi(serverUrl, account, url, ids[name]);
  }
  return ids;
}

/** seedLibrary with each collection's links listed in display order (each add goes first). */
export function seedLibraryInOrder(
  serverUrl: string,
  account: Account,
  layout: Record<string, string[]>,
): Promise<Record<string, string>> {
  const reversed = Object.entries(layout).map(([name, urls]) => [name, [...urls].reverse()]);
  return seedLibrary(serverUrl, account, Object.fromEntries(reversed));
}

/**
 * Whether a URL is the page reading its library: in full, or (holding one) what changed since
 * (docs/product/local-copy-and-sync.md).
 */
export const isLibraryRead = (url: string): boolean =>
  ['/api/library', '/api/library/changes'].includes(new URL(url).pathname);

/**
 * Whether a URL asks what changed since the library the page holds
 * (docs/product/local-copy-and-sync.md).
 */
export const isLibraryChanges = (url: string): boolean =>
  new URL(url).pathname === '/api/library/changes';
