import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagKey, tagNameProblem } from '@shared/tag-name';
import { parseSearch, tagQuery } from './search-query';

describe('the search query', () => {
  it('takes tag terms out of the free text', () => {
    expect(parseSearch('Solo tag:Jazz')).toEqual({
      text: 'solo',
      tags: ['jazz'],
      unavailable: false,
    });
    expect(parseSearch('live tag:"At home"  set')).toEqual({
      text: 'live set',
      tags: ['at home'],
      unavailable: false,
    });
    expect(parseSearch('tag:a tag:"b \\"c\\""')).toEqual({
      text: '',
      tags: ['a', 'b "c"'],
      unavailable: false,
    });
    // Only at a word's start; an empty name is no term.
    expect(parseSearch('hashtag:x')).toEqual({ text: 'hashtag:x', tags: [], unavailable: false });
    expect(parseSearch('tag:"" x')).toEqual({ text: 'x', tags: [], unavailable: false });
    // Without a term the text is the query as typed, its inner spaces kept.
    expect(parseSearch(' a  b ')).toEqual({ text: 'a  b', tags: [], unavailable: false });
  });

  it('takes is:unavailable out of the free text, as a word of its own', () => {
    expect(parseSearch('is:unavailable')).toEqual({ text: '', tags: [], unavailable: true });
    expect(parseSearch('talk  IS:Unavailable tag:x')).toEqual({
      text: 'talk',
      tags: ['x'],
      unavailable: true,
    });
    expect(parseSearch('this:unavailable')).toMatchObject({ unavailable: false });
    expect(parseSearch('is:unavailables')).toMatchObject({ unavailable: false });
  });

  it('writes a term for every tag name that reads back as that tag', () => {
    expect(tagQuery('Jazz')).toBe('tag:Jazz');
    expect(tagQuery('Live at home')).toBe('tag:"Live at home"');
    expect(tagQuery('say "hi"\\')).toBe('tag:"say \\"hi\\"\\\\"');
    const name = fc
      .string({ unit: fc.constantFrom('a', 'B', ' ', '"', '\\', ':', 'é', 't', 'g'), minLength: 1 })
      .map((raw) => raw.trim())
      .filter((trimmed) => tagNameProblem(trimmed) === null);
    fc.assert(
      fc.property(name, (tag) => {
        expect(parseSearch(`${tagQuery(tag)} more`)).toEqual({
          text: 'more',
          tags: [tagKey(tag)],
          unavailable: false,
        });
      }),
    );
  });
});
