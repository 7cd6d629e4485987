import { describe, expect, it } from 'vitest';
import { linkKey } from './link-key';

describe('linkKey', () => {
  it('gives every URL form of one YouTube video the same key', () => {
    const forms = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RD',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '  https://www.youtube.com/embed/dQw4w9WgXcQ  ',
      'HTTPS://WWW.YOUTUBE.COM/?feature=share&v=dQw4w9WgXcQ',
      'https://www.youtube.com./live/dQw4w9WgXcQ',
      'https://www.youtube.com/attribution_link?u=/watch%3Fv%3DdQw4w9WgXcQ%26feature%3Dshare',
    ];
    expect(new Set(forms.map(linkKey))).toEqual(new Set(['youtube:dQw4w9WgXcQ']));
  });

  it('folds what does not change the page a link shows', () => {
    const same = [
      'https://example.com/talks/1',
      'http://www.example.com/talks/1/',
      'HTTPS://EXAMPLE.COM:443/talks/1#chapter-2',
      'https://example.com/talks/1?utm_source=feed&utm_medium=rss',
      'https://example.com/talks/1?fbclid=xyz',
    ];
    expect(new Set(same.map(linkKey))).toEqual(new Set(['url:https://example.com/talks/1']));
    expect(linkKey('https://example.com/watch?b=2&a=1')).toBe(
      linkKey('https://example.com/watch?a=1&b=2'),
    );
  });

  it('keeps apart what does', () => {
    expect(linkKey('https://example.com/talks/1')).not.toBe(linkKey('https://example.com/talks/2'));
    expect(linkKey('https://example.com/?id=1')).not.toBe(linkKey('https://example.com/?id=2'));
    expect(linkKey('https://vimeo.com/1')).not.toBe(linkKey('https://example.com/1'));
    expect(linkKey('https://youtu.be/dQw4w9WgXcQ')).not.toBe(
      linkKey('https://youtu.be/aaaaaaaaaaa'),
    );
  });

  it('is null for what cannot be saved', () => {
    for (const url of [
      'javascript:alert(1)',
      'place:sort=8&maxResults=10',
      'data:text/html,hi',
      'ftp://example.com/file',
      'not a link',
      '',
      `https://example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(linkKey(url), url).toBeNull();
    }
  });
});
