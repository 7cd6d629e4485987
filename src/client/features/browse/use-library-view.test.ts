import { describe, expect, it } from 'vitest';
import { aCollection } from '@shared/test-support/library-test-data';
import { addTargetOf } from './use-library-view';

const unsorted = aCollection({ id: 'c1', name: 'Unsorted', isDefault: true, position: 'a1' });
const work = aCollection({ id: 'c2', name: 'Work', position: 'a0' });

describe('addTargetOf', () => {
  it('adds to the selected collection', () => {
    expect(addTargetOf([work, unsorted], work)).toBe('c2');
  });

  it('falls back to "Unsorted", then to the first collection, then to none', () => {
    expect(addTargetOf([work, unsorted], null)).toBe('c1');
    expect(addTargetOf([work], null)).toBe('c2');
    expect(addTargetOf([], null)).toBeNull();
  });
});
