import { describe, expect, it } from 'vitest';
import { resolveTo } from './location';

const from = { pathname: '/upgrade', search: '?limit=videos', hash: '#plans' };

describe('resolveTo', () => {
  it('keeps a whole path as it is', () => {
    expect(resolveTo('/?video=v1', from)).toBe('/?video=v1');
    expect(resolveTo('/settings#contact', from)).toBe('/settings#contact');
  });

  it('never leaves the site for an address with a host', () => {
    expect(resolveTo('//elsewhere.example/x', from)).toBe('/x');
  });

  it('puts parts over the current path, the rest left out', () => {
    expect(resolveTo({ search: '?limit=collections' }, from)).toBe('/upgrade?limit=collections');
    expect(resolveTo({ pathname: '/', search: '', hash: '#top' }, from)).toBe('/#top');
  });
});
