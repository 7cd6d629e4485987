import { boundedParser } from '@server/html/bounded-parser';
import { CHANNEL_NAME_MAX_LENGTH } from '@shared/constants';
import { parseYouTubeId } from '@shared/youtube';
import type { BodyReader } from '@server/outbound';
import { cleanText } from '@shared/text';
import {
  classifySource,
  isYouTubeChannelId,
  isYouTubeHost,
  resolveHttpUrl,
  YOUTUBE_CHANNEL_ID_PATTERN,
} from './source-url';

/** What a web page says of its feeds. */
export interface PageFeedLinks {
  /** Its `<link rel="alternate">` RSS and Atom feeds, absolute http(s), in the page's order. */
  feeds: string[];
  /**
   * The YouTube channel the page is about (a channel's, a handle's, a video's page), as its
   * markup names it; on YouTube's own hosts also as its page data in scripts does.
   */
  youtubeChannelId: string | null;
  /** Its og:title, else its <title>. */
  title: string | null;
}

/** Feeds kept of one page: a blog names two or three (posts, comments). */
export const PAGE_FEEDS_MAX = 20;
const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml']);
const TITLE_READ_MAX = 4 * CHANNEL_NAME_MAX_LENGTH;
/** YouTube's page data names the channel as `"channelId":"UC…"` or `"externalId":"UC…"`. */
const SCRIPT_CHANNEL_ID = new RegExp(
  `"(?:channelId|externalId)":"(${YOUTUBE_CHANNEL_ID_PATTERN})"`,
);
/** Longer than any match above: a match split between two pieces of text is still found. */
const SCRIPT_TAIL_CHARS = 64;

/** Where a channel's id was found: the lower, the more trustworthy. */
const ID_FROM = { itemprop: 0, identifier: 1, canonical: 2, feedLink: 3, script: 4 } as const;
type IdFrom = (typeof ID_FROM)[keyof typeof ID_FROM];

/** The feeds (and YouTube channel) a whole page names; `pageUrl` is where it was found. */
export function feedLinksOf(html: string, pageUrl: URL): PageFeedLinks {
  const scanner = pageScanner(pageUrl);
  scanner.write(html);
  return scanner.end();
}

/**
 * The same, read as the page streams in (UTF-8). Stops once it has a feed and a channel's id
 * (YouTube puts the id deep in the body), and on other hosts at the end of the head.
 */
export function pageFeedLinksReader(pageUrl: URL): BodyReader<PageFeedLinks> {
  const scanner = pageScanner(pageUrl);
  const decoder = new TextDecoder('utf-8');
  return {
    write: (chunk) => (scanner.write(decoder.decode(chunk, { stream: true })) ? 'stop' : 'more'),
    end() {
      scanner.write(decoder.decode());
      return scanner.end();
    },
  };
}

function pageScanner(pageUrl: URL) {
  // The markup is read on any host: YOUTUBE_PAGE_URL may point at a stand-in (tests, a proxy).
  // Script data is read on YouTube's own hosts only: elsewhere it could be anyone's.
  const youtube = isYouTubeHost(pageUrl);
  // On a watch page the identifier is the video's.
  const channelPage = parseYouTubeId(pageUrl.href) === null;
  const feeds: string[] = [];
  const channelIds: (string | undefined)[] = [];
  let ogTitle: string | undefined;
  let title: string | undefined;
  /** The text of the <title> being read, if one is open. */
  let openTitle: string | undefined;
  let inScript = false;
  let scriptTail = '';
  let headOver = false;

  const noteChannelId = (source: IdFrom, id: string | null | undefined) => {
    if (id != null && isYouTubeChannelId(id)) channelIds[source] ??= id;
  };
  const channelIdOf = (href: string | undefined) => {
    const guess = href === undefined ? null : classifySource(href);
    return guess?.kind === 'youtube_channel' ? guess.channelId : null;
  };

  function onLink(attributes: Record<string, string>) {
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const href = resolveHttpUrl(attributes.href, pageUrl) ?? undefined;
    if (rel.includes('canonical')) noteChannelId(ID_FROM.canonical, channelIdOf(href));
    const type = attributes.type?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!rel.includes('alternate') || !FEED_TYPES.has(type) || href === undefined) return;
    if (!feeds.includes(href) && feeds.length < PAGE_FEEDS_MAX) feeds.push(href);
    noteChannelId(ID_FROM.feedLink, channelIdOf(href));
  }

  function onMeta(attributes: Record<string, string>) {
    const content = attributes.content?.trim();
    const itemprop = attributes.itemprop?.trim();
    if (itemprop === 'channelId') noteChannelId(ID_FROM.itemprop, content);
    if (itemprop === 'identifier' && channelPage) {
      noteChannelId(ID_FROM.identifier, content);
    }
    // Pages mix property= (Open Graph) and name= up.
    const keys = [attributes.property, attributes.name].map((key) => key?.trim().toLowerCase());
    if (keys.includes('og:title') && ogTitle === undefined) ogTitle = content;
  }

  function onScriptText(text: string) {
    const seen = scriptTail + text;
    noteChannelId(ID_FROM.script, SCRIPT_CHANNEL_ID.exec(seen)?.[1]);
    scriptTail = seen.slice(-SCRIPT_TAIL_CHARS);
  }

  /** False once the page nested too deep to read on (bounded-parser.ts). */
  let readable = true;
  const parser = boundedParser(
    {
      onopentag(name, attributes) {
        if (name === 'body') headOver = true;
        else if (name === 'link') onLink(attributes);
        else if (name === 'meta') onMeta(attributes);
        else if (name === 'title' && title === undefined && !headOver) openTitle = '';
        else if (name === 'script') {
          inScript = true;
          scriptTail = '';
        }
      },
      ontext(text) {
        if (openTitle !== undefined) {
          if (openTitle.length < TITLE_READ_MAX) openTitle += text;
        } else if (inScript && youtube && channelIds[ID_FROM.script] === undefined) {
          onScriptText(text);
        }
      },
      onclosetag(name) {
        if (name === 'title' && openTitle !== undefined) {
          title = openTitle;
          openTitle = undefined;
        } else if (name === 'script') inScript = false;
        else if (name === 'head') headOver = true;
      },
    },
    { decodeEntities: true },
  );

  const done = () =>
    !readable ||
    (feeds.length > 0 && channelIds.some((id) => id !== undefined)) ||
    (!youtube && headOver);

  return {
    /** Reads on; true once there is no need to read more. */
    write(text: string): boolean {
      if (!done()) readable = parser.write(text);
      return done();
    },
    end(): PageFeedLinks {
      parser.end();
      return {
        feeds,
        youtubeChannelId: channelIds.find((id) => id !== undefined) ?? null,
        title:
          cleanText(ogTitle, CHANNEL_NAME_MAX_LENGTH) ??
          // A title the page never closed (cut at the size cap) still says what the page is.
          cleanText(title ?? openTitle, CHANNEL_NAME_MAX_LENGTH) ??
          null,
      };
    },
  };
}
