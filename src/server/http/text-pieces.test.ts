import { describe, expect, it } from 'vitest';
import { piecesLength, piecesStream } from './text-pieces';

describe('text pieces', () => {
  it('stream the text’s UTF-8 bytes in order, a piece per read, empty pieces included', async () => {
    const pieces = ['{"title":"Café ', '', '日本語 🎬', '"}'];
    const reader = piecesStream(pieces).getReader();
    const reads: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      reads.push(read.value);
    }
    expect(reads).toHaveLength(4);
    expect(Buffer.concat(reads).toString('utf8')).toBe(pieces.join(''));
    expect(piecesLength(pieces)).toBe(pieces.join('').length);
  });
});
