import { describe, expect, it } from 'vitest';
import { linkParam } from './target';
import { popupForLink } from './windows';

describe('popupForLink', () => {
  it('hands the link to the popup whole, however it is written', () => {
    const link = 'https://example.com/a?b=1&url=x#frag';
    const page = popupForLink(link);
    expect(page.startsWith('popup.html?url=')).toBe(true);
    expect(linkParam(page.slice('popup.html'.length))).toBe(link);
  });
});
