import type { PlayerSites } from './contracts/playback';
import { parseVimeo } from './vimeo';

/**
 * A video the in-app player can show (docs/product/watch-later-and-player.md#player): which site's
 * player, and the video's id there.
 */
export type Embed =
  { provider: 'YouTube'; id: string } | { provider: 'Vimeo'; id: string; hash: string | null };

/** The sites' own players, the settings' defaults. */
export const DEFAULT_PLAYER_SITES: PlayerSites = {
  youtubeEmbedUrl: 'https://www.youtube-nocookie.com/embed',
  vimeoPlayerUrl: 'https://player.vimeo.com/video',
};

/** The only origins the in-app player's frames may come from (the CSP's frame-src). */
export const playerOrigins = (players: PlayerSites): string[] => [
  ...new Set([new URL(players.youtubeEmbedUrl).origin, new URL(players.vimeoPlayerUrl).origin]),
];

/** The player for a saved video, or null when it has none (a web page, an unknown site). */
export function embedOf(video: { url: string; youtubeId: string }): Embed | null {
  if (video.youtubeId !== '') return { provider: 'YouTube', id: video.youtubeId };
  const vimeo = parseVimeo(video.url);
  return vimeo && { provider: 'Vimeo', id: vimeo.id, hash: vimeo.hash };
}

/**
 * The frame's address for a video: YouTube's embed with its player API on (`enablejsapi`, and
 * `origin`, the page it may talk to), Vimeo's player with `dnt=1` (no tracking). Both start
 * playing, as the user asked for it by pressing Play; at `start` seconds when given (YouTube's
 * `start=`, Vimeo's `#t=`), which the sites honour before their API is even listening.
 */
export function embedSrc(
  embed: Embed,
  players: PlayerSites,
  { origin, start = 0 }: { origin: string; start?: number },
): string {
  const at = Math.floor(start);
  const id = encodeURIComponent(embed.id);
  if (embed.provider === 'YouTube') {
    const query = new URLSearchParams({ autoplay: '1', rel: '0', enablejsapi: '1', origin });
    if (at > 0) query.set('start', String(at));
    return `${players.youtubeEmbedUrl}/${id}?${query.toString()}`;
  }
  const query = new URLSearchParams({ autoplay: '1', dnt: '1' });
  if (embed.hash) query.set('h', embed.hash);
  return `${players.vimeoPlayerUrl}/${id}?${query.toString()}${at > 0 ? `#t=${at}s` : ''}`;
}
