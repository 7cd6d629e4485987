import type { Embed } from '@shared/embed';
import type { FrameLink, PlayerControl } from './player-bridge';
import { connectVimeo } from './vimeo-bridge';
import { connectYouTube } from './youtube-bridge';

/** Connects to the frame of the site the embed is on. */
export const connectPlayer = (provider: Embed['provider'], link: FrameLink): PlayerControl =>
  provider === 'YouTube' ? connectYouTube(link) : connectVimeo(link);
