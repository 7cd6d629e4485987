import { describe, expect, it } from 'vitest';
import { aVideo } from '@shared/test-support/library-test-data';
import { runningTime } from './running-time';

// docs/product/all-videos-and-sorting.md#running-time

const WATCHED = '2024-03-06T12:00:00.000Z';
/** Videos of these lengths in seconds (null: unknown), the watched ones marked `true`. */
const videos = (...lengths: [number | null, boolean?][]) =>
  lengths.map(([seconds, watched], i) =>
    aVideo({
      id: `v${i}`,
      duration: seconds === null ? null : String(seconds),
      watchedAt: watched ? WATCHED : null,
    }),
  );

describe('runningTime', () => {
  it('adds up every length, and those of the unwatched videos', () => {
    expect(runningTime(videos([3600], [1800, true], [120]))).toEqual([
      '1 h 32 min · 1 h 02 min left',
      null,
    ]);
    expect(runningTime(videos([7200], [3600], [720, true], [780]))).toEqual([
      '3 h 25 min · 3 h 13 min left',
      null,
    ]);
  });

  it.each<[string, [number, boolean?][], string]>([
    ['under an hour', [[2700]], '45 min · 45 min left'],
    ['exactly an hour, all watched', [[3600, true]], '1 h 00 min · 0 min left'],
    ['whole minutes, rounded up', [[3599, true], [59]], '1 h 01 min · 1 min left'],
    ['a single second', [[1]], '1 min · 1 min left'],
    ['a minute and a second', [[61]], '2 min · 2 min left'],
    [
      'minutes under ten, two digits after hours',
      [[3600 + 5 * 60]],
      '1 h 05 min · 1 h 05 min left',
    ],
    ['past a day', [[100 * 3600 + 5 * 60, true], [600]], '100 h 15 min · 10 min left'],
  ])('%s: %j is %j', (_, lengths, text) => {
    expect(runningTime(videos(...lengths))?.[0]).toBe(text);
  });

  it('counts only the videos whose length is known, as their card’s badge reads it, and says so', () => {
    const some = [
      aVideo({ id: 'a', duration: '600' }),
      aVideo({ id: 'b', duration: null }),
      // Not lengths (src/shared/duration.ts): a live stream's 0, garbage, more than a week.
      aVideo({ id: 'c', duration: '0' }),
      aVideo({ id: 'd', duration: '12.5' }),
      aVideo({ id: 'e', duration: '604801' }),
      aVideo({ id: 'f', duration: '300', watchedAt: WATCHED }),
    ];
    expect(runningTime(some)).toEqual([
      '15 min · 10 min left',
      'Counts the 2 of 6 videos whose length is known',
    ]);
    expect(runningTime(videos([600], [null]))?.[1]).toBe(
      'Counts the 1 of 2 videos whose length is known',
    );
  });

  it('says nothing when no length is known', () => {
    expect(runningTime([])).toBeNull();
    expect(runningTime(videos([null], [null, true]))).toBeNull();
  });
});
