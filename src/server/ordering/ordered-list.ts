import { AppError } from '@server/http/app-error';
import { isInSlot, keyFor, renumbered } from './order-keys';

/** One ordered list (a user's collections, or one collection's videos), as its repo reads it. */
export interface OrderedList {
  /** The smallest key after `before` (null: the first key), the moving item left out. */
  firstKeyAfter(before: string | null, excludeId: string): Promise<string | null>;
  /** Every id in order. */
  orderedIds(): Promise<string[]>;
  /** Rewrites these items' keys in one statement (uniqueness checked at commit). */
  writeKeys(keys: ReadonlyArray<{ id: string; position: string }>): Promise<void>;
}

export interface Placement {
  /** The item: its id, and its current key when it is in this list already. */
  id: string;
  currentKey: string | null;
  /** The item it goes right after, with that item's key; null: first. */
  after: { id: string; key: string } | null;
  /**
   * The other side of the slot, firstKeyAfter(after's key, id), when the caller read it already
   * with its checks (videos.repo's moveChecks: one exchange instead of two); read here otherwise.
   */
  nextKey?: string | null;
}

/**
 * The key the item takes in its new slot; the caller writes it to the item's row. Normally no
 * other row changes. When the key would pass the length bound, the rest of the list is renumbered
 * here, in the caller's transaction (rare: it takes many drops into one gap).
 * `changed` is false when the item already sits in that slot: nothing to write.
 */
export async function placeInList(
  list: OrderedList,
  placement: Placement,
): Promise<{ key: string; changed: boolean }> {
  const before = placement.after?.key ?? null;
  const slot = {
    before,
    after:
      placement.nextKey !== undefined
        ? placement.nextKey
        : await list.firstKeyAfter(before, placement.id),
  };
  const current = placement.currentKey;
  if (current !== null && isInSlot(current, slot)) return { key: current, changed: false };
  const key = keyFor(slot);
  if (key !== null) return { key, changed: true };

  const { movingKey, others } = renumbered(
    await list.orderedIds(),
    placement.id,
    placement.after?.id ?? null,
  );
  await list.writeKeys(others);
  return { key: movingKey, changed: true };
}

/** A drop names the item it follows; following itself means nothing (400, field `afterId`). */
export function refuseOwnNeighbour(id: string, afterId: string | null, noun: string): void {
  if (afterId !== id) return;
  throw new AppError('validation_failed', 400, `${noun} cannot follow itself.`, {
    field: 'afterId',
  });
}
