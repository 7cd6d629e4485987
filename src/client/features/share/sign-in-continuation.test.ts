import { describe, expect, it } from 'vitest';
import { continuationFor, continuationFrom } from './sign-in-continuation';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

// The app's list (src/client/app/guards/continued-screens.ts).
const SCREENS = ['/save', '/connect/extension'];
const CONNECT =
  '/connect/extension?extension=abcdefghijklmnopabcdefghijklmnop&state=0123456789abcdef';

describe('continuationFor (RequireAuth → /auth)', () => {
  it('keeps the save screen with its query', () => {
    expect(
      continuationFor(at('/save', '?text=Watch%20https%3A%2F%2Fyoutu.be%2Fx&title=A'), SCREENS),
    ).toEqual({ continueTo: '/save?text=Watch%20https%3A%2F%2Fyoutu.be%2Fx&title=A' });
    expect(continuationFor(at('/save'), SCREENS)).toEqual({ continueTo: '/save' });
  });

  it('keeps the extension’s connect screen with its query', () => {
    expect(
      continuationFor(
        at(
          '/connect/extension',
          '?extension=abcdefghijklmnopabcdefghijklmnop&state=0123456789abcdef',
        ),
        SCREENS,
      ),
    ).toEqual({ continueTo: CONNECT });
    expect(continuationFor(at('/connect/extension', '', '#x'), SCREENS)).toEqual({
      continueTo: '/connect/extension#x',
    });
  });

  it('keeps nothing for every other screen', () => {
    for (const path of [
      '/',
      '/settings',
      '/profile',
      '/upgrade',
      '/saved',
      '/save/x',
      '/extension',
      '/connect',
      '/connect/extension/x',
      '/connect/extensions',
    ]) {
      expect(continuationFor(at(path, '?url=https://example.com'), SCREENS), path).toBeNull();
    }
  });

  it('keeps nothing for a screen the list leaves out', () => {
    expect(continuationFor(at('/connect/extension', '?state=x'), ['/save'])).toBeNull();
    expect(continuationFor(at('/save'), [])).toBeNull();
  });
});

describe('continuationFrom (/auth, once signed in)', () => {
  it('goes on to a pending save screen', () => {
    expect(continuationFrom({ continueTo: '/save?url=https%3A%2F%2Fexample.com' }, SCREENS)).toBe(
      '/save?url=https%3A%2F%2Fexample.com',
    );
    expect(continuationFrom({ continueTo: '/save' }, SCREENS)).toBe('/save');
    expect(continuationFrom({ continueTo: '/save#x' }, SCREENS)).toBe('/save#x');
  });

  it('goes on to a pending connect screen', () => {
    expect(continuationFrom({ continueTo: CONNECT }, SCREENS)).toBe(CONNECT);
    expect(continuationFrom({ continueTo: '/connect/extension' }, SCREENS)).toBe(
      '/connect/extension',
    );
  });

  it('refuses anything else: other paths, other sites, other shapes', () => {
    for (const state of [
      undefined,
      null,
      '/save',
      { continueTo: 42 },
      { from: '/save' },
      { continueTo: '/' },
      { continueTo: '/settings' },
      { continueTo: '/saved' },
      { continueTo: '/save/../settings' },
      { continueTo: '/save.evil.example' },
      { continueTo: '//evil.example/save' },
      { continueTo: 'https://evil.example/save' },
      { continueTo: 'javascript:alert(1)//save' },
      { continueTo: ' /save' },
      { continueTo: '/connect' },
      { continueTo: '/connect/extensions?state=x' },
      { continueTo: '/connect/extension/../../settings' },
      { continueTo: '/connect/extension.evil.example' },
      { continueTo: '//evil.example/connect/extension?state=x' },
      { continueTo: 'https://evil.example/connect/extension' },
      { continueTo: '/extension' },
    ]) {
      expect(continuationFrom(state, SCREENS), JSON.stringify(state)).toBeNull();
    }
  });

  it('refuses a screen the list leaves out', () => {
    expect(continuationFrom({ continueTo: CONNECT }, ['/save'])).toBeNull();
  });
});
