import { describe, expect, it } from 'vitest';
import { isoDurationSeconds } from './iso-duration';

describe('isoDurationSeconds', () => {
  it.each<[string, string]>([
    ['PT10M13S', '613'],
    ['PT1H', '3600'],
    ['PT1H2M3S', '3723'],
    // YouTube's watch page writes an hour and more as minutes.
    ['PT62M3S', '3723'],
    ['PT45S', '45'],
    ['PT1S', '1'],
    ['PT3M', '180'],
    ['PT90S', '90'],
    ['P1D', '86400'],
    ['P1DT2H', '93600'],
    ['P7D', '604800'], // a week, the longest length believed
    ['PT167H59M60S', '604800'],
    ['PT1.6S', '2'],
    ['PT10M13.4S', '613'],
    [' PT5S\n', '5'],
  ])('%j is %s seconds', (text, seconds) => {
    expect(isoDurationSeconds(text)).toBe(seconds);
  });

  it.each<string>([
    // No length a video has: zero (a live stream's), rounded to zero, past a week.
    'P0D',
    'PT0S',
    'PT0M0S',
    'PT0.4S',
    'P8D',
    'PT168H1S',
    'P999999999D',
    'PT999999999H',
    // Not a duration of days and times.
    '',
    'P',
    'PT',
    'P1DT',
    'T5S',
    '5S',
    '613',
    'pt10m13s',
    'PT-5S',
    '-PT5S',
    'PT+5S',
    'PT1,5S',
    'PT1.5M',
    'PT1E3S',
    'PT10S10M',
    'PT1M1M',
    'P1Y',
    'P1M',
    'P2W',
    'PT1234567890S',
    'PT1.1234567890S',
    'PT 5S',
    'PT5S PT5S',
    'NaN',
    'Infinity',
    'PT10M13S'.repeat(1000),
  ])('%j is no length', (text) => {
    expect(isoDurationSeconds(text)).toBeNull();
  });
});
