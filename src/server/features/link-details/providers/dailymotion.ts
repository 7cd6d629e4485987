import { canonicalDailymotionUrl, parseDailymotionId } from '@shared/dailymotion';
import type { OembedProvider } from './provider';

export const dailymotion: OembedProvider = {
  service: 'dailymotion',
  name: 'Dailymotion',
  match: (url) => {
    const id = parseDailymotionId(url);
    return id ? { id, asked: canonicalDailymotionUrl(id) } : undefined;
  },
  answersThumbnail: true,
};
