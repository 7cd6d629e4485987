import type { BodyReader } from '@server/outbound';
import { sniffImageStart, sniffImageType, type ThumbnailType } from './image-type';

/** An image's body as read, with the type its bytes have (undefined: none accepted). */
export interface ReadImage {
  bytes: Buffer;
  type: ThumbnailType | undefined;
}

/**
 * Keeps an image's body, but judges its first bytes as they come: once they can begin no
 * accepted image (HTML, SVG, anything else labelled as an image) it asks for nothing more, and
 * the fetcher closes the connection (docs/decisions/0083-outbound-limits.md), instead of taking
 * up to the whole cap first.
 */
export function imageReader(): BodyReader<ReadImage> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: ThumbnailType | 'undecided' | undefined = 'undecided';
  return {
    write(chunk) {
      chunks.push(chunk);
      size += chunk.length;
      // Undecided only for the first few bytes (an AVIF box at most), so joined rarely.
      if (type === 'undecided') type = sniffImageStart(Buffer.concat(chunks, size));
      return type === undefined ? 'stop' : 'more';
    },
    end() {
      const bytes = Buffer.concat(chunks, size);
      return { bytes, type: type === 'undecided' ? sniffImageType(bytes) : type };
    },
  };
}
