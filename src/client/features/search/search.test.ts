import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Video } from '@shared/contracts/library';
import { aVideo } from '@shared/test-support/library-test-data';
import { createVideoFilter, isSearching } from './search';

const a = aVideo({ id: 'a', title: 'Learning Rust', channelName: 'Ferris', categoryId: 'c1' });
const b = aVideo({ id: 'b', title: 'Cooking pasta', channelName: 'Chef RUSTY', categoryId: 'c2' });
const c = aVideo({ id: 'c', title: 'Jazz', channelName: null, categoryId: 'c1' });
const videos = [a, b, c];
const idsFor = (query: string) =>
  createVideoFilter(videos)({ query, categoryId: null }).map((video) => video.id);

describe('search', () => {
  it('matches title or channel, ignoring case, as a substring', () => {
    expect(idsFor('rust')).toEqual(['a', 'b']);
    expect(idsFor('ERRI')).toEqual(['a']);
    expect(idsFor(' jAzZ ')).toEqual(['c']);
  });

  it('ignores the collection while searching', () => {
    expect(createVideoFilter(videos)({ query: 'rust', categoryId: 'c1' }).map((v) => v.id)).toEqual(
      ['a', 'b'],
    );
  });

  it('shows the selected collection, or everything when none is selected', () => {
    expect(createVideoFilter(videos)({ query: '', categoryId: 'c1' }).map((v) => v.id)).toEqual([
      'a',
      'c',
    ]);
    expect(createVideoFilter(videos)({ query: '  ', categoryId: null })).toHaveLength(3);
  });

  it('keeps only the videos found gone for is:unavailable, with the free text too', () => {
    const gone = aVideo({ id: 'd', title: 'Rust talk', unavailable: true, categoryId: 'c2' });
    const filter = createVideoFilter([...videos, gone]);
    expect(filter({ query: 'is:unavailable', categoryId: null }).map((v) => v.id)).toEqual(['d']);
    expect(filter({ query: 'rust is:unavailable', categoryId: null }).map((v) => v.id)).toEqual([
      'd',
    ]);
    expect(filter({ query: 'jazz is:unavailable', categoryId: null })).toEqual([]);
  });

  it('treats spaces alone as no search', () => {
    expect(isSearching('   ')).toBe(false);
    expect(isSearching(' x ')).toBe(true);
  });
});

// The search rule of docs/product/validation.md said plainly, scanning every string: what the
// filter's index must agree with.
function naiveSearch(all: readonly Video[], query: string): string[] {
  const needle = query.trim().toLocaleLowerCase();
  return all
    .filter(
      (video) =>
        video.title.toLocaleLowerCase().includes(needle) ||
        (video.channelName ?? '').toLocaleLowerCase().includes(needle) ||
        video.tags.some((tag) => tag.toLocaleLowerCase().includes(needle)) ||
        video.note.toLocaleLowerCase().includes(needle),
    )
    .map((video) => video.id);
}

describe('the search index (one filter per library, many keystrokes)', () => {
  it('narrows as the query grows and widens again when it shrinks or changes', () => {
    const search = createVideoFilter(videos);
    const ids = (query: string) => search({ query, categoryId: null }).map((video) => video.id);
    expect(ids('r')).toEqual(['a', 'b']);
    expect(ids('ru')).toEqual(['a', 'b']);
    expect(ids('rusty')).toEqual(['b']);
    expect(ids('rust')).toEqual(['a', 'b']);
    expect(ids('jazz')).toEqual(['c']);
    expect(ids('a')).toEqual(['a', 'b', 'c']);
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('pasta')).toEqual(['b']);
  });

  it('answers a query seen again, and All Videos, with the same list', () => {
    const search = createVideoFilter(videos);
    const typed = search({ query: 'ru', categoryId: null });
    search({ query: 'rus', categoryId: null });
    expect(search({ query: 'ru', categoryId: null })).toBe(typed);
    expect(search({ query: '', categoryId: null })).toBe(videos);
  });

  it('answers a longer needle with the same list while its results stay the same', () => {
    const search = createVideoFilter(videos);
    const typed = search({ query: 'ru', categoryId: null });
    expect(search({ query: 'rus', categoryId: null })).toBe(typed);
    expect(search({ query: 'rust', categoryId: null })).toBe(typed);
    expect(search({ query: 'rusty', categoryId: null }).map((video) => video.id)).toEqual(['b']);
    // Every video matches: the library's own list.
    expect(createVideoFilter(videos)({ query: 'a', categoryId: null })).toBe(videos);
  });

  it('prepares the index a slice at a time, then searches it as it would have', () => {
    const many = Array.from({ length: 1000 }, (_, i) => aVideo({ id: `p${i}`, title: `T${i}` }));
    const search = createVideoFilter(many);
    expect(search.prepare(600)).toBe(true);
    expect(search.prepare(600)).toBe(false);
    expect(search({ query: 't99', categoryId: null }).map((v) => v.id)).toEqual([
      'p99',
      ...Array.from({ length: 10 }, (_, i) => `p${990 + i}`),
    ]);
  });

  it('never matches across the end of the title into the channel name', () => {
    const video = aVideo({ id: 'x', title: 'Tea', channelName: 'Time' });
    expect(createVideoFilter([video])({ query: 'teati', categoryId: null })).toEqual([]);
  });

  it('agrees with a plain scan for any library and any sequence of queries', () => {
    // A small alphabet with both cases, so queries often match, grow, shrink and change; with a
    // letter that lower-cases to two characters, one whose lower case depends on the next, and
    // the index's separators (between videos, fields and tags).
    const text = fc.string({
      unit: fc.constantFrom('a', 'B', 'c', 'É', 'é', ' ', 'İ', 'Σ', '\u0000', '\u0001', '\n'),
      maxLength: 6,
    });
    const library = fc.array(
      fc
        .record({ title: text, channelName: fc.option(text), tags: fc.array(text), note: text })
        .map((fields) => aVideo(fields)),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(library, fc.array(text, { minLength: 1, maxLength: 8 }), (drafts, queries) => {
        const all = drafts.map((video, i) => ({ ...video, id: `v${i}` }));
        const search = createVideoFilter(all);
        for (const query of queries) {
          const shown = search({ query, categoryId: null }).map((video) => video.id);
          expect(shown).toEqual(naiveSearch(all, query));
        }
      }),
    );
  });
});

describe('tags and notes in the search', () => {
  const tagged = [
    aVideo({ id: 't1', title: 'One', tags: ['Jazz', 'Live at home'], note: 'Watch the solo' }),
    aVideo({ id: 't2', title: 'Two', tags: ['jazz'], note: '' }),
    aVideo({ id: 't3', title: 'Jazz hands', tags: ['Dance'], note: 'Solo part at 3:00' }),
  ];
  const idsOf = (query: string) =>
    createVideoFilter(tagged)({ query, categoryId: 'elsewhere' }).map((video) => video.id);

  it('matches a tag or the note as a substring, in any case', () => {
    expect(idsOf('jaz')).toEqual(['t1', 't2', 't3']);
    expect(idsOf('SOLO')).toEqual(['t1', 't3']);
    expect(idsOf('at home')).toEqual(['t1']);
    // Never across two tags' names.
    expect(idsOf('jazzlive')).toEqual([]);
  });

  it('narrows to a tag with tag:name, any case, and with the free text too', () => {
    expect(idsOf('tag:jazz')).toEqual(['t1', 't2']);
    expect(idsOf('TAG:JAZZ')).toEqual(['t1', 't2']);
    expect(idsOf('tag:"live at home"')).toEqual(['t1']);
    expect(idsOf('solo tag:jazz')).toEqual(['t1']);
    expect(idsOf('tag:jazz tag:dance')).toEqual([]);
    expect(idsOf('tag:dance hands')).toEqual(['t3']);
    expect(idsOf('tag:ja')).toEqual([]);
  });
});
