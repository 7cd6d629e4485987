import { parseVimeo } from '@shared/vimeo';
import type { OembedProvider } from './provider';

export const vimeo: OembedProvider = {
  service: 'vimeo',
  name: 'Vimeo',
  match: (url) => {
    const video = parseVimeo(url);
    // An unlisted video is known to oEmbed only with its hash.
    return video
      ? {
          id: video.id,
          asked: `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`,
        }
      : undefined;
  },
  answersThumbnail: true,
};
