import { describe, expect, it } from 'vitest';
import { moveInQueue, queueOf, removeFromQueue } from './play-queue';

const yt = (id: string, watched = false) => ({
  id,
  url: `https://youtu.be/${id}`,
  youtubeId: id,
  watchedAt: watched ? '2026-11-01T00:00:00.000Z' : null,
});
const page = { id: 'page', url: 'https://example.com/', youtubeId: '', watchedAt: null };
const vimeo = { id: 'vimeo', url: 'https://vimeo.com/76979871', youtubeId: '', watchedAt: null };

describe('queueOf', () => {
  it('plays what the player can show, in the order shown, skipping watched ones', () => {
    const videos = [yt('a'), page, yt('b', true), vimeo, yt('c')];
    expect(queueOf(videos, { watchedToo: false, shuffle: false })).toEqual(['a', 'vimeo', 'c']);
    expect(queueOf(videos, { watchedToo: true, shuffle: false })).toEqual(['a', 'b', 'vimeo', 'c']);
  });

  it('plays watched ones when nothing else is left', () => {
    expect(queueOf([yt('a', true), yt('b', true)], { watchedToo: false, shuffle: false })).toEqual([
      'a',
      'b',
    ]);
    expect(queueOf([page], { watchedToo: false, shuffle: false })).toEqual([]);
  });

  it('shuffles every video once', () => {
    const videos = ['a', 'b', 'c', 'd', 'e'].map((id) => yt(id));
    const draws = [0.1, 0.9, 0.5, 0.3];
    const shuffled = queueOf(videos, {
      watchedToo: false,
      shuffle: true,
      random: () => draws.shift() ?? 0,
    });
    expect([...shuffled].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(shuffled).not.toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('moveInQueue and removeFromQueue', () => {
  const queue = { ids: ['a', 'b', 'c', 'd'], index: 1 };

  it('keeps the playing video playing as others move', () => {
    expect(moveInQueue(queue, 3, 2)).toEqual({ ids: ['a', 'b', 'd', 'c'], index: 1 });
    expect(moveInQueue(queue, 0, 3)).toEqual({ ids: ['b', 'c', 'd', 'a'], index: 0 });
  });

  it('takes others out, never the one playing', () => {
    expect(removeFromQueue(queue, 2)).toEqual({ ids: ['a', 'b', 'd'], index: 1 });
    expect(removeFromQueue(queue, 0)).toEqual({ ids: ['b', 'c', 'd'], index: 0 });
    expect(removeFromQueue(queue, 1)).toBe(queue);
  });
});
