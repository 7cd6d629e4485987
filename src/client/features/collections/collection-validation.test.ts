import { describe, expect, it } from 'vitest';
import { checkCollectionName } from './collection-validation';
import { aCategory } from '@client/features/library';

const categories = [
  aCategory({ id: 'c1', name: 'Unsorted', isDefault: true }),
  aCategory({ id: 'c2', name: 'Work' }),
];

describe('checkCollectionName', () => {
  it('needs a name', () => {
    expect(checkCollectionName('   ', categories)).toEqual({ ok: false, reason: 'empty' });
    expect(checkCollectionName('\u200B\u2060 ', categories)).toEqual({
      ok: false,
      reason: 'empty',
    });
  });

  it('sees through invisible characters to a name already taken', () => {
    expect(checkCollectionName('Un\u200Bsorted', categories)).toEqual({
      ok: false,
      reason: 'taken',
    });
  });

  it('refuses a duplicate in any case, trimmed', () => {
    expect(checkCollectionName(' WORK ', categories)).toEqual({ ok: false, reason: 'taken' });
    expect(checkCollectionName('unsorted', categories)).toEqual({ ok: false, reason: 'taken' });
  });

  it('lets a collection keep or recase its own name', () => {
    expect(checkCollectionName('work', categories, 'c2')).toEqual({ ok: true, name: 'work' });
    expect(checkCollectionName('Unsorted', categories, 'c2')).toEqual({
      ok: false,
      reason: 'taken',
    });
  });

  it('hands back the trimmed name', () => {
    expect(checkCollectionName('  Music ', categories)).toEqual({ ok: true, name: 'Music' });
  });
});
