import { sameCollectionName } from '@shared/collection-name';
import { INBOX_COLLECTION_NAME } from '@shared/constants';
import type { Collection } from '@shared/contracts/library';
import { SUBSCRIPTION_MESSAGES } from './messages';

/**
 * The picker's value for "the Inbox, made on first use" (sent as a null collection): Radix's
 * select takes no empty value, and no collection's id (a uuid) looks like this.
 */
export const NEW_INBOX = 'new-inbox';

export interface TargetOption {
  id: string;
  name: string;
}

/**
 * The user's Inbox, if they have one: matched as the server matches it, as collection names are
 * unique (any case, invisible characters aside).
 */
export const inboxOf = (collections: readonly Collection[]): Collection | undefined =>
  collections.find((collection) => sameCollectionName(collection.name, INBOX_COLLECTION_NAME));

/** Where new videos may go: the collections, after "Inbox (new collection)" while there is none. */
export const targetOptions = (collections: readonly Collection[]): TargetOption[] =>
  inboxOf(collections)
    ? [...collections]
    : [{ id: NEW_INBOX, name: SUBSCRIPTION_MESSAGES.newInbox }, ...collections];

/** The option picked, while it is still offered; else the Inbox, made on first use if need be. */
export function chosenTarget(picked: string | null, collections: readonly Collection[]): string {
  const options = targetOptions(collections);
  if (picked !== null && options.some((option) => option.id === picked)) return picked;
  return inboxOf(collections)?.id ?? NEW_INBOX;
}

/** What following sends: a collection's id, or null for the Inbox it makes. */
export const collectionIdOf = (target: string): string | null =>
  target === NEW_INBOX ? null : target;

/** Where a subscription sends its new videos, and where else it may send them. */
export interface RowTarget {
  value: string;
  options: TargetOption[];
}

/**
 * Where a subscription's new videos go, among the collections. With none (its collection was
 * deleted) they go to the Inbox, made on first use, which then shows as the choice; the Inbox
 * cannot be picked back as "new" (a change names a collection). One it sends to that the library
 * read does not hold yet (an Inbox just made) is offered first.
 */
export function rowTarget(
  { collectionId, collectionName }: { collectionId: string | null; collectionName: string | null },
  collections: readonly Collection[],
): RowTarget {
  if (collectionId === null) {
    const inbox = inboxOf(collections);
    return inbox
      ? { value: inbox.id, options: [...collections] }
      : { value: NEW_INBOX, options: targetOptions(collections) };
  }
  const known = collections.some((collection) => collection.id === collectionId);
  return {
    value: collectionId,
    options: known
      ? [...collections]
      : [{ id: collectionId, name: collectionName ?? INBOX_COLLECTION_NAME }, ...collections],
  };
}
