import { describe, expect, it } from 'vitest';
import { checkCollectionName } from './collection-validation';
import { aCollection } from '@shared/test-support/library-test-data';

const collections = [
  aCollection({ id: 'c1', name: 'Unsorted', isDefault: true }),
  aCollection({ id: 'c2', name: 'Work' }),
];

describe('checkCollectionName', () => {
  it('needs a name', () => {
    expect(checkCollectionName('   ', collections)).toEqual({ ok: false, reason: 'empty' });
    expect(checkCollectionName('\u200B\u2060 ', collections)).toEqual({
      ok: false,
      reason: 'empty',
    });
  });

  it('sees through invisible characters to a name already taken', () => {
    expect(checkCollectionName('Un\u200Bsorted', collections)).toEqual({
      ok: false,
      reason: 'taken',
    });
  });

  it('refuses a duplicate in any case, trimmed', () => {
    expect(checkCollectionName(' WORK ', collections)).toEqual({ ok: false, reason: 'taken' });
    expect(checkCollectionName('unsorted', collections)).toEqual({ ok: false, reason: 'taken' });
  });

  it('lets a collection keep or recase its own name', () => {
    expect(checkCollectionName('work', collections, 'c2')).toEqual({ ok: true, name: 'work' });
    expect(checkCollectionName('Unsorted', collections, 'c2')).toEqual({
      ok: false,
      reason: 'taken',
    });
  });

  it('hands back the trimmed name', () => {
    expect(checkCollectionName('  Music ', collections)).toEqual({ ok: true, name: 'Music' });
  });
});
