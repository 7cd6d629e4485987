import normalizeUrl from 'normalize-url';
import { VIDEO_URL_MAX_LENGTH } from '@shared/constants';
import { parseHttpUrl } from '@shared/urls';
import { parseYouTubeId } from '@shared/youtube';

/**
 * Query parameters that say where a link was shared from, not what it shows: two links that
 * differ only by them are the same page. normalize-url drops `utm_*` itself.
 */
const TRACKING_PARAMETERS = [/^utm_\w+/i, 'fbclid', 'gclid', 'mc_cid', 'mc_eid', 'igshid'];

/**
 * What makes two saved links the same (docs/decisions/0035-import.md): a YouTube video in any
 * URL form is `youtube:<id>`; any other link is its URL normalised (scheme and `www.` folded,
 * host in lower case, default port, fragment, trailing slash and tracking parameters dropped,
 * parameters sorted). Null for what cannot be saved at all (not http(s), too long).
 */
export function linkKey(url: string): string | null {
  // As the add route stores it (the parser's form), and only if that can be stored.
  const href = parseHttpUrl(url)?.href;
  if (!href || href.length > VIDEO_URL_MAX_LENGTH) return null;
  const youtubeId = parseYouTubeId(href);
  if (youtubeId) return `youtube:${youtubeId}`;
  try {
    return `url:${normalizeUrl(href, {
      forceHttps: true,
      stripWWW: true,
      stripHash: true,
      removeTrailingSlash: true,
      removeSingleSlash: true,
      sortQueryParameters: true,
      removeQueryParameters: TRACKING_PARAMETERS,
    })}`;
  } catch {
    // A URL the WHATWG parser takes but normalize-url does not: compare it as written.
    return `url:${href}`;
  }
}

/** Why a link has no key (linkKey answers null): it cannot be saved, as an import's report says. */
export function noLinkKeyReason(url: string): string {
  if (url === '') return 'No link.';
  if (!parseHttpUrl(url)) return 'Not a web link (only http and https links are saved).';
  return `Longer than ${VIDEO_URL_MAX_LENGTH.toLocaleString('en-US')} characters.`;
}
