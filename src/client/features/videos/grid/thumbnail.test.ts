import { describe, expect, it } from 'vitest';
import { isYouTubeStandIn, thumbnailCandidates } from './thumbnail';

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
