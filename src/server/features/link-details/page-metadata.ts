import { Parser } from 'htmlparser2';
import {
  CHANNEL_NAME_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '@shared/constants';
import { cleanText } from '@shared/text';
import type { BodyReader, SafeFetcher } from '@server/outbound';
import { boundedParser } from '@server/html/bounded-parser';

/** What a web page says about itself, each field only if it said something usable. */
export interface PageMetadata {
  title?: string;
  siteName?: string;
  description?: string;
  /** Its preview image (og:image), absolute, http(s) only. Not shown yet: see decision 0048. */
  imageUrl?: string;
}

/** The details are in the head; a page whose head runs past this is read no further. */
export const PAGE_MAX_BYTES = 1024 * 1024;
/** A card shows a few lines at most; descriptions are not edited, so the cap lives here. */
export const PAGE_DESCRIPTION_MAX_LENGTH = 1000;
/** The pages read: HTML, as browsers are served it. */
export const PAGE_TYPES = ['text/html', 'application/xhtml+xml'];
/** How far into a page a <meta charset> is looked for (the HTML standard's prescan). */
const SNIFF_BYTES = 1024;

/** The tags read, by their property or name; the first of each counts. */
const WANTED = [
  'og:title',
  'og:site_name',
  'og:description',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:title',
  'description',
] as const;
type Wanted = (typeof WANTED)[number];
const isWanted = (key: string): key is Wanted => (WANTED as readonly string[]).includes(key);

/**
 * Reads a page's own title, site name, description and image through the safe fetcher (which
 * refuses the server's own network), as `owner`'s request (its turn among outside requests,
 * decision 0083). Rejects with the fetcher's OutboundError when the page cannot be had.
 */
export function createPageMetadataReader(
  fetcher: SafeFetcher,
): (url: string, owner?: string) => Promise<PageMetadata> {
  return async (url, owner) => {
    const page = await fetcher.get(url, {
      accept: PAGE_TYPES,
      maxBytes: PAGE_MAX_BYTES,
      ...(owner === undefined ? {} : { owner }),
      read: (head) => headReader(head.url, head.charset),
    });
    return page.value;
  };
}

/**
 * Parses a page's HTML as it streams in (htmlparser2, entities decoded), and asks for no more
 * once the head is over (`</head>` or `<body>`). The text encoding is, in the HTML standard's
 * order: a byte-order mark, the Content-Type's charset, a <meta> in the first 1024 bytes, else
 * UTF-8 (windows-1252 when those bytes are not UTF-8). `pageUrl` is where the page was found,
 * redirects followed, for a relative og:image.
 */
export function headReader(
  pageUrl: URL,
  declaredCharset: string | undefined,
): BodyReader<PageMetadata> {
  const tags = new Map<Wanted, string>();
  let title: string | undefined;
  /** The text of the <title> being read, if one is open. */
  let openTitle: string | undefined;
  let headOver = false;
  /** False once the page nested too deep to read on (bounded-parser.ts). */
  let readable = true;

  const parser = boundedParser(
    {
      onopentag(name, attributes) {
        if (headOver) return;
        if (name === 'body') headOver = true;
        else if (name === 'title' && title === undefined) openTitle = '';
        else if (name === 'meta') {
          const content = attributes.content;
          if (content === undefined) return;
          // Pages mix property= (Open Graph) and name= (Twitter, description) up.
          for (const key of [attributes.property, attributes.name]) {
            const wanted = key?.trim().toLowerCase() ?? '';
            if (isWanted(wanted) && !tags.has(wanted)) tags.set(wanted, content);
          }
        }
      },
      ontext(text) {
        if (openTitle !== undefined) openTitle += text;
      },
      onclosetag(name) {
        if (name === 'title' && openTitle !== undefined) {
          title = openTitle;
          openTitle = undefined;
        }
        if (name === 'head') headOver = true;
      },
    },
    { decodeEntities: true },
  );

  let decoder: TextDecoder | undefined;
  let sniffed: Buffer[] = [];
  let sniffedBytes = 0;

  function begin(): TextDecoder {
    const start = Buffer.concat(sniffed);
    sniffed = [];
    const chosen = new TextDecoder(encodingOf(start, declaredCharset));
    decoder = chosen;
    readable = parser.write(chosen.decode(start, { stream: true }));
    return chosen;
  }

  return {
    write(chunk) {
      if (decoder) {
        readable = parser.write(decoder.decode(chunk, { stream: true }));
      } else {
        sniffed.push(chunk);
        sniffedBytes += chunk.length;
        // A short head that is already over needs no more bytes to be read.
        if (sniffedBytes >= SNIFF_BYTES || headEndsIn(sniffed)) begin();
      }
      return headOver || !readable ? 'stop' : 'more';
    },
    end() {
      const last = decoder ?? begin();
      if (!headOver) parser.write(last.decode());
      parser.end();
      // A title the page never closed (cut at the size cap) still says what the page is.
      return collect(tags, title ?? openTitle, pageUrl);
    },
  };
}

function collect(tags: Map<Wanted, string>, title: string | undefined, pageUrl: URL): PageMetadata {
  const text = (key: Wanted, max: number) => cleanText(tags.get(key), max);
  const found: PageMetadata = {
    title:
      text('og:title', VIDEO_TITLE_MAX_LENGTH) ??
      text('twitter:title', VIDEO_TITLE_MAX_LENGTH) ??
      cleanText(title, VIDEO_TITLE_MAX_LENGTH),
    siteName: text('og:site_name', CHANNEL_NAME_MAX_LENGTH),
    description:
      text('og:description', PAGE_DESCRIPTION_MAX_LENGTH) ??
      text('description', PAGE_DESCRIPTION_MAX_LENGTH),
    imageUrl: (['og:image', 'og:image:secure_url', 'og:image:url'] as const)
      .map((key) => imageUrl(tags.get(key), pageUrl))
      .find((url) => url !== undefined),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, value]) => value !== undefined),
  ) as PageMetadata;
}

/** An absolute http(s) URL for the image, resolved against the page; anything else is none. */
function imageUrl(value: string | undefined, pageUrl: URL): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, pageUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.href.length <= VIDEO_URL_MAX_LENGTH ? url.href : undefined;
}

const headEndsIn = (chunks: Buffer[]) =>
  /<\/head|<body/i.test(Buffer.concat(chunks).toString('latin1'));

/** The text encoding of a page that starts with `start` (see headReader). */
export function encodingOf(start: Buffer, declared: string | undefined): string {
  if (start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf) return 'utf-8';
  if (start[0] === 0xfe && start[1] === 0xff) return 'utf-16be';
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le';
  const fromHeader = knownEncoding(declared);
  if (fromHeader) return fromHeader;
  const fromMeta = knownEncoding(metaCharset(start.subarray(0, SNIFF_BYTES)));
  // A page cannot declare UTF-16 in ASCII-compatible bytes: such a declaration means UTF-8.
  if (fromMeta) return fromMeta.startsWith('utf-16') ? 'utf-8' : fromMeta;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(start, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The encoding's canonical name if TextDecoder knows the label. */
function knownEncoding(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

/** `<meta charset>` or `<meta http-equiv="content-type" content="…; charset=…">`, parsed. */
function metaCharset(start: Buffer): string | undefined {
  let charset: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'meta' || charset !== undefined) return;
      if (attributes.charset) charset = attributes.charset;
      else if (attributes['http-equiv']?.trim().toLowerCase() === 'content-type') {
        charset = /charset\s*=\s*["']?([^"';\s]+)/i.exec(attributes.content ?? '')?.[1];
      }
    },
  });
  // Byte for byte: the markup that declares an encoding is ASCII in every one that can.
  parser.write(start.toString('latin1'));
  parser.end();
  return charset;
}
