import { describe, expect, it } from 'vitest';
import { continuationFor, continuationFrom } from './sign-in-continuation';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('continuationFor (RequireAuth → /auth)', () => {
  it('keeps the save screen with its query', () => {
    expect(
      continuationFor(at('/save', '?text=Watch%20https%3A%2F%2Fyoutu.be%2Fx&title=A')),
    ).toEqual({ continueTo: '/save?text=Watch%20https%3A%2F%2Fyoutu.be%2Fx&title=A' });
    expect(continuationFor(at('/save'))).toEqual({ continueTo: '/save' });
  });

  it('keeps nothing for every other screen', () => {
    for (const path of ['/', '/settings', '/profile', '/upgrade', '/saved', '/save/x']) {
      expect(continuationFor(at(path, '?url=https://example.com')), path).toBeNull();
    }
  });
});

describe('continuationFrom (/auth, once signed in)', () => {
  it('goes on to a pending save screen', () => {
    expect(continuationFrom({ continueTo: '/save?url=https%3A%2F%2Fexample.com' })).toBe(
      '/save?url=https%3A%2F%2Fexample.com',
    );
    expect(continuationFrom({ continueTo: '/save' })).toBe('/save');
    expect(continuationFrom({ continueTo: '/save#x' })).toBe('/save#x');
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
    ]) {
      expect(continuationFrom(state), JSON.stringify(state)).toBeNull();
    }
  });
});
