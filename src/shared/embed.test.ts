import { describe, expect, it } from 'vitest';
import { embedOf } from './embed';

describe('embedOf', () => {
  it('plays YouTube through youtube-nocookie.com and Vimeo without tracking', () => {
    expect(embedOf({ url: 'https://youtu.be/dQw4w9WgXcQ', youtubeId: 'dQw4w9WgXcQ' })).toEqual({
      provider: 'YouTube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
    expect(embedOf({ url: 'https://vimeo.com/76979871/8a3f9c2b1d', youtubeId: '' })).toEqual({
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8a3f9c2b1d',
    });
  });

  it('has no player for a web page', () => {
    expect(embedOf({ url: 'https://example.com/talk', youtubeId: '' })).toBeNull();
  });
});
