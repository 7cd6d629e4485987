import { describe, expect, it } from 'vitest';
import { lengthReader } from './youtube-length';

/** Feeds `html` to a length reader in chunks of `chunkSize` bytes, as a body would arrive. */
function read(html: string, chunkSize = 4096): { length: string | null; stoppedAt?: number } {
  const bytes = Buffer.from(html);
  const reader = lengthReader();
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    if (reader.write(bytes.subarray(offset, offset + chunkSize)) === 'stop') {
      return { length: reader.end(), stoppedAt: offset + chunkSize };
    }
  }
  return { length: reader.end() };
}

const microdata = (length: string) =>
  `<div itemscope itemtype="http://schema.org/VideoObject"><meta itemprop="name" content="Ça va — vidéo">${length}</div>`;

describe('lengthReader', () => {
  it('reads the length of the page’s microdata, in the body, and stops there', () => {
    const html = `<html><head><title>Vidéo</title></head><body>${microdata(
      '<meta itemprop="duration" content="PT10M13S">',
    )}${'<p>more</p>'.repeat(2000)}`;
    const { length, stoppedAt } = read(html);
    expect(length).toBe('613');
    expect(stoppedAt).toBe(4096);
  });

  it('reads a tag split across chunks, a byte at a time, among multi-byte text', () => {
    const html = `<body>${microdata('<meta content="PT1H2M3S" itemprop="duration">')}`;
    expect(read(html, 1).length).toBe('3723');
  });

  it('takes the first length only, in any case and with entities, never one in a script', () => {
    const html = `<head><script>document.write('<meta itemprop="duration" content="PT1S">')</script></head>
      <body><META ITEMPROP=" Duration " CONTENT="PT&#52;5S"><meta itemprop="duration" content="PT9S">`;
    expect(read(html).length).toBe('45');
  });

  it('says none for a page without one, or with one that is no length', () => {
    expect(read('<html><head><title>Consent</title></head><body><form></form>').length).toBeNull();
    expect(read('<meta name="duration" content="PT5S">').length).toBeNull();
    expect(read('<meta itemprop="duration">').length).toBeNull();
    expect(read('<meta itemprop="duration" content="P0D">').length).toBeNull();
    expect(read('<meta itemprop="duration" content="5:00">').length).toBeNull();
    expect(read('').length).toBeNull();
  });
});
