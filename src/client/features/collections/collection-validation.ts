import { isBlankName, sameCollectionName } from '@shared/collection-name';
import type { Collection } from '@shared/contracts/library';

export type NameCheck = { ok: true; name: string } | { ok: false; reason: 'empty' | 'taken' };

/**
 * docs/product/validation.md: a name is required and unique per user, case-insensitively, compared
 * as the server compares them (shared/collection-name.ts: invisible characters count for nothing).
 * `renaming` leaves that collection out of the comparison, so "work" may be renamed "Work".
 */
export function checkCollectionName(
  input: string,
  collections: readonly Collection[],
  renaming?: string,
): NameCheck {
  const name = input.trim();
  if (isBlankName(name)) return { ok: false, reason: 'empty' };
  const taken = collections.some(
    (collection) => collection.id !== renaming && sameCollectionName(collection.name, name),
  );
  return taken ? { ok: false, reason: 'taken' } : { ok: true, name };
}
