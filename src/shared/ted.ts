import { parseHttpUrl } from './urls';

const TED_HOSTS = new Set(['ted.com', 'www.ted.com', 'embed.ted.com']);
/** A talk's slug: `ken_robinson_says_schools_kill_creativity`. */
const TALK_SLUG = /^[a-z0-9_]{1,200}$/i;

/**
 * The slug of a TED talk link, or null: `ted.com/talks/SLUG` (an old link's `.html` dropped),
 * `ted.com/talks/lang/LANG/SLUG`, `embed.ted.com/talks/SLUG`, an optional trailing slash. Only
 * TED's own hosts count; speakers, playlists and the talks index are not talks.
 */
export function parseTedTalk(value: string): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const host = url.hostname.replace(/\.$/, '');
  if (!TED_HOSTS.has(host)) return null;
  const parts = url.pathname.replace(/\/$/, '').split('/').slice(1);
  if (parts[0] !== 'talks') return null;
  const last =
    parts.length === 2 || (parts.length === 4 && parts[1] === 'lang') ? parts.at(-1) : undefined;
  const slug = last?.replace(/\.html$/, '');
  return slug !== undefined && TALK_SLUG.test(slug) ? slug : null;
}

/** The plain link TED's oEmbed is asked about, whatever form was shared. */
export const canonicalTedUrl = (slug: string): string => `https://www.ted.com/talks/${slug}`;
