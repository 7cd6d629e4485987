import { describe, expect, it } from 'vitest';
import { canonicalTedUrl, parseTedTalk } from './ted';

describe('parseTedTalk', () => {
  it.each([
    [
      'https://www.ted.com/talks/ken_robinson_says_schools_kill_creativity',
      'ken_robinson_says_schools_kill_creativity',
    ],
    [
      'https://ted.com/talks/ken_robinson_says_schools_kill_creativity/',
      'ken_robinson_says_schools_kill_creativity',
    ],
    [
      'https://www.ted.com/talks/ken_robinson_says_schools_kill_creativity?language=fr',
      'ken_robinson_says_schools_kill_creativity',
    ],
    [
      'http://www.ted.com/talks/jill_bolte_taylor_s_powerful_stroke_of_insight.html',
      'jill_bolte_taylor_s_powerful_stroke_of_insight',
    ],
    [
      'https://www.ted.com/talks/lang/fr/ken_robinson_says_schools_kill_creativity',
      'ken_robinson_says_schools_kill_creativity',
    ],
    [
      'https://embed.ted.com/talks/ken_robinson_says_schools_kill_creativity',
      'ken_robinson_says_schools_kill_creativity',
    ],
    ['https://WWW.TED.com./talks/Some_Talk', 'Some_Talk'],
  ])('finds the talk of %s', (url, slug) => {
    expect(parseTedTalk(url)).toBe(slug);
  });

  it.each([
    'https://www.ted.com/',
    'https://www.ted.com/talks',
    'https://www.ted.com/talks/',
    'https://www.ted.com/talks/quick-list',
    'https://www.ted.com/talks/a_talk/transcript',
    'https://www.ted.com/speakers/ken_robinson',
    'https://www.ted.com/playlists/171/the_most_popular_talks_of_all',
    'https://www.ted.com/talks/a%3Cb%3E',
    'https://ted.com.evil.com/talks/a_talk',
    'https://evilted.com/talks/a_talk',
    'https://evil.com/ted.com/talks/a_talk',
    'ftp://www.ted.com/talks/a_talk',
    'not a link',
  ])('finds no talk in %s', (url) => {
    expect(parseTedTalk(url)).toBeNull();
  });

  it('asks about the plain talk page', () => {
    expect(canonicalTedUrl('a_talk')).toBe('https://www.ted.com/talks/a_talk');
  });
});
