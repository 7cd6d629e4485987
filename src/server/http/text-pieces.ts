import { nextTurn } from './next-turn';

/**
 * A text in pieces, to be read in order: a large answer (a 50,000-video library is about 22 MB
 * of JSON, in pages of about 1 MB) is never joined into one string. Joining it, and then turning
 * the whole into bytes, held the server's main thread for tens of milliseconds at once; piece
 * by piece, other requests are answered in between (decision 0062).
 */
export type TextPieces = readonly string[];

/** The length of the text, in UTF-16 code units (as `String.length`). */
export const piecesLength = (pieces: TextPieces): number =>
  pieces.reduce((length, piece) => length + piece.length, 0);

/**
 * The text's UTF-8 bytes as a stream a response can send, one piece turned into bytes per read,
 * each in a turn of the event loop of its own: a socket that takes whatever it is given (a
 * local client's) would otherwise have every piece read and encoded in one go, through promise
 * callbacks alone, holding the main thread for tens of milliseconds.
 */
export function piecesStream(pieces: TextPieces): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream({
    async pull(controller) {
      if (next > 0) await nextTurn();
      const piece = pieces[next++];
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
  });
}

/** `items` between `start` and `end`, a comma between each two: a JSON list in pieces. */
export function listPieces(start: string, items: readonly string[], end: string): TextPieces {
  const pieces = [start];
  for (const [i, item] of items.entries()) {
    if (i > 0) pieces.push(',');
    pieces.push(item);
  }
  pieces.push(end);
  return pieces;
}
