import { parseHttpUrl } from './urls';

/** A Vimeo video: its numeric id, and the hash an unlisted video's link carries. */
export interface VimeoVideo {
  id: string;
  hash: string | null;
}

const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIDEO_ID = /^\d{1,12}$/;
const HASH = /^[0-9a-f]{6,20}$/i;

/**
 * The video a Vimeo link names, or null: `vimeo.com/ID`, `vimeo.com/ID/HASH` (unlisted),
 * `vimeo.com/channels/NAME/ID`, `vimeo.com/groups/NAME/videos/ID`, `vimeo.com/album|showcase/N/
 * video/ID`, `player.vimeo.com/video/ID?h=HASH`. Profiles, categories and the like are not
 * videos. Only Vimeo's own hosts count.
 */
export function parseVimeo(value: string): VimeoVideo | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const host = url.hostname.replace(/\.$/, '');
  if (!VIMEO_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const video = (id: string | undefined, hash: string | null | undefined): VimeoVideo | null =>
    id !== undefined && VIDEO_ID.test(id)
      ? { id, hash: hash && HASH.test(hash) ? hash : null }
      : null;

  if (host === 'player.vimeo.com') {
    return parts[0] === 'video' && parts.length === 2
      ? video(parts[1], url.searchParams.get('h'))
      : null;
  }
  const [first, second, third, fourth] = parts;
  if (first !== undefined && VIDEO_ID.test(first)) {
    // The second part, if any, is an unlisted video's hash; anything else is another page.
    if (parts.length === 1 || (parts.length === 2 && HASH.test(second ?? ''))) {
      return video(first, second);
    }
    return null;
  }
  if (first === 'channels' && parts.length === 3) return video(third, null);
  if (first === 'groups' && third === 'videos' && parts.length === 4) return video(fourth, null);
  if ((first === 'album' || first === 'showcase') && third === 'video' && parts.length === 4) {
    return video(fourth, null);
  }
  return null;
}
