import { describe, expect, it } from 'vitest';
import { chooseTarget, linkParam, saveableUrl } from './target';

const ID = 'dQw4w9WgXcQ';
const CANONICAL = `https://www.youtube.com/watch?v=${ID}`;

describe('saveableUrl', () => {
  it.each<[string, string | null]>([
    // Any form of a YouTube video is saved as its watch URL.
    [`https://www.youtube.com/watch?v=${ID}&list=PL123&index=2&t=42s`, CANONICAL],
    [`https://m.youtube.com/watch?v=${ID}`, CANONICAL],
    [`https://youtu.be/${ID}?si=abc`, CANONICAL],
    [`https://www.youtube.com/shorts/${ID}`, CANONICAL],
    [`https://www.youtube.com/embed/${ID}?start=3`, CANONICAL],
    // A YouTube page that is not a video, and any other page: as it is.
    ['https://www.youtube.com/@channel', 'https://www.youtube.com/@channel'],
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['http://example.com', 'http://example.com/'],
    // What cannot be saved.
    ['chrome://extensions/', null],
    ['chrome-extension://abcdefghijklmnopabcdefghijklmnop/popup.html', null],
    ['file:///home/ada/video.mp4', null],
    ['about:blank', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(saveableUrl(raw)).toBe(expected);
  });
});

describe('chooseTarget', () => {
  it('keeps the tab’s title, trimmed, for the popup to show', () => {
    expect(chooseTarget({ url: `https://youtu.be/${ID}`, title: '  A video - YouTube ' })).toEqual({
      url: CANONICAL,
      title: 'A video - YouTube',
    });
  });

  it('has no title for a link, or a blank one', () => {
    expect(chooseTarget({ url: 'https://example.com/' })).toEqual({
      url: 'https://example.com/',
      title: null,
    });
    expect(chooseTarget({ url: 'https://example.com/', title: ' ' })?.title).toBeNull();
  });

  it('is null for a page that cannot be saved', () => {
    expect(chooseTarget({ url: 'chrome://newtab/', title: 'New Tab' })).toBeNull();
  });
});

describe('linkParam', () => {
  it('reads the link the context menu opened the popup for', () => {
    const search = `?${new URLSearchParams({ url: 'https://example.com/?a=1&b=2' })}`;
    expect(linkParam(search)).toBe('https://example.com/?a=1&b=2');
  });

  it('is null when the popup saves the active tab', () => {
    expect(linkParam('')).toBeNull();
  });
});
