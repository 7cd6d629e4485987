import { describe, expect, it } from 'vitest';
import { leftText } from './left-text';

describe('leftText', () => {
  it('says the seconds under a minute', () => {
    expect(leftText({ seconds: 555, duration: 600 }, null)).toBe('45 s left');
    expect(leftText({ seconds: 599.2, duration: 600 }, null)).toBe('1 s left');
    expect(leftText({ seconds: 600, duration: 600 }, null)).toBe('0 s left');
  });

  it('says the minutes to the nearest one, then hours and minutes', () => {
    expect(leftText({ seconds: 180, duration: 600 }, null)).toBe('7 min left');
    expect(leftText({ seconds: 540.4, duration: 600 }, null)).toBe('1 min left');
    expect(leftText({ seconds: 60, duration: null }, '3660')).toBe('1 h left');
    expect(leftText({ seconds: 100, duration: 4000 }, null)).toBe('1 h 5 min left');
  });

  it('says where it stopped when the length is unknown', () => {
    expect(leftText({ seconds: 754.6, duration: null }, null)).toBe('Stopped at 12:34');
    expect(leftText({ seconds: 3723, duration: null }, 'soon')).toBe('Stopped at 1:02:03');
  });
});
