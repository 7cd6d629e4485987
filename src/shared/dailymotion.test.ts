import { describe, expect, it } from 'vitest';
import { canonicalDailymotionUrl, parseDailymotionId } from './dailymotion';

describe('parseDailymotionId', () => {
  it.each([
    ['https://www.dailymotion.com/video/x8abc12', 'x8abc12'],
    ['https://dailymotion.com/video/x8abc12', 'x8abc12'],
    ['http://www.dailymotion.com/video/x8abc12/', 'x8abc12'],
    ['https://www.dailymotion.com/video/x8abc12?playlist=x6hynp&start=30', 'x8abc12'],
    ['https://WWW.Dailymotion.COM/video/x8abc12', 'x8abc12'],
    ['https://www.dailymotion.com./video/x8abc12', 'x8abc12'],
    ['https://www.dailymotion.com/video/x9wjql_les-tests-fonctionnels_tech', 'x9wjql'],
    ['https://www.dailymotion.com/video/xy0wd', 'xy0wd'],
    ['https://www.dailymotion.com/video/k7Rz1Ab2Cd3Ef4Gh5', 'k7Rz1Ab2Cd3Ef4Gh5'],
    ['https://www.dailymotion.com/embed/video/x8abc12', 'x8abc12'],
    ['https://dai.ly/x8abc12', 'x8abc12'],
    ['http://dai.ly/x8abc12/', 'x8abc12'],
    [' https://dai.ly/x8abc12?t=5 ', 'x8abc12'],
  ])('finds the video of %s', (url, id) => {
    expect(parseDailymotionId(url)).toBe(id);
  });

  it.each([
    'https://www.dailymotion.com/',
    'https://www.dailymotion.com/video/',
    'https://www.dailymotion.com/video/x8abc12/comments',
    'https://www.dailymotion.com/videos/x8abc12',
    'https://www.dailymotion.com/playlist/x6hynp',
    'https://www.dailymotion.com/someone',
    'https://www.dailymotion.com/embed/x8abc12',
    'https://www.dailymotion.com/video/x8abc12%3Cscript%3E',
    'https://www.dailymotion.com/video/_x8abc12',
    'https://www.dailymotion.com/video/x',
    'https://dai.ly/',
    'https://dai.ly/x8abc12/more',
    'https://dailymotion.com.evil.com/video/x8abc12',
    'https://evildailymotion.com/video/x8abc12',
    'https://evil.com/www.dailymotion.com/video/x8abc12',
    'https://www.dailymotion.com@evil.com/video/x8abc12',
    'https://geo.dailymotion.com/video/x8abc12',
    'ftp://www.dailymotion.com/video/x8abc12',
    'javascript:alert(1)//dai.ly/x8abc12',
    'not a link',
  ])('finds no video in %s', (url) => {
    expect(parseDailymotionId(url)).toBeNull();
  });

  it('asks about the plain video page', () => {
    expect(canonicalDailymotionUrl('x8abc12')).toBe('https://www.dailymotion.com/video/x8abc12');
  });
});
