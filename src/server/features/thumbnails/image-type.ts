/** The raster images a card may show; never SVG (a document that can carry script) or anything else. */
export const THUMBNAIL_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export type ThumbnailType = (typeof THUMBNAIL_TYPES)[number];

/** Content-Types a host may declare for those (some still say image/jpg): the bytes decide. */
export const DECLARED_IMAGE_TYPES: readonly string[] = [
  ...THUMBNAIL_TYPES,
  'image/jpg',
  'image/pjpeg',
];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What the bytes are, by their signature (the WHATWG MIME sniffing table for images, plus AVIF's
 * ISO-BMFF `ftyp` box naming an `avif`/`avis` brand); undefined for anything else, SVG and HTML
 * included. The Content-Type a host declares is never trusted on its own.
 */
export function sniffImageType(bytes: Uint8Array): ThumbnailType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP'), 8))
    return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return undefined;
}

/** An ISO-BMFF file whose first box is `ftyp` with `avif` or `avis` as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = bytes.length >= 4 ? view.getUint32(0) : 0;
  if (size < 16 || size > bytes.length) return false;
  // The major brand at 8, the minor version at 12, compatible brands from 16.
  for (let at = 8; at + 4 <= size; at += at === 8 ? 8 : 4) {
    if (startsWith(bytes, ascii('avif'), at) || startsWith(bytes, ascii('avis'), at)) return true;
  }
  return false;
}
