import { describe, expect, it } from 'vitest';
import type { Collection } from '@shared/contracts/library';
import { aVideo } from '@shared/test-support/library-test-data';
import { inboxUnwatched } from './inbox-unwatched';

const collection = (id: string, name: string): Collection => ({
  id,
  name,
  color: null,
  position: 'a0',
  isDefault: false,
});

describe("the Inbox's unwatched count", () => {
  it('counts the unwatched videos of the collection named Inbox (any case), only', () => {
    const collections = [collection('u', 'Unsorted'), collection('i', 'INBOX')];
    const videos = [
      aVideo({ id: '1', categoryId: 'i', watchedAt: null }),
      aVideo({ id: '2', categoryId: 'i', watchedAt: '2026-11-30T10:00:00.000Z' }),
      aVideo({ id: '3', categoryId: 'i', watchedAt: null }),
      aVideo({ id: '4', categoryId: 'u', watchedAt: null }),
    ];
    expect([...inboxUnwatched(collections, videos)]).toEqual([['i', 2]]);
  });

  it('says nothing without an Inbox, or with everything in it watched', () => {
    const watched = aVideo({ id: '1', categoryId: 'i', watchedAt: '2026-11-30T10:00:00.000Z' });
    expect(inboxUnwatched([collection('u', 'Unsorted')], [watched]).size).toBe(0);
    expect(inboxUnwatched([collection('i', 'Inbox')], [watched]).size).toBe(0);
  });
});
