import { STORAGE_PREFIX } from '@shared/constants';
import type { Collection } from '@shared/contracts/library';
import { browserStore } from '@client/lib/key-value-store';

/**
 * The collection last saved into from the share screen, kept in this browser. Defined here, not
 * in @shared/constants' STORAGE_KEYS: only this screen reads it.
 */
export const LAST_SAVE_COLLECTION_KEY = `${STORAGE_PREFIX}last-save-collection`;

/** The remembered collection id, or null when none was kept or storage is blocked. */
export function readLastCollectionId(store = browserStore): string | null {
  try {
    return store()?.getItem(LAST_SAVE_COLLECTION_KEY) ?? null;
  } catch {
    return null; // Blocked storage: nothing remembered.
  }
}

export function rememberLastCollectionId(id: string, store = browserStore): void {
  try {
    store()?.setItem(LAST_SAVE_COLLECTION_KEY, id);
  } catch {
    // Blocked storage (a private window, say): the next visit starts from Unsorted.
  }
}

/**
 * What the screen preselects: the remembered collection while it still exists, else "Unsorted",
 * else the first collection; null while there are none (the library is still loading).
 */
export function preselectedCollectionId(
  collections: readonly Collection[],
  rememberedId: string | null,
): string | null {
  const remembered = collections.find((collection) => collection.id === rememberedId);
  return (
    (remembered ?? collections.find((collection) => collection.isDefault) ?? collections[0])?.id ??
    null
  );
}
