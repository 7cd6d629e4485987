import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYER_SITES, embedOf, embedSrc, playerOrigins } from './embed';

const origin = 'https://vidshelf.example';

describe('embedOf and embedSrc', () => {
  it('plays YouTube through youtube-nocookie.com with its player API, and Vimeo without tracking', () => {
    const youtube = embedOf({ url: 'https://youtu.be/dQw4w9WgXcQ', youtubeId: 'dQw4w9WgXcQ' });
    expect(youtube).toEqual({ provider: 'YouTube', id: 'dQw4w9WgXcQ' });
    expect(embedSrc(youtube!, DEFAULT_PLAYER_SITES, { origin })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1&origin=https%3A%2F%2Fvidshelf.example',
    );
    const vimeo = embedOf({ url: 'https://vimeo.com/76979871/8a3f9c2b1d', youtubeId: '' });
    expect(embedSrc(vimeo!, DEFAULT_PLAYER_SITES, { origin })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8a3f9c2b1d',
    );
  });

  it('starts at a moment, in whole seconds', () => {
    const youtube = embedOf({ url: 'https://youtu.be/dQw4w9WgXcQ', youtubeId: 'dQw4w9WgXcQ' })!;
    expect(embedSrc(youtube, DEFAULT_PLAYER_SITES, { origin, start: 185.7 })).toMatch(
      /&start=185$/,
    );
    const vimeo = embedOf({ url: 'https://vimeo.com/76979871', youtubeId: '' })!;
    expect(embedSrc(vimeo, DEFAULT_PLAYER_SITES, { origin, start: 185 })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1#t=185s',
    );
  });

  it('uses the configured players, and allows frames from their origins only', () => {
    const players = {
      youtubeEmbedUrl: 'https://invidious.example/embed',
      vimeoPlayerUrl: 'http://127.0.0.1:4000/video',
    };
    const youtube = embedOf({ url: 'https://youtu.be/dQw4w9WgXcQ', youtubeId: 'dQw4w9WgXcQ' })!;
    expect(embedSrc(youtube, players, { origin })).toMatch(
      /^https:\/\/invidious\.example\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(playerOrigins(players)).toEqual(['https://invidious.example', 'http://127.0.0.1:4000']);
    expect(playerOrigins(DEFAULT_PLAYER_SITES)).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it('has no player for a web page', () => {
    expect(embedOf({ url: 'https://example.com/talk', youtubeId: '' })).toBeNull();
  });
});
