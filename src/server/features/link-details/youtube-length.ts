import { OutboundError, type BodyReader, type SafeFetcher } from '@server/outbound';
import { boundedParser } from '@server/html/bounded-parser';
import { DETAILS_PAUSE_FIRST_MS, DETAILS_PAUSE_MAX_MS } from './details-refresher';
import { isoDurationSeconds } from './iso-duration';
import { PAGE_MAX_BYTES, PAGE_TYPES } from './page-metadata';

export interface YouTubeLengthReaderDeps {
  /** The fetcher other pages are read with (its deadline, its refusals, the app's gate). */
  fetcher: SafeFetcher;
  /** YOUTUBE_WATCH_URL: the watch page, the video's id added as its `v` parameter. */
  watchUrl: string;
  now?: () => number;
}

/** Reads a YouTube video's length: its id, the user it is for; undefined when not learnt. */
export type YouTubeLengthReader = (id: string, owner?: string) => Promise<string | undefined>;

/**
 * Reads a YouTube video's length from its watch page, which YouTube's oEmbed never tells
 * (docs/product/link-details.md#video-sites): the page's `<meta itemprop="duration">`, as whole
 * seconds (iso-duration.ts). Read as other pages are (page-metadata.ts): through the safe
 * fetcher, at most PAGE_MAX_BYTES, within its deadline, taking `owner`'s turn among outside
 * requests (decision 0083). Never rejects: a page that cannot be had (a 404, a timeout, a
 * consent page instead) or says no length leaves it unknown, logged and shown to nobody. When
 * YouTube does not answer (429, 5xx, a timeout, no turn), the pages are left alone for a pause
 * that doubles while it goes on, as the background's lookups pause for a site
 * (details-refresher.ts), so an import's links do not keep asking a YouTube that refuses.
 */
export function createYouTubeLengthReader({
  fetcher,
  watchUrl,
  now = Date.now,
}: YouTubeLengthReaderDeps): YouTubeLengthReader {
  // Parsed once: a bad address is a configuration error, reported at start-up.
  const base = new URL(watchUrl);
  let pause: { ms: number; until: number } | undefined;

  function pauseAfterFailure(): void {
    // Failures of lookups under way while it is paused already say nothing new.
    if (pause && pause.until > now()) return;
    const ms = pause ? Math.min(pause.ms * 2, DETAILS_PAUSE_MAX_MS) : DETAILS_PAUSE_FIRST_MS;
    pause = { ms, until: now() + ms };
    console.warn(`YouTube watch pages paused for ${Math.round(ms / 1000)} s.`);
  }

  return async (id, owner) => {
    if (pause && pause.until > now()) return undefined;
    const page = new URL(base);
    page.searchParams.set('v', id);
    // The id only in the log, as for oEmbed lookups; the fetcher's reasons name the host only.
    const unknown = (reason: string) =>
      console.warn(`YouTube watch page for video ${id}: ${reason}; length unknown`);
    try {
      const { value } = await fetcher.get(page, {
        accept: PAGE_TYPES,
        maxBytes: PAGE_MAX_BYTES,
        ...(owner === undefined ? {} : { owner }),
        read: lengthReader,
      });
      pause = undefined;
      if (value === null) unknown('no length on the page');
      return value ?? undefined;
    } catch (error) {
      unknown(error instanceof OutboundError ? error.message : 'unexpected error');
      if (error instanceof OutboundError && error.retry) pauseAfterFailure();
      return undefined;
    }
  };
}

/**
 * Reads a page as it streams in until its first `<meta itemprop="duration">`, then asks for no
 * more: on YouTube's watch page it is in the body, after a long head. The markup looked for is
 * ASCII in every encoding a watch page is served in, so the bytes are read one a character
 * (latin1), which no chunk boundary can split.
 */
export function lengthReader(): BodyReader<string | null> {
  let length: string | null = null;
  let found = false;
  const parser = boundedParser(
    {
      onopentag(name, attributes) {
        if (found || name !== 'meta') return;
        if (attributes.itemprop?.trim().toLowerCase() !== 'duration') return;
        found = true;
        length = isoDurationSeconds(attributes.content ?? '');
      },
    },
    { decodeEntities: true },
  );
  return {
    write(chunk) {
      // A page nested too deep to read on is read no further: its length stays unknown.
      const readable = parser.write(chunk.toString('latin1'));
      return found || !readable ? 'stop' : 'more';
    },
    end() {
      parser.end();
      return length;
    },
  };
}
