import { canonicalYouTubeUrl, parseYouTubeId } from '@shared/youtube';
import type { OembedProvider } from './provider';

/** YouTube: its image is known from the video's id, so its answer's thumbnail is not kept. */
export const youtube: OembedProvider = {
  service: 'youtube',
  name: 'YouTube',
  match: (url) => {
    const id = parseYouTubeId(url);
    return id ? { id, asked: canonicalYouTubeUrl(id) } : undefined;
  },
  answersThumbnail: false,
};
