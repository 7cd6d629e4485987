import { describe, expect, it } from 'vitest';
import { aVideo } from '@shared/test-support/library-test-data';
import { countByCollection, libraryCountLabel, videoCountLabel } from './counts';
import { matchingNote, viewTitle } from './view-text';

const a = aVideo({ id: 'a', title: 'Learning Rust', channelName: 'Ferris', categoryId: 'c1' });
const b = aVideo({ id: 'b', title: 'Cooking pasta', channelName: 'Chef RUSTY', categoryId: 'c2' });
const c = aVideo({ id: 'c', title: 'Jazz', channelName: null, categoryId: 'c1' });
const videos = [a, b, c];

describe('counts and labels', () => {
  it('counts videos per collection', () => {
    const counts = countByCollection(videos);
    expect(counts.get('c1')).toBe(2);
    expect(counts.get('c2')).toBe(1);
    expect(counts.get('c3')).toBeUndefined();
  });

  it('says singular or plural', () => {
    expect(videoCountLabel(0)).toBe('0 videos');
    expect(videoCountLabel(1)).toBe('1 video');
    expect(videoCountLabel(2)).toBe('2 videos');
    expect(libraryCountLabel(1)).toBe('1 video in your library');
    expect(libraryCountLabel(12)).toBe('12 videos in your library');
  });

  it('titles the view and notes the query', () => {
    const work = { id: 'c1', name: 'Work', color: null, position: 'a0', isDefault: false };
    expect(viewTitle('', work)).toBe('Work');
    expect(viewTitle('', null)).toBe('All Videos');
    expect(viewTitle('foo', work)).toBe('Search Results');
    expect(viewTitle('', null, true)).toBe('Continue watching');
    expect(viewTitle('foo', null, true)).toBe('Search Results');
    expect(matchingNote(' foo ')).toBe(' matching "foo"');
    expect(matchingNote('')).toBe('');
  });
});
