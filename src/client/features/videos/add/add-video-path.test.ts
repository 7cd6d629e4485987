import { describe, expect, it } from 'vitest';
import { chooseAddVideoPath, isFirefox, shouldSubmitOnPaste } from './add-video-path';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const FIREFOX_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('isFirefox', () => {
  it('knows Firefox by its user agent', () => {
    expect(isFirefox(FIREFOX)).toBe(true);
    expect(isFirefox(FIREFOX_IOS)).toBe(true);
    expect(isFirefox(CHROME)).toBe(false);
  });
});

describe('chooseAddVideoPath', () => {
  it('adds a valid clipboard URL straight away', () => {
    expect(chooseAddVideoPath(' https://youtu.be/dQw4w9WgXcQ \n')).toEqual({
      kind: 'direct',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('opens the dialog for anything else', () => {
    for (const text of [null, '', 'hello', 'javascript:alert(1)', 'www.example.com']) {
      expect(chooseAddVideoPath(text)).toEqual({ kind: 'dialog' });
    }
  });
});

describe('shouldSubmitOnPaste', () => {
  it('submits a pasted valid URL on Firefox when a collection is chosen', () => {
    expect(
      shouldSubmitOnPaste({ firefox: true, pasted: 'https://a.example', categoryId: 'c1' }),
    ).toBe(true);
  });

  it('waits otherwise', () => {
    expect(
      shouldSubmitOnPaste({ firefox: false, pasted: 'https://a.example', categoryId: 'c1' }),
    ).toBe(false);
    expect(
      shouldSubmitOnPaste({ firefox: true, pasted: 'https://a.example', categoryId: '' }),
    ).toBe(false);
    expect(shouldSubmitOnPaste({ firefox: true, pasted: 'hello', categoryId: 'c1' })).toBe(false);
  });
});
