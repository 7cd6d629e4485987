import { describe, expect, it } from 'vitest';
import { JPEG_START, pngImage } from '@server/test-support/test-images';
import { sniffImageStart, sniffImageType } from './image-type';

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

describe('sniffImageStart', () => {
  it.each([
    ['a JPEG', JPEG_START, 'image/jpeg'],
    ['a PNG', pngImage(1, 1), 'image/png'],
    ['an AVIF', ftyp('avif', 'mif1'), 'image/avif'],
  ])('knows %s from its first bytes', (_name, data, type) => {
    expect(sniffImageStart(data)).toBe(type);
  });

  it.each([
    ['nothing yet', bytes()],
    ['the first byte of a JPEG', bytes([0xff])],
    ['half a PNG signature', bytes([0x89], 'PN')],
    ['GIF8', bytes('GIF8')],
    ['a RIFF not yet saying what it holds', bytes('RIFF', [0, 0, 0, 0], 'WEB')],
    ['an ftyp box not all here', bytes([0, 0, 0, 40], 'ftypmif1', [0, 0, 0, 0])],
    ['three bytes that may be an ftyp box’s size', bytes([0, 0, 0])],
  ])('waits for more of %s', (_name, data) => {
    expect(sniffImageStart(data)).toBe('undecided');
  });

  it.each([
    ['HTML', bytes('<!doctype html>')],
    ['an SVG', bytes('<svg')],
    ['a single byte that begins no image', bytes('<')],
    ['a PNG signature gone wrong', bytes([0x89], 'PNX')],
    ['a WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['an ftyp box too long to be an image’s', bytes([0, 1, 0, 0], 'ftypavif')],
    ['an ftyp box too short to be one', bytes([0, 0, 0, 8], 'ftyp')],
    ['a whole MP4 ftyp box', ftyp('isom', 'mp41')],
  ])('refuses %s at once', (_name, data) => {
    expect(sniffImageStart(data)).toBeUndefined();
  });
});
