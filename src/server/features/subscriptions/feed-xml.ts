import { decodeHTMLStrict } from 'entities';
import { DomHandler, ElementType, Parser, type ParserOptions } from 'htmlparser2';
import type { FeedItem } from '@shared/contracts/subscriptions';
import {
  CHANNEL_NAME_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '@shared/constants';
import { capLength, cleanText } from '@shared/text';
import { parseHttpUrl } from '@shared/urls';
import { canonicalYouTubeUrl, parseYouTubeId, youtubeThumbnailUrl } from '@shared/youtube';
import { isYouTubeChannelId, resolveHttpUrl } from './source-url';

/** What a feed says about itself and the videos it lists. */
export interface ParsedFeed {
  title: string;
  /** The site's page the feed is about (a channel's page), absolute http(s). */
  link: string | null;
  /** YouTube's id of the channel the feed belongs to, if it is one of YouTube's feeds. */
  channelId: string | null;
  /** At most FEED_ITEMS_MAX, newest first when every item is dated, else in the feed's order. */
  items: FeedItem[];
}

/** Items kept of one feed: YouTube lists 15, a long podcast-style feed thousands. */
export const FEED_ITEMS_MAX = 200;

/**
 * A feed's fields sit six levels deep at most; xhtml content goes a little deeper. htmlparser2's
 * stack of open tags costs time in proportion to its depth for each tag (a million nested tags
 * take minutes), so a document is read no further than where it nests deeper than this.
 */
const DEPTH_MAX = 128;
/** Written to the parser a slice at a time, so a document too deep is noticed early. */
const SLICE_CHARS = 8192;
/** The text of one element read at most: more than any field keeps. */
const TEXT_READ_MAX = 4 * VIDEO_URL_MAX_LENGTH;
const DATE_TEXT_MAX = 64;

/**
 * XML, element and attribute names lower-cased (feeds are sloppy about `pubdate`). Entities are
 * decoded here, not by the parser: its XML mode knows only XML's five, and feeds use HTML's
 * (`&nbsp;`, `&eacute;`); the text of a CDATA section is left as it is.
 */
const PARSER_OPTIONS: ParserOptions = {
  xmlMode: true,
  decodeEntities: false,
  lowerCaseTags: true,
  lowerCaseAttributeNames: true,
};

type XmlDocument = DomHandler['root'];
type XmlNode = XmlDocument['children'][number];
type XmlElement = Extract<XmlNode, { attribs: unknown }>;

const isElement = (node: XmlNode): node is XmlElement => node.type === ElementType.Tag;

/**
 * Reads an RSS 2.0, RSS 1.0 (RDF) or Atom feed, YouTube's, PeerTube's and Vimeo's included.
 * Null when the document is not a feed, or a feed none of whose items links anywhere; never throws. Relative links are read against `feedUrl`.
 */
export function parseFeed(xml: string, feedUrl: URL): ParsedFeed | null {
  const root = parseXml(xml).children.find(isElement);
  if (root?.name === 'feed') return readFeed(root, childrenNamed(root, 'entry'), feedUrl);
  const channel =
    root?.name === 'rss' || root?.name === 'rdf:rdf' ? childNamed(root, 'channel') : undefined;
  if (root === undefined || channel === undefined) return null;
  // RSS 2.0 lists its items in the channel, RSS 1.0 beside it.
  const items = [...childrenNamed(channel, 'item'), ...childrenNamed(root, 'item')];
  return readFeed(channel, items, feedUrl);
}

/** A DOM handler that notes when the document nests deeper than DEPTH_MAX. */
class DepthWatchingHandler extends DomHandler {
  tooDeep = false;
  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    if (this.tagStack.length > DEPTH_MAX) this.tooDeep = true;
  }
}

function parseXml(xml: string): XmlDocument {
  const handler = new DepthWatchingHandler(null, { xmlMode: true });
  const parser = new Parser(handler, PARSER_OPTIONS);
  for (let at = 0; at < xml.length && !handler.tooDeep; at += SLICE_CHARS) {
    parser.write(xml.slice(at, at + SLICE_CHARS));
  }
  parser.end();
  return handler.root;
}

/**
 * `head` is Atom's <feed> or RSS's <channel>. Null when it lists items but none links anywhere:
 * following it could never add a video (an empty feed can, once it lists some).
 */
function readFeed(head: XmlElement, itemElements: XmlElement[], base: URL): ParsedFeed | null {
  const feedAuthor = authorOf(head);
  const items = itemsOf(itemElements, feedAuthor, base);
  if (itemElements.length > 0 && items.length === 0) return null;
  return {
    title: cleanText(titleOf(head), CHANNEL_NAME_MAX_LENGTH) ?? base.hostname,
    link: linkOf(head, base),
    channelId: youtubeChannelIdOf(textOf(childNamed(head, 'yt:channelid'))),
    items,
  };
}

/** Since late 2023 YouTube's feeds name their own channel without the `UC` of its id. */
function youtubeChannelIdOf(text: string): string | null {
  const id = text.trim();
  return [id, `UC${id}`].find(isYouTubeChannelId) ?? null;
}

function itemsOf(elements: XmlElement[], feedAuthor: string | null, base: URL): FeedItem[] {
  const byUrl = new Map<string, FeedItem>();
  for (const element of elements) {
    const item = readItem(element, feedAuthor, base);
    if (item !== null && !byUrl.has(item.url)) byUrl.set(item.url, item);
  }
  const items = [...byUrl.values()];
  // Dates all in toISOString's one form compare as text; a sort is stable, so ties keep order.
  if (items.every((item) => item.publishedAt !== null)) {
    items.sort((a, b) => compareText(b.publishedAt ?? '', a.publishedAt ?? ''));
  }
  return items.slice(0, FEED_ITEMS_MAX);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function readItem(item: XmlElement, feedAuthor: string | null, base: URL): FeedItem | null {
  const url = itemUrl(item, base);
  if (url === null) return null;
  const youtubeId = parseYouTubeId(url);
  return {
    url,
    title:
      cleanText(titleOf(item), VIDEO_TITLE_MAX_LENGTH) ?? capLength(url, VIDEO_TITLE_MAX_LENGTH),
    channelName: authorOf(item) ?? feedAuthor,
    // A YouTube picture is built from the id, as for every saved video: the app shows images
    // of i.ytimg.com only, and feeds name i1…i4.ytimg.com.
    thumbnailUrl: youtubeId === null ? thumbnailOf(item, base) : youtubeThumbnailUrl(youtubeId),
    publishedAt: dateOf(item),
  };
}

/**
 * YouTube's video id, else the item's page (Atom's alternate link, RSS's link), else its guid
 * when that is a web address, else its video file. A YouTube link is made the one plain form.
 */
function itemUrl(item: XmlElement, base: URL): string | null {
  const url =
    youtubeVideoUrl(textOf(childNamed(item, 'yt:videoid')).trim()) ??
    linkOf(item, base) ??
    permalinkOf(item) ??
    firstUrl(mediaOf(item, 'video'), 'url', base);
  const youtubeId = url === null ? null : parseYouTubeId(url);
  return youtubeId === null ? url : canonicalYouTubeUrl(youtubeId);
}

function youtubeVideoUrl(videoId: string): string | null {
  const url = canonicalYouTubeUrl(encodeURIComponent(videoId));
  return parseYouTubeId(url) === videoId ? url : null;
}

/** Atom's `<link href>` that is not rel="self", "edit" or the like; RSS's `<link>` text. */
function linkOf(element: XmlElement, base: URL): string | null {
  for (const link of childrenNamed(element, 'link')) {
    const rel = attribute(link, 'rel')?.trim().toLowerCase();
    if (rel !== undefined && rel !== '' && rel !== 'alternate') continue;
    const url = resolveHttpUrl(attribute(link, 'href') ?? textOf(link), base);
    if (url !== null) return url;
  }
  return null;
}

/** A guid is a permalink unless it says not; a relative one is an id, not a link. */
function permalinkOf(item: XmlElement): string | null {
  const guid = childNamed(item, 'guid');
  if (guid === undefined || attribute(guid, 'ispermalink')?.trim() === 'false') return null;
  const url = parseHttpUrl(textOf(guid));
  return url && url.href.length <= VIDEO_URL_MAX_LENGTH ? url.href : null;
}

function titleOf(element: XmlElement): string | undefined {
  const title = childNamed(element, 'title');
  const text = title === undefined ? '' : textOf(title);
  // Atom's type="html" title is markup escaped once more; type="xhtml" is elements, read above.
  const plain = title !== undefined && attribute(title, 'type') === 'html' ? htmlText(text) : text;
  if (plain.trim() !== '') return plain;
  return mediaHolders(element)
    .map((holder) => textOf(childNamed(holder, 'media:title')))
    .find((mediaTitle) => mediaTitle.trim() !== '');
}

/**
 * Who made it: Atom's <author><name>, RSS's dc:creator, <author> ("mail@host (Name)"),
 * itunes:author, or Media RSS's credit; null when none names anyone.
 */
function authorOf(element: XmlElement): string | null {
  for (const author of childrenNamed(element, 'author')) {
    const name = childNamed(author, 'name');
    const text = name === undefined ? mailboxName(textOf(author)) : textOf(name);
    const found = cleanText(text, CHANNEL_NAME_MAX_LENGTH);
    if (found !== undefined) return found;
  }
  const credits = mediaHolders(element).flatMap((holder) =>
    childrenNamed(holder, 'media:credit').filter((credit) =>
      ['author', 'owner', 'uploader', undefined].includes(attribute(credit, 'role')?.trim()),
    ),
  );
  const named = [
    ...childrenNamed(element, 'dc:creator'),
    ...childrenNamed(element, 'itunes:author'),
    ...credits,
  ];
  return (
    named.map((found) => cleanText(textOf(found), CHANNEL_NAME_MAX_LENGTH)).find(Boolean) ?? null
  );
}

/** RSS's author is a mail address with the name in brackets; an address alone names no one. */
function mailboxName(text: string): string {
  const trimmed = text.trim();
  const named = /^\S+@\S+\s*\((.+)\)$/.exec(trimmed);
  if (named?.[1] !== undefined) return named[1];
  return /^\S+@\S+$/.test(trimmed) ? '' : trimmed;
}

/** Media RSS's thumbnail, anywhere it is put; an image it carries; an image enclosure. */
function thumbnailOf(item: XmlElement, base: URL): string | null {
  const thumbnails = mediaHolders(item).flatMap((holder) =>
    childrenNamed(holder, 'media:thumbnail'),
  );
  return (
    firstUrl(thumbnails, 'url', base) ??
    firstUrl(mediaOf(item, 'image'), 'url', base) ??
    firstUrl(childrenNamed(item, 'itunes:image'), 'href', base)
  );
}

/** Where Media RSS puts things: the item, its media:group, their media:content. */
function mediaHolders(item: XmlElement): XmlElement[] {
  const groups = childrenNamed(item, 'media:group');
  const contents = [item, ...groups].flatMap((holder) => childrenNamed(holder, 'media:content'));
  return [item, ...groups, ...contents];
}

/** The item's enclosures and media:content of images, or of anything else ("video"). */
function mediaOf(item: XmlElement, kind: 'image' | 'video'): XmlElement[] {
  const files = [
    ...childrenNamed(item, 'enclosure'),
    ...mediaHolders(item).filter((holder) => holder.name === 'media:content'),
  ];
  return files.filter((file) => {
    const image =
      attribute(file, 'medium')?.trim() === 'image' ||
      (attribute(file, 'type')?.trim().toLowerCase().startsWith('image/') ?? false);
    return image === (kind === 'image');
  });
}

function firstUrl(elements: XmlElement[], name: string, base: URL): string | null {
  for (const element of elements) {
    const url = resolveHttpUrl(attribute(element, name), base);
    if (url !== null) return url;
  }
  return null;
}

/** Atom's published (else updated), RSS's pubDate, Dublin Core's date; as an ISO time. */
function dateOf(item: XmlElement): string | null {
  for (const name of ['published', 'pubdate', 'dc:date', 'updated']) {
    const text = textOf(childNamed(item, name)).trim();
    if (text === '' || text.length > DATE_TEXT_MAX) continue;
    const time = Date.parse(text);
    // Before 1970 is no video's date (and the year 0 no database's).
    if (Number.isNaN(time) || time < 0) continue;
    const iso = new Date(time).toISOString();
    // A year past 9999 is written +010000-…, which is no time the API answers.
    if (/^\d{4}-/.test(iso)) return iso;
  }
  return null;
}

function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => isElement(child) && child.name === name,
  );
}

function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find(
    (child): child is XmlElement => isElement(child) && child.name === name,
  );
}

function attribute(element: XmlElement, name: string): string | undefined {
  const raw = element.attribs[name];
  return raw === undefined ? undefined : decodeHTMLStrict(raw);
}

/** An element's text, entities decoded outside CDATA sections, up to TEXT_READ_MAX. */
function textOf(element: XmlElement | undefined): string {
  let text = '';
  const read = (nodes: XmlNode[], inCdata: boolean) => {
    for (const node of nodes) {
      if (text.length >= TEXT_READ_MAX) return;
      if (node.type === ElementType.Text) text += inCdata ? node.data : decodeHTMLStrict(node.data);
      else if (node.type === ElementType.CDATA) read(node.children, true);
      else if (isElement(node)) read(node.children, false);
    }
  };
  if (element !== undefined) read(element.children, false);
  return text.slice(0, TEXT_READ_MAX);
}

/** The text of an HTML fragment. */
function htmlText(html: string): string {
  let text = '';
  new Parser({ ontext: (part) => (text += part) }, { decodeEntities: true }).end(html);
  return text;
}
