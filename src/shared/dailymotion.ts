import { parseHttpUrl } from './urls';

const DAILYMOTION_HOSTS = new Set(['dailymotion.com', 'www.dailymotion.com']);
const SHORT_LINK_HOST = 'dai.ly';
/** Dailymotion's ids: letters and digits (`x8abc12`, older `xy0wd`, newer `k…`). */
const VIDEO_ID = /^[A-Za-z0-9]{2,32}$/;

/**
 * The id of a Dailymotion video link, or null: `dailymotion.com/video/ID` (an old link's
 * `ID_some-title` slug dropped), `dailymotion.com/embed/video/ID`, `dai.ly/ID`, an optional
 * trailing slash. Only Dailymotion's own hosts count; channels, playlists and the like are not
 * videos.
 */
export function parseDailymotionId(value: string): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  // `www.dailymotion.com.` is the same host written fully qualified.
  const host = url.hostname.replace(/\.$/, '');
  const parts = url.pathname.replace(/\/$/, '').split('/').slice(1);
  let candidate: string | undefined;
  if (host === SHORT_LINK_HOST) {
    candidate = parts.length === 1 ? parts[0] : undefined;
  } else if (DAILYMOTION_HOSTS.has(host)) {
    if (parts.length === 2 && parts[0] === 'video') candidate = parts[1];
    else if (parts.length === 3 && parts[0] === 'embed' && parts[1] === 'video') {
      candidate = parts[2];
    }
    // An old link names the video as `ID_title-words`.
    candidate = candidate?.split('_')[0];
  }
  return candidate !== undefined && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The plain link Dailymotion's oEmbed is asked about, whatever form was shared. */
export const canonicalDailymotionUrl = (id: string): string =>
  `https://www.dailymotion.com/video/${id}`;
