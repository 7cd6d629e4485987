import { canonicalTedUrl, parseTedTalk } from '@shared/ted';
import type { OembedProvider } from './provider';

export const ted: OembedProvider = {
  service: 'ted',
  name: 'TED',
  match: (url) => {
    const slug = parseTedTalk(url);
    return slug ? { id: slug, asked: canonicalTedUrl(slug) } : undefined;
  },
  answersThumbnail: true,
};
