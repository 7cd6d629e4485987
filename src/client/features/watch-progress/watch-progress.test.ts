import { describe, expect, it } from 'vitest';
import type { PlaybackPosition } from '@shared/contracts/playback';
import { aVideo } from '@shared/test-support/library-test-data';
import { NO_PROGRESS, watchProgressOf } from './watch-progress';

const at = (videoId: string, seconds: number, updatedAt: string): PlaybackPosition => ({
  videoId,
  seconds,
  duration: 600,
  updatedAt,
});

const a = aVideo({ id: 'a' });
const b = aVideo({ id: 'b' });
const c = aVideo({ id: 'c' });
const watched = aVideo({ id: 'w', watchedAt: '2024-03-06T12:00:00.000Z' });
const videos = [a, b, c, watched];

describe('watchProgressOf', () => {
  it('lists the started, unwatched videos, the most recently played first', () => {
    const positions = [
      at('a', 30, '2024-03-05T10:00:00.000Z'),
      at('c', 90, '2024-03-05T12:00:00.000Z'),
      at('b', 60, '2024-03-05T11:00:00.000Z'),
    ];
    const progress = watchProgressOf(videos, positions);
    expect(progress.started.map((video) => video.id)).toEqual(['c', 'b', 'a']);
    expect(progress.byVideo.get('b')?.seconds).toBe(60);
  });

  it('compares the times as times, whatever offset they are written with', () => {
    const positions = [
      at('a', 30, '2024-03-05T12:30:00+02:00'),
      at('b', 30, '2024-03-05T11:00:00.000Z'),
    ];
    expect(watchProgressOf([a, b], positions).started.map((video) => video.id)).toEqual(['b', 'a']);
  });

  it('leaves out watched videos, positions under 5 seconds and videos no longer in the library', () => {
    const positions = [
      at('w', 300, '2024-03-05T12:00:00.000Z'),
      at('a', 4.9, '2024-03-05T11:00:00.000Z'),
      at('gone', 300, '2024-03-05T10:00:00.000Z'),
      at('b', 5, '2024-03-05T09:00:00.000Z'),
    ];
    const progress = watchProgressOf(videos, positions);
    expect(progress.started.map((video) => video.id)).toEqual(['b']);
    expect([...progress.byVideo.keys()]).toEqual(['b']);
  });

  it('is the same answer for the same lists, and none without a started video', () => {
    const positions = [at('a', 30, '2024-03-05T10:00:00.000Z')];
    expect(watchProgressOf(videos, positions)).toBe(watchProgressOf(videos, positions));
    expect(watchProgressOf(videos, [])).toBe(NO_PROGRESS);
    expect(watchProgressOf([watched], [at('w', 30, '2024-03-05T10:00:00.000Z')])).toBe(NO_PROGRESS);
  });
});
