import { describe, expect, it } from 'vitest';
import { aVideo } from '@shared/test-support/library-test-data';
import { filterByWatched, watchedCountText, watchFilterEmptyText } from './watch-filter';

const unwatched = aVideo({ id: 'u' });
const watched = aVideo({ id: 'w', watchedAt: '2026-11-25T10:00:00.000Z' });
const videos = [unwatched, watched];
const ids = (list: readonly { id: string }[]) => list.map((video) => video.id);

describe('the watched filter', () => {
  it('lets all through (the same array), or only the unwatched, or only the watched', () => {
    expect(filterByWatched(videos, 'all')).toBe(videos);
    expect(ids(filterByWatched(videos, 'unwatched'))).toEqual(['u']);
    expect(ids(filterByWatched(videos, 'watched'))).toEqual(['w']);
  });

  it('counts the watched for the badge, and says why a filtered view is empty', () => {
    expect(watchedCountText(videos)).toBe('1 watched');
    expect(watchedCountText([])).toBe('0 watched');
    expect(watchFilterEmptyText('watched').title).toBe('No watched videos here');
    expect(watchFilterEmptyText('unwatched').title).toBe('Nothing left to watch here');
  });
});
