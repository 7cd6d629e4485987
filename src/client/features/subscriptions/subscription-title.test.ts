import { describe, expect, it } from 'vitest';
import { titleOf } from './subscription-title';

describe('titleOf', () => {
  it('is the title, or the address when the feed gave none', () => {
    expect(titleOf({ title: 'Knife skills', sourceUrl: 'https://example.com/' })).toBe(
      'Knife skills',
    );
    expect(titleOf({ title: '  ', sourceUrl: 'https://example.com/' })).toBe(
      'https://example.com/',
    );
  });
});
