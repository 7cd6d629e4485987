import { parseVimeo } from './vimeo';

/** Where the in-app player's frames may come from: the providers' privacy-respecting players. */
export const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * A video the in-app player can show (docs/product/watch-later-and-player.md#player), with the
 * provider's name for its title.
 */
export interface Embed {
  provider: 'YouTube' | 'Vimeo';
  src: string;
}

/**
 * The player for a saved video, or null when it has none (a web page, an unknown site):
 * YouTube through youtube-nocookie.com (no cookies until the viewer plays), Vimeo with `dnt=1`
 * (no tracking). Both start playing, as the user asked for it by pressing Play.
 */
export function embedOf(video: { url: string; youtubeId: string }): Embed | null {
  if (video.youtubeId !== '') {
    const id = encodeURIComponent(video.youtubeId);
    return {
      provider: 'YouTube',
      src: `${PLAYER_ORIGINS[0]}/embed/${id}?autoplay=1&rel=0`,
    };
  }
  const vimeo = parseVimeo(video.url);
  if (!vimeo) return null;
  const hash = vimeo.hash ? `&h=${vimeo.hash}` : '';
  return {
    provider: 'Vimeo',
    src: `${PLAYER_ORIGINS[1]}/video/${vimeo.id}?autoplay=1&dnt=1${hash}`,
  };
}
