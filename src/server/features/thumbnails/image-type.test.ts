import { describe, expect, it } from 'vitest';
import { JPEG_START, pngImage } from '@server/test-support/test-images';
import { sniffImageType } from './image-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => Buffer.from(part as string)));

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, 'rest');
};

describe('sniffImageType', () => {
  it.each([
    ['a JPEG', JPEG_START, 'image/jpeg'],
    ['a PNG', pngImage(1, 1), 'image/png'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['an AVIF', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['an AVIF sequence', ftyp('avis'), 'image/avif'],
    ['an AVIF named among the compatible brands', ftyp('mif1', 'miaf', 'avif'), 'image/avif'],
  ])('knows %s', (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an SVG with an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><title>x</title>')],
    ['nothing', bytes()],
    ['a cut-off PNG signature', bytes([0x89], 'PNG')],
    ['a WAV (RIFF, not WebP)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 (ftyp, not AVIF)', ftyp('isom', 'mp41')],
    ['an ftyp box longer than the bytes', bytes([0, 0, 1, 0], 'ftypavif')],
    ['a BMP', bytes('BM', [0, 0, 0, 0])],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeUndefined();
  });
});
