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

/** The signatures of fixed bytes at fixed places (AVIF's box is read apart): each part must match. */
const SIGNATURES: ReadonlyArray<{
  type: ThumbnailType;
  parts: ReadonlyArray<readonly [at: number, bytes: readonly number[]]>;
}> = [
  { type: 'image/jpeg', parts: [[0, [0xff, 0xd8, 0xff]]] },
  { type: 'image/png', parts: [[0, [0x89, ...ascii('PNG\r\n\x1a\n')]]] },
  { type: 'image/gif', parts: [[0, ascii('GIF87a')]] },
  { type: 'image/gif', parts: [[0, ascii('GIF89a')]] },
  {
    type: 'image/webp',
    parts: [
      [0, ascii('RIFF')],
      [8, ascii('WEBPVP')],
    ],
  },
];

/**
 * The longest `ftyp` box read as AVIF's: real ones take a few dozen bytes, and the body is read
 * no further than this before its type is known.
 */
const AVIF_FTYP_MAX_BYTES = 4096;

/**
 * What the bytes are, by their signature (the WHATWG MIME sniffing table for images, plus AVIF's
 * ISO-BMFF `ftyp` box naming an `avif`/`avis` brand); undefined for anything else, SVG and HTML
 * included. The Content-Type a host declares is never trusted on its own.
 */
export function sniffImageType(bytes: Uint8Array): ThumbnailType | undefined {
  const known = SIGNATURES.find(({ parts }) =>
    parts.every(([at, signature]) => startsWith(bytes, signature, at)),
  );
  if (known) return known.type;
  if (isAvif(bytes)) return 'image/avif';
  return undefined;
}

/**
 * What the first bytes of a body already tell (docs/decisions/0083-outbound-limits.md): its type;
 * `undecided` while they are too few to tell and still agree with a signature; undefined once
 * they can begin no accepted image, so the rest need not be read.
 */
export function sniffImageStart(bytes: Uint8Array): ThumbnailType | 'undecided' | undefined {
  const type = sniffImageType(bytes);
  if (type) return type;
  const agrees = (signature: readonly number[], at: number) =>
    signature.every((byte, i) => at + i >= bytes.length || bytes[at + i] === byte);
  // Only a signature with a part beyond the bytes can still come: a whole one was known above.
  if (SIGNATURES.some(({ parts }) => parts.every(([at, signature]) => agrees(signature, at)))) {
    return 'undecided';
  }
  if (!agrees(ascii('ftyp'), 4) || !mayBeFtypSize(bytes)) return undefined;
  return bytes.length < 8 || ftypSize(bytes) > bytes.length ? 'undecided' : undefined;
}

/** Whether the first bytes may begin a box size AVIF's `ftyp` can have (the missing ones any). */
function mayBeFtypSize(bytes: Uint8Array): boolean {
  let low = 0;
  let high = 0;
  for (let i = 0; i < 4; i++) {
    low = low * 256 + (bytes[i] ?? 0);
    high = high * 256 + (bytes[i] ?? 255);
  }
  return high >= 16 && low <= AVIF_FTYP_MAX_BYTES;
}

/** The size an ISO-BMFF file's first box declares (its first four bytes, big-endian). */
const ftypSize = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);

/** An ISO-BMFF file whose first box is `ftyp` with `avif` or `avis` as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const size = ftypSize(bytes);
  if (size < 16 || size > bytes.length || size > AVIF_FTYP_MAX_BYTES) return false;
  // The major brand at 8, the minor version at 12, compatible brands from 16.
  for (let at = 8; at + 4 <= size; at += at === 8 ? 8 : 4) {
    if (startsWith(bytes, ascii('avif'), at) || startsWith(bytes, ascii('avis'), at)) return true;
  }
  return false;
}
