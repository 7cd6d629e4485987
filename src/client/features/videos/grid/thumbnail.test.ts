import { describe, expect, it } from 'vitest';
import {
  isProxiedThumbnail,
  isYouTubeStandIn,
  thumbnailCandidates,
  thumbnailProxyPath,
} from './thumbnail';

const MAXRES = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg';
const HQ = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
const PLACEHOLDER = '/video-placeholder.svg';

describe('thumbnailCandidates', () => {
  it('tries maxres, then hqdefault, then the placeholder for YouTube', () => {
    expect(thumbnailCandidates({ thumbnailUrl: MAXRES, youtubeId: 'dQw4w9WgXcQ' })).toEqual([
      MAXRES,
      HQ,
      PLACEHOLDER,
    ]);
  });

  it('uses the placeholder when there is no image', () => {
    expect(thumbnailCandidates({ thumbnailUrl: null, youtubeId: '' })).toEqual([PLACEHOLDER]);
    expect(thumbnailCandidates({ thumbnailUrl: PLACEHOLDER, youtubeId: '' })).toEqual([
      PLACEHOLDER,
    ]);
    expect(thumbnailCandidates({ thumbnailUrl: null, youtubeId: 'dQw4w9WgXcQ' })).toEqual([
      HQ,
      PLACEHOLDER,
    ]);
  });

  it('never loads an image from a scheme other than http(s)', () => {
    expect(
      thumbnailCandidates({ thumbnailUrl: 'javascript:alert(1)', youtubeId: 'bad"id' }),
    ).toEqual([PLACEHOLDER]);
    expect(
      thumbnailCandidates({ thumbnailUrl: 'data:image/png;base64,xx', youtubeId: '' }),
    ).toEqual([PLACEHOLDER]);
  });
});

describe('isYouTubeStandIn', () => {
  it('spots the 120-px grey image on YouTube hosts only', () => {
    expect(isYouTubeStandIn(MAXRES, 120)).toBe(true);
    expect(isYouTubeStandIn(MAXRES, 1280)).toBe(false);
    expect(isYouTubeStandIn('https://example.com/a.jpg', 120)).toBe(false);
    expect(isYouTubeStandIn(PLACEHOLDER, 120)).toBe(false);
  });
});

describe('isProxiedThumbnail', () => {
  it('sends other hosts’ images through the server, never YouTube’s or the placeholder', () => {
    expect(isProxiedThumbnail('https://i.vimeocdn.com/video/1-d_640')).toBe(true);
    expect(isProxiedThumbnail('http://example.com/og.png')).toBe(true);
    expect(isProxiedThumbnail(MAXRES)).toBe(false);
    expect(isProxiedThumbnail(PLACEHOLDER)).toBe(false);
    expect(isProxiedThumbnail('javascript:alert(1)')).toBe(false);
    expect(isProxiedThumbnail('data:image/png;base64,AAAA')).toBe(false);
  });

  it('asks for a video’s image at its own path', () => {
    expect(thumbnailProxyPath('6f1c0a3e-0000-4000-8000-000000000001')).toBe(
      '/api/videos/6f1c0a3e-0000-4000-8000-000000000001/thumbnail',
    );
  });
});
