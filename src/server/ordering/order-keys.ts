import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { POSITION_KEY_MAX_LENGTH } from '@shared/constants';

/*
 * Ordering keys are fractional-indexing strings compared byte-wise (COLLATE "C"): an item moves
 * by taking a key between its new neighbours', so a drop writes one row whatever the list's size.
 */

/** Where an item goes, as the keys either side of its new slot (null: the list's end). */
export interface Slot {
  before: string | null;
  after: string | null;
}

/** A key for the slot, or null when it would grow past the bound and the list needs renumbering. */
export function keyFor(slot: Slot): string | null {
  const key = generateKeyBetween(slot.before, slot.after);
  return key.length > POSITION_KEY_MAX_LENGTH ? null : key;
}

/** `count` keys in order after `last` (null: an empty list), for items appended at the end. */
export const keysAfter = (last: string | null, count: number): string[] =>
  generateNKeysBetween(last, null, count);

/**
 * `count` keys in order before `first` (null: an empty list), for items put first; null when
 * one would pass the length bound and the list needs renumbering.
 */
export function keysBefore(first: string | null, count: number): string[] | null {
  const keys = generateNKeysBetween(null, first, count);
  return keys.some((key) => key.length > POSITION_KEY_MAX_LENGTH) ? null : keys;
}

/** True when `key` already sits inside the slot: the item is where it should go. */
export const isInSlot = (key: string, slot: Slot): boolean =>
  (slot.before === null || slot.before < key) && (slot.after === null || key < slot.after);

/**
 * Fresh, short, evenly spread keys for a whole list in its new order, the moving item put
 * right after `afterId` (null: first). The other ids come in their current order.
 */
export function renumbered(
  orderedIds: readonly string[],
  movingId: string,
  afterId: string | null,
): { movingKey: string; others: Array<{ id: string; position: string }> } {
  const others = orderedIds.filter((id) => id !== movingId);
  const at = afterId === null ? 0 : others.indexOf(afterId) + 1;
  if (afterId !== null && at === 0) throw new Error(`renumbered: ${afterId} is not in the list`);
  const keys = generateNKeysBetween(null, null, others.length + 1);
  const keyAt = (index: number) => keys[index] as string;
  return {
    movingKey: keyAt(at),
    others: others.map((id, index) => ({ id, position: keyAt(index < at ? index : index + 1) })),
  };
}
