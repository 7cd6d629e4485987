import { describe, expect, it, vi } from 'vitest';
import { createLibraryApi } from '../api/library-api';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';
import { firstScreenOf } from '@client/features/browse';
import type { FirstScreen } from '@client/features/browse';
import type { KeptLibrary, LocalLibrary } from './local-library';
import { rememberedLibrary } from './remembered-library';

const stored = {
  etag: '"alice.1"',
  library: aLibrary([aCollection()], [aVideo({ title: 'Old' })]),
};
const fresh = aLibrary([aCollection()], [aVideo({ title: 'New' })]);

function fakeLocal(copy: KeptLibrary | null = null) {
  return {
    read: vi.fn(async () => copy),
    keep: vi.fn(),
    firstScreenNow: () => null,
  } satisfies LocalLibrary;
}

const answer = (status: number, etag?: string, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: etag ? { ETag: etag } : {},
  });

describe('the remembered last library', () => {
  it('restores the local copy once, and the next request asks with its ETag', async () => {
    const local = fakeLocal(stored);
    const last = rememberedLibrary('alice', local);
    const fetch = vi.fn(async () => answer(304));
    const api = createLibraryApi(fetch, last);

    expect(await last.restore()).toBe(stored.library);
    expect(await last.restore()).toBeNull();
    expect(await api.getLibrary()).toBe(stored.library);
    expect(fetch).toHaveBeenCalledWith('/api/library/changes', {
      headers: { 'If-None-Match': stored.etag },
    });
    // A 304 changes nothing: nothing to write again.
    expect(local.keep).not.toHaveBeenCalled();
  });

  it('keeps each library the server sends, with its ETag', async () => {
    const local = fakeLocal(stored);
    const last = rememberedLibrary('alice', local);
    await last.restore();
    // What changed since the copy (docs/product/local-copy-and-sync.md): its one video, renamed.
    const changes = { ...fresh, deletedIds: [] };
    const api = createLibraryApi(async () => answer(200, '"alice.2"', changes), last);

    expect(await api.getLibrary()).toEqual(fresh);
    expect(local.keep).toHaveBeenCalledWith('alice', { etag: '"alice.2"', library: fresh });
  });

  it('keeps a library the server sent while the copy was read, not the older copy', async () => {
    let readCopy = (_copy: KeptLibrary) => {};
    const local = {
      read: () => new Promise<KeptLibrary | null>((resolve) => (readCopy = resolve)),
      keep: vi.fn(),
      firstScreenNow: () => null,
    };
    const last = rememberedLibrary('alice', local);
    const restoring = last.restore();
    last.library = { etag: '"alice.2"', library: fresh };
    readCopy(stored);
    expect(await restoring).toBeNull();
    expect(last.library.library).toBe(fresh);
  });

  it('hands over the first screen while the copy is read, unless memory holds a library', async () => {
    const screen = firstScreenOf(stored.library, {});
    const local = {
      read: vi.fn(async (_userId: string, firstScreen?: (screen: FirstScreen) => void) => {
        firstScreen?.(screen);
        return stored;
      }),
      keep: vi.fn(),
      firstScreenNow: () => null,
    };
    const last = rememberedLibrary('alice', local);
    const shown: FirstScreen[] = [];
    expect(await last.restore((first) => shown.push(first))).toBe(stored.library);
    expect(shown).toEqual([screen]);

    // Memory holds the library now: nothing is read, no first screen handed over.
    expect(await last.restore((first) => shown.push(first))).toBeNull();
    expect(shown).toHaveLength(1);
    expect(local.read).toHaveBeenCalledTimes(1);
  });

  it('offers the mirrored first screen from the start, until memory holds a library', () => {
    const screen = firstScreenOf(stored.library, {});
    const local = { ...fakeLocal(stored), firstScreenNow: vi.fn(() => screen) };
    const last = rememberedLibrary('alice', local);
    expect(last.firstScreenNow()).toBe(screen);
    expect(local.firstScreenNow).toHaveBeenCalledWith('alice');
    last.library = { etag: '"alice.2"', library: fresh };
    expect(last.firstScreenNow()).toBeNull();
  });
});
