import { describe, expect, it } from 'vitest';
import { aCollection } from '@shared/test-support/library-test-data';
import {
  LAST_SAVE_COLLECTION_KEY,
  preselectedCollectionId,
  readLastCollectionId,
  rememberLastCollectionId,
} from './last-collection';
import type { KeyValueStore } from '@client/lib/key-value-store';

const unsorted = aCollection({ id: 'c1', name: 'Unsorted', isDefault: true, position: 'a1' });
const music = aCollection({ id: 'c2', name: 'Music', position: 'a0' });
const talks = aCollection({ id: 'c3', name: 'Talks', position: 'a2' });

function memoryStore(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const blocked: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('the collection the share screen preselects', () => {
  it('is the remembered one while it exists', () => {
    expect(preselectedCollectionId([music, unsorted, talks], 'c3')).toBe('c3');
  });

  it('falls back to "Unsorted" when none is remembered, or it was deleted', () => {
    expect(preselectedCollectionId([music, unsorted, talks], null)).toBe('c1');
    expect(preselectedCollectionId([music, unsorted], 'c3')).toBe('c1');
  });

  it('falls back to the first collection without "Unsorted", and to none without any', () => {
    expect(preselectedCollectionId([music, talks], 'gone')).toBe('c2');
    expect(preselectedCollectionId([], 'c2')).toBeNull();
  });
});

describe('remembering it', () => {
  it('keeps the id under vidshelf-last-save-collection', () => {
    const store = memoryStore();
    expect(readLastCollectionId(() => store)).toBeNull();
    rememberLastCollectionId('c2', () => store);
    expect(store.items.get('vidshelf-last-save-collection')).toBe('c2');
    expect(LAST_SAVE_COLLECTION_KEY).toBe('vidshelf-last-save-collection');
    expect(readLastCollectionId(() => store)).toBe('c2');
  });

  it('remembers nothing, and throws nothing, where storage is blocked or absent', () => {
    expect(readLastCollectionId(() => blocked)).toBeNull();
    expect(() => rememberLastCollectionId('c2', () => blocked)).not.toThrow();
    expect(readLastCollectionId(() => null)).toBeNull();
  });
});
