import { Parser, type Handler, type ParserOptions } from 'htmlparser2';

/**
 * How deep tags may nest before a document is read no further. htmlparser2 keeps its open tags
 * in a list it shifts at the front, so each tag costs time in proportion to the depth: 150,000
 * nested `<b>` (450 KB) took 4.6 s of the event loop, a megabyte about four times as long
 * squared. Real pages nest a few dozen deep.
 */
export const HTML_DEPTH_MAX = 512;
/** Written to the parser a slice at a time, so a document too deep is stopped early. */
const SLICE_CHARS = 8192;

/** htmlparser2's Parser, as BoundedParser reads with. */
export interface BoundedParser {
  /**
   * Parses on, a slice at a time; false once the tags nest deeper than the bound, after which
   * nothing more is parsed (what came before still counts).
   */
  write(text: string): boolean;
  end(): void;
}

/**
 * htmlparser2's streaming Parser over `handler`, refusing to go deeper than `depthMax` (its own
 * count of open tags, from the handler's open and close events, implied ones included), so no
 * page or feed from outside can hold the event loop.
 */
export function boundedParser(
  handler: Partial<Handler>,
  options: ParserOptions,
  depthMax = HTML_DEPTH_MAX,
): BoundedParser {
  let depth = 0;
  const parser = new Parser(
    {
      ...handler,
      onopentag(name, attributes, implied) {
        depth += 1;
        handler.onopentag?.(name, attributes, implied);
      },
      onclosetag(name, implied) {
        depth -= 1;
        handler.onclosetag?.(name, implied);
      },
    },
    options,
  );
  return {
    write(text) {
      for (let at = 0; at < text.length && depth <= depthMax; at += SLICE_CHARS) {
        parser.write(text.slice(at, at + SLICE_CHARS));
      }
      return depth <= depthMax;
    },
    end: () => parser.end(),
  };
}
