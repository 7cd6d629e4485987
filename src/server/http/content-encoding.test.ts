import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.001', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0, br;q=0, *', null],
    ['br;q=junk', null],
    [',,;;', null],
  ])('%j → %j', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});
