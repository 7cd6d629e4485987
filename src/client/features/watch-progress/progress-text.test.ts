import { describe, expect, it } from 'vitest';
import { lengthOf, progressOf } from './progress-text';

describe('the progress on a card', () => {
  it('takes the length the player reported, else the one the link gave, else none', () => {
    expect(lengthOf({ duration: 1200 }, '900')).toBe(1200);
    expect(lengthOf({ duration: null }, '900')).toBe(900);
    expect(lengthOf({ duration: null }, null)).toBeNull();
    expect(lengthOf({ duration: null }, '0')).toBeNull();
  });

  it('is the share watched, named by the times', () => {
    expect(progressOf({ seconds: 754, duration: 1200 }, null)).toEqual({
      fraction: 754 / 1200,
      label: 'Watched 12:34 of 20:00',
    });
    expect(progressOf({ seconds: 30.7, duration: null }, '3725')).toEqual({
      fraction: 30.7 / 3725,
      label: 'Watched 0:30 of 1:02:05',
    });
    // Never past the end, whatever the stored length says.
    expect(progressOf({ seconds: 700, duration: null }, '600')).toEqual({
      fraction: 1,
      label: 'Watched 10:00 of 10:00',
    });
    expect(progressOf({ seconds: 754, duration: null }, null)).toBeNull();
  });
});
