import { describe, expect, it } from 'vitest';
import { collectionNameKey, isBlankName, sameCollectionName } from './collection-name';

describe('collection names', () => {
  it('counts a name of spaces or invisible characters as blank', () => {
    for (const name of [
      '',
      '   ',
      '\u200B',
      '\u200B\u200C\u200D\u2060\uFEFF',
      ' \u00AD ',
      '\u202E\u2066',
      '\uFE0F',
      '\u{E0041}',
    ]) {
      expect(isBlankName(name), JSON.stringify(name)).toBe(true);
    }
    for (const name of ['a', ' Music ', '🎵', '\u200BMusic', '.']) {
      expect(isBlankName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('meets "Unsorted" whatever invisible characters, case or width dress it in', () => {
    for (const name of [
      'Unsorted',
      'unsorted',
      ' UNSORTED ',
      'Un\u200Bsorted',
      '\uFEFFUnsorted\u200D',
      'Uns\u00ADorted',
      'Unsorted\u202C',
      'Ｕｎｓｏｒｔｅｄ',
    ]) {
      expect(sameCollectionName(name, 'Unsorted'), JSON.stringify(name)).toBe(true);
    }
  });

  it('keeps names apart that a reader tells apart', () => {
    for (const [a, b] of [
      ['Unsorted', 'Un sorted'],
      ['Music', 'Musik'],
      ['Live', 'Live 2'],
      ['résumé', 'resume'],
    ] as const) {
      expect(sameCollectionName(a, b), `${a} / ${b}`).toBe(false);
    }
  });

  it('folds case beyond ASCII, the same on every database', () => {
    expect(collectionNameKey('ÜBER')).toBe(collectionNameKey('über'));
    expect(collectionNameKey('ΣΟΦΙΑ')).toBe(collectionNameKey('σοφια'));
  });

  it('meets the names PostgreSQL’s lower() holds equal in a Unicode locale, and more', () => {
    for (const [a, b] of [
      ['İstanbul', 'istanbul'],
      ['ISTANBUL', 'ıstanbul'],
      ['ΟΔΟΣ', 'οδοσ'],
      ['Straße', 'STRASSE'],
      ['\u212Aelvin', 'kelvin'],
    ] as const) {
      expect(collectionNameKey(a), `${a} / ${b}`).toBe(collectionNameKey(b));
    }
  });
});
