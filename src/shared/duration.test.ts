import { describe, expect, it } from 'vitest';
import { clockTime, durationLabel, formatDuration } from './duration';

describe('formatDuration', () => {
  it.each<[string, string]>([
    ['1', '0:01'],
    ['59', '0:59'],
    ['60', '1:00'],
    ['613', '10:13'],
    ['3599', '59:59'],
    ['3600', '1:00:00'],
    ['3661', '1:01:01'],
    ['36000', '10:00:00'],
    ['86399', '23:59:59'],
    ['604800', '168:00:00'], // a week, the longest length believed
  ])('%j seconds is %j', (value, expected) => {
    expect(formatDuration(value)).toBe(expected);
  });

  it.each<string | null>([
    null,
    '',
    '0', // a live stream's or an unknown length, not a zero-second video
    '-5',
    '+5',
    '604801', // more than a week
    '99999999999',
    '1e3',
    '12.5',
    '12.0',
    ' 5',
    '5 ',
    '0613',
    '0x1F',
    '10:13',
    'PT10M13S',
    'NaN',
    'Infinity',
    '٣',
  ])('%j is unknown', (value) => {
    expect(formatDuration(value)).toBeNull();
    expect(durationLabel(value)).toBeNull();
  });
});

describe('durationLabel', () => {
  it.each<[string, string]>([
    ['1', '1 second'],
    ['45', '45 seconds'],
    ['60', '1 minute'],
    ['61', '1 minute 1 second'],
    ['613', '10 minutes 13 seconds'],
    ['3600', '1 hour'],
    ['3720', '1 hour 2 minutes'],
    ['3723', '1 hour 2 minutes 3 seconds'],
    ['7201', '2 hours 1 second'],
    ['36000', '10 hours'],
  ])('%j seconds reads %j', (value, expected) => {
    expect(durationLabel(value)).toBe(expected);
  });
});

describe('clockTime', () => {
  it('writes a moment as the sites do, in whole seconds, never below 0:00', () => {
    expect(clockTime(754.9)).toBe('12:34');
    expect(clockTime(3723)).toBe('1:02:03');
    expect(clockTime(-3)).toBe('0:00');
  });
});
