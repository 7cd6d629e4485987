import { describe, expect, it } from 'vitest';
import { aVideo } from './test-data';
import { isSearching, matchesQuery, visibleVideos } from './search';
import { countByCategory, urlCountLabel, videoCountLabel } from './counts';
import { matchingNote, viewTitle } from './view-text';

const a = aVideo({ id: 'a', title: 'Learning Rust', channelName: 'Ferris', categoryId: 'c1' });
const b = aVideo({ id: 'b', title: 'Cooking pasta', channelName: 'Chef RUSTY', categoryId: 'c2' });
const c = aVideo({ id: 'c', title: 'Jazz', channelName: null, categoryId: 'c1' });
const videos = [a, b, c];

describe('search', () => {
  it('matches title or channel, ignoring case, as a substring', () => {
    expect(matchesQuery(a, 'rust')).toBe(true);
    expect(matchesQuery(b, 'rust')).toBe(true);
    expect(matchesQuery(c, 'rust')).toBe(false);
    expect(matchesQuery(a, 'ERRI')).toBe(true);
  });

  it('ignores the collection while searching', () => {
    expect(visibleVideos(videos, { query: 'rust', categoryId: 'c1' }).map((v) => v.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('shows the selected collection, or everything when none is selected', () => {
    expect(visibleVideos(videos, { query: '', categoryId: 'c1' }).map((v) => v.id)).toEqual([
      'a',
      'c',
    ]);
    expect(visibleVideos(videos, { query: '  ', categoryId: null })).toHaveLength(3);
  });

  it('treats spaces alone as no search', () => {
    expect(isSearching('   ')).toBe(false);
    expect(isSearching(' x ')).toBe(true);
  });
});

describe('counts and labels', () => {
  it('counts videos per collection', () => {
    const counts = countByCategory(videos);
    expect(counts.get('c1')).toBe(2);
    expect(counts.get('c2')).toBe(1);
    expect(counts.get('c3')).toBeUndefined();
  });

  it('says singular or plural', () => {
    expect(videoCountLabel(0)).toBe('0 videos');
    expect(videoCountLabel(1)).toBe('1 video');
    expect(videoCountLabel(2)).toBe('2 videos');
    expect(urlCountLabel(1)).toBe('1 URL');
    expect(urlCountLabel(12)).toBe('12 URLs');
  });

  it('titles the view and notes the query', () => {
    const work = { id: 'c1', name: 'Work', color: null, position: 'a0', isDefault: false };
    expect(viewTitle('', work)).toBe('Work');
    expect(viewTitle('', null)).toBe('All Videos');
    expect(viewTitle('foo', work)).toBe('Search Results');
    expect(matchingNote(' foo ')).toBe(' matching "foo"');
    expect(matchingNote('')).toBe('');
  });
});
