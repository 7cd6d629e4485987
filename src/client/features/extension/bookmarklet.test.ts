import { describe, expect, it } from 'vitest';
import { bookmarkletCode, bookmarkletHref } from './bookmarklet';

const ORIGIN = 'https://vidshelf.example.com';

/** Runs the bookmarklet's script as a page would, with `window.open` answering `opened`. */
function run(code: string, page: { href: string; title: string }, opened: boolean) {
  const calls: { open: [string, string][]; navigatedTo: string | null } = {
    open: [],
    navigatedTo: null,
  };
  const location = {
    get href() {
      return page.href;
    },
    set href(value: string) {
      calls.navigatedTo = value;
    },
  };
  const window = {
    open: (url: string, target: string) => {
      calls.open.push([url, target]);
      return opened ? {} : null;
    },
  };
  const result: unknown = new Function('window', 'location', 'document', `return ${code}`)(
    window,
    location,
    { title: page.title },
  );
  return { ...calls, result };
}

const PAGE = { href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s', title: 'A & B #1 – “x”' };
const SAVE = `${ORIGIN}/save?url=${encodeURIComponent(PAGE.href)}&title=${encodeURIComponent(PAGE.title)}`;

describe('the bookmarklet', () => {
  it('opens the save screen with the page’s address and title in a new tab', () => {
    const { open, navigatedTo, result } = run(bookmarkletCode(ORIGIN, '/save'), PAGE, true);
    expect(open).toEqual([[SAVE, '_blank']]);
    expect(navigatedTo).toBeNull();
    // A javascript: URL that ends in a value would replace the page with it.
    expect(result).toBeUndefined();
  });

  it('goes there in the same tab when the pop-up is blocked', () => {
    const { open, navigatedTo } = run(bookmarkletCode(ORIGIN, '/save'), PAGE, false);
    expect(open).toHaveLength(1);
    expect(navigatedTo).toBe(SAVE);
  });

  it('keeps an odd address inside its string', () => {
    const origin = "http://localhost:3000'+alert(1)+'";
    const { open } = run(bookmarkletCode(origin, '/save'), PAGE, true);
    expect(open[0]![0].startsWith(`${origin}/save?url=`)).toBe(true);
  });

  it('is a javascript: URL whose decoded body is the script', () => {
    const href = bookmarkletHref(ORIGIN, '/save');
    expect(href.startsWith('javascript:')).toBe(true);
    expect(href).not.toMatch(/[\s"<>]/u);
    expect(decodeURIComponent(href.slice('javascript:'.length))).toBe(
      bookmarkletCode(ORIGIN, '/save'),
    );
  });
});
