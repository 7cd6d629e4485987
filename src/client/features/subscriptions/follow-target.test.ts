import { describe, expect, it } from 'vitest';
import type { Collection } from '@shared/contracts/library';
import { chosenTarget, collectionIdOf, NEW_INBOX, targetOptions, rowTarget } from './follow-target';

const collection = (id: string, name: string, isDefault = false): Collection => ({
  id,
  name,
  color: null,
  position: 'a0',
  isDefault,
});
const unsorted = collection('u', 'Unsorted', true);
const talks = collection('t', 'Talks');
const inbox = collection('i', 'Inbox');

describe('where new videos of a feed go', () => {
  it('offers to make the Inbox first, and picks it, while there is none', () => {
    expect(targetOptions([unsorted, talks]).map((option) => option.name)).toEqual([
      'Inbox (new collection)',
      'Unsorted',
      'Talks',
    ]);
    expect(chosenTarget(null, [unsorted, talks])).toBe(NEW_INBOX);
    expect(collectionIdOf(NEW_INBOX)).toBeNull();
  });

  it('picks the Inbox there is, whatever its case, and offers no second one', () => {
    expect(targetOptions([unsorted, inbox, talks]).map((option) => option.name)).toEqual([
      'Unsorted',
      'Inbox',
      'Talks',
    ]);
    expect(chosenTarget(null, [unsorted, inbox])).toBe('i');
    expect(chosenTarget(null, [unsorted, collection('l', 'inbox')])).toBe('l');
    expect(chosenTarget(null, [unsorted, collection('z', 'In\u200Bbox')])).toBe('z');
    expect(collectionIdOf('i')).toBe('i');
  });

  it('keeps the collection picked while it exists', () => {
    expect(chosenTarget('t', [unsorted, talks])).toBe('t');
    expect(chosenTarget('t', [unsorted])).toBe(NEW_INBOX);
    expect(chosenTarget(NEW_INBOX, [unsorted, inbox])).toBe('i');
  });
});

describe('where a subscription’s new videos may be sent', () => {
  const sendsTo = (collectionId: string | null) => ({
    collectionId,
    collectionName: collectionId && 'Inbox',
  });

  it('is any collection, its own first while the library does not hold it yet', () => {
    expect(rowTarget(sendsTo('t'), [unsorted, talks])).toEqual({
      value: 't',
      options: [unsorted, talks],
    });
    expect(rowTarget(sendsTo('new'), [unsorted, talks])).toEqual({
      value: 'new',
      options: [{ id: 'new', name: 'Inbox' }, unsorted, talks],
    });
  });

  it('is the Inbox once its collection was deleted, made on first use', () => {
    expect(rowTarget(sendsTo(null), [unsorted, inbox])).toEqual({
      value: 'i',
      options: [unsorted, inbox],
    });
    expect(rowTarget(sendsTo(null), [unsorted])).toEqual({
      value: NEW_INBOX,
      options: [{ id: NEW_INBOX, name: 'Inbox (new collection)' }, unsorted],
    });
  });
});
