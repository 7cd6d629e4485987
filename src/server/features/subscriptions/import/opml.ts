import { decodeHTMLStrict } from 'entities';
import { Parser, type Handler } from 'htmlparser2';
import {
  entryCounter,
  problem,
  PROBLEMS,
  SubscriptionFileError,
  type FileEntries,
} from './file-entry';

/**
 * Outlines nested deeper than this refuse the file. Feed readers nest feeds in a folder or two;
 * htmlparser2's stack of open tags costs time in proportion to its depth for each tag (as
 * feed-xml.ts says), so a file is read no further than where it passes this.
 */
export const OPML_DEPTH_MAX = 64;
/**
 * Written to the parser a slice at a time, so a file too deep is noticed early, with a turn of
 * the event loop after a slice when one is due.
 */
const SLICE_CHARS = 8192;

/**
 * Element and attribute names lower-cased (`xmlUrl` and `xmlurl` alike). Entities are decoded
 * here, not by the parser: its XML mode knows only XML's five, and exporters write HTML's.
 */
const PARSER_OPTIONS = {
  xmlMode: true,
  decodeEntities: false,
  lowerCaseTags: true,
  lowerCaseAttributeNames: true,
} as const;

const FEED_TYPES = new Set(['rss', 'atom', 'feed']);

/** Counts lines up to an index of `text`, moving forward only. */
function lineCounter(text: string): (index: number) => number {
  let at = 0;
  let line = 1;
  return (index) => {
    for (; at < index && at < text.length; at++) if (text.charCodeAt(at) === 10) line += 1;
    return line;
  };
}

const attribute = (attribs: Record<string, string>, name: string): string | undefined => {
  const raw = attribs[name];
  return raw === undefined ? undefined : decodeHTMLStrict(raw).trim();
};

/**
 * The feeds an OPML file lists (`<outline type="rss" xmlUrl="…" title="…" htmlUrl="…"/>`), in any
 * folders (outlines holding outlines, which are not kept). An outline without `xmlUrl` is a
 * folder, unless its type says it is a feed: then it is a problem. Read with htmlparser2's
 * events, no tree; a file whose first element is not `<opml>` is refused.
 */
export async function opmlEntries(text: string, turn: () => Promise<void>): Promise<FileEntries> {
  const result: FileEntries = { entries: [], problems: [] };
  const count = entryCounter();
  const lineAt = lineCounter(text);
  let depth = 0;
  let tooDeep = false;
  // Set by the handler, which TypeScript does not see run.
  let root = null as string | null;
  let parser: Parser | null = null;
  const handler: Partial<Handler> = {
    onopentag(name, attribs) {
      depth += 1;
      if (depth > OPML_DEPTH_MAX) tooDeep = true;
      root ??= name;
      if (root !== 'opml' || name !== 'outline' || tooDeep) return;
      const xmlUrl = attribute(attribs, 'xmlurl');
      const type = attribute(attribs, 'type')?.toLowerCase();
      if (xmlUrl === undefined && !FEED_TYPES.has(type ?? '')) return;
      count();
      const source = `line ${lineAt(parser?.startIndex ?? 0).toLocaleString('en-US')}`;
      if (xmlUrl === undefined || xmlUrl === '') {
        result.problems.push(problem(source, '', PROBLEMS.noAddress));
        return;
      }
      const title = attribute(attribs, 'title') || attribute(attribs, 'text') || null;
      result.entries.push({
        source,
        title,
        address: { kind: 'feed', value: xmlUrl, htmlUrl: attribute(attribs, 'htmlurl') || null },
      });
    },
    onclosetag() {
      depth -= 1;
    },
  };
  parser = new Parser(handler, PARSER_OPTIONS);
  for (let at = 0; at < text.length && !tooDeep && (root ?? 'opml') === 'opml'; at += SLICE_CHARS) {
    parser.write(text.slice(at, at + SLICE_CHARS));
    await turn();
  }
  if (tooDeep) {
    throw new SubscriptionFileError(
      `This file cannot be imported: its outlines are nested more than ${OPML_DEPTH_MAX} levels deep.`,
    );
  }
  parser.end();
  if (root !== 'opml') {
    throw new SubscriptionFileError(
      root === null
        ? 'This file holds no OPML.'
        : `This XML file is not OPML (it starts with <${root.slice(0, 40)}>).`,
    );
  }
  return result;
}
