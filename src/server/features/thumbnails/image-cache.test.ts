import { describe, expect, it } from 'vitest';
import { ByteLru } from './image-cache';

describe('ByteLru', () => {
  it('drops the least recently used entries once the bytes pass the cap', () => {
    const cache = new ByteLru<string>(10);
    cache.set('a', 'A', 4, 1000);
    cache.set('b', 'B', 4, 1000);
    expect(cache.get('a')).toBe('A'); // now b is the least recent
    cache.set('c', 'C', 4, 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(8);
  });

  it('keeps nothing larger than the whole cache, and replaces an entry in place', () => {
    const cache = new ByteLru<string>(10);
    cache.set('big', 'X', 11, 1000);
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'A', 4, 1000);
    cache.set('a', 'A2', 6, 1000);
    expect(cache.get('a')).toBe('A2');
    expect(cache.size).toBe(6);
  });

  it('forgets an entry past its time', () => {
    let now = 0;
    const cache = new ByteLru<string>(10, () => now);
    cache.set('a', 'A', 4, 100);
    now = 99;
    expect(cache.get('a')).toBe('A');
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
