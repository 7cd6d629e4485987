import {
  collectBody,
  OutboundError,
  type BodyReader,
  type SafeFetcher,
  type Validators,
} from '@server/outbound';
import { parseFeed, type ParsedFeed } from './feed-xml';
import { pageFeedLinksReader, type PageFeedLinks } from './page-feed-links';

/** A feed is a few hundred KB at most (YouTube's: about 40 KB); anything far bigger is not one. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** A channel's page: YouTube puts the channel's id deep in the body. */
export const FEED_PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** What a feed is served as; HTML too, since a page given instead says where its feed is. */
const FEED_TYPES = [
  'application/rss+xml',
  'application/atom+xml',
  'application/rdf+xml',
  'application/xml',
  'text/xml',
  'application/x-rss+xml',
];
const PAGE_TYPES = ['text/html', 'application/xhtml+xml'];

/** A feed read: its items, or nothing new since the validators given (304). */
export type FeedAnswer =
  | { notModified: true; validators: Validators }
  | { notModified: false; feed: ParsedFeed; validators: Validators; url: URL };

/** A feed, or the page at an address that is none (to find its feed from). */
export type AddressAnswer =
  | { kind: 'feed'; feed: ParsedFeed; validators: Validators; url: URL }
  | { kind: 'page'; links: PageFeedLinks; url: URL };

/** Not a feed, though it answered: says so in the words the screen shows. */
export const NOT_A_FEED = 'The address does not give a feed.';

/**
 * Reads feeds and the pages that name them through the safe fetcher (the server's own network
 * refused, except the operator's configured YouTube addresses), as `owner`'s request: its turn
 * among the server's outside requests (decision 0083). Rejects with the fetcher's OutboundError,
 * or one of reason `body` when an answer is not a feed.
 */
export function createFeedFetcher(fetcher: SafeFetcher) {
  const utf8 = (bytes: Buffer) => new TextDecoder('utf-8').decode(bytes);

  return {
    /** The feed at `url`, asked conditionally when validators of an earlier answer are given. */
    async feed(url: string, owner: string, conditional?: Validators): Promise<FeedAnswer> {
      const answer = await fetcher.get(url, {
        accept: FEED_TYPES,
        maxBytes: FEED_MAX_BYTES,
        owner,
        ...(conditional ? { conditional } : {}),
        read: collectBody,
      });
      const validators = { etag: answer.etag, lastModified: answer.lastModified };
      if (answer.notModified) return { notModified: true, validators };
      const feed = parseFeed(utf8(answer.value), answer.url);
      if (!feed) throw new OutboundError('body', NOT_A_FEED);
      return { notModified: false, feed, validators, url: answer.url };
    },

    /**
     * Whatever `url` gives: a feed, or a page whose feed links (and YouTube channel) are read as
     * it streams in, no further than needed.
     */
    async address(url: string, owner: string): Promise<AddressAnswer> {
      const answer = await fetcher.get<Read>(url, {
        accept: [...FEED_TYPES, ...PAGE_TYPES],
        maxBytes: Math.max(FEED_MAX_BYTES, FEED_PAGE_MAX_BYTES),
        owner,
        read: (head) =>
          PAGE_TYPES.includes(head.mediaType)
            ? mapped(pageFeedLinksReader(head.url), (links) => ({ links }))
            : mapped(collectBody(), (bytes) => ({ bytes })),
      });
      const read = answer.value;
      if ('links' in read) return { kind: 'page', links: read.links, url: answer.url };
      const feed = parseFeed(utf8(read.bytes), answer.url);
      if (!feed) throw new OutboundError('body', NOT_A_FEED);
      const validators = { etag: answer.etag, lastModified: answer.lastModified };
      return { kind: 'feed', feed, validators, url: answer.url };
    },
  };
}

/** What `address` read: a page's feed links, or the bytes of something else. */
type Read = { links: PageFeedLinks } | { bytes: Buffer };

/** A reader whose result is made into another. */
function mapped<T, U>(reader: BodyReader<T>, map: (value: T) => U): BodyReader<U> {
  return { write: (chunk) => reader.write(chunk), end: () => map(reader.end()) };
}

export type FeedFetcher = ReturnType<typeof createFeedFetcher>;
