import type { Category } from '../../../../shared/contracts/library';

export type NameCheck = { ok: true; name: string } | { ok: false; reason: 'empty' | 'taken' };

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * SPEC §5: a name is required and unique per user, case-insensitively. `renaming` leaves that
 * collection out of the comparison, so "work" may be renamed "Work".
 */
export function checkCollectionName(
  input: string,
  categories: readonly Category[],
  renaming?: string,
): NameCheck {
  const name = input.trim();
  if (name === '') return { ok: false, reason: 'empty' };
  const taken = categories.some(
    (category) => category.id !== renaming && sameName(category.name, name),
  );
  return taken ? { ok: false, reason: 'taken' } : { ok: true, name };
}
