import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoteTime, noteSegments, timeSeconds, type NoteSegment } from './note-times';

// docs/product/watching.md#notes-that-jump-to-a-moment: which words of a note are times.

const text = (value: string): NoteSegment => ({ kind: 'text', text: value });
const time = (value: string, seconds: number): NoteSegment => ({
  kind: 'time',
  text: value,
  seconds,
});
/** The times a note names, as [text, seconds]. */
const timesIn = (note: string) =>
  noteSegments(note).flatMap((segment) =>
    segment.kind === 'time' ? [[segment.text, segment.seconds] as const] : [],
  );

describe('timeSeconds', () => {
  it.each<[string, number]>([
    ['0:00', 0],
    ['0:59', 59],
    ['3:05', 185],
    ['03:05', 185],
    ['10:13', 613],
    ['59:59', 3599],
    // Without an hour, minutes past 59 are still minutes.
    ['61:00', 3660],
    ['120:30', 7230],
    ['999:59', 59_999],
    ['1:02:03', 3723],
    ['01:02:03', 3723],
    ['10:30:45', 37_845],
    ['168:00:00', 604_800],
  ])('%j is %i seconds', (value, seconds) => {
    expect(timeSeconds(value)).toBe(seconds);
  });

  it.each([
    '',
    '3',
    ':05',
    '3:',
    '3:5', // a field after the first has two digits
    '3:005',
    '12:345',
    '3:60', // seconds below 60
    '3:75',
    '1:60:00', // minutes below 60 once an hour is there
    '1:2:03',
    '1:02:3',
    '1:02:60',
    '1000:00', // the first field at most 3 digits
    '1000:00:00',
    '10:30:45:12',
    ' 3:05',
    '3:05 ',
    '3.05',
    '3:05pm',
    '-3:05',
    '+3:05',
    '٣:٠٥', // digits other than ASCII's
    '３:０５',
  ])('%j is not a time', (value) => {
    expect(timeSeconds(value)).toBeNull();
  });
});

describe('noteSegments', () => {
  it('cuts a note into its text and its times', () => {
    expect(noteSegments('the solo at 3:05')).toEqual([text('the solo at '), time('3:05', 185)]);
    expect(noteSegments('1:02:03')).toEqual([time('1:02:03', 3723)]);
    expect(noteSegments('intro 0:30, solo 3:05 and the end 1:02:03.')).toEqual([
      text('intro '),
      time('0:30', 30),
      text(', solo '),
      time('3:05', 185),
      text(' and the end '),
      time('1:02:03', 3723),
      text('.'),
    ]);
  });

  it('gives nothing for an empty note and one text for a note without a time', () => {
    expect(noteSegments('')).toEqual([]);
    expect(noteSegments('great live version')).toEqual([text('great live version')]);
    expect(noteSegments('  \n\t ')).toEqual([text('  \n\t ')]);
  });

  it.each<[string, [string, number][]]>([
    // Brackets, quotes and punctuation around a time stay text.
    ['(3:05)', [['3:05', 185]]],
    ['[3:05]', [['3:05', 185]]],
    ['"3:05"', [['3:05', 185]]],
    ['“3:05”', [['3:05', 185]]],
    ['«3:05»', [['3:05', 185]]],
    ['at 3:05, then', [['3:05', 185]]],
    ['at 3:05; then', [['3:05', 185]]],
    ['at 3:05: the solo', [['3:05', 185]]],
    ['at 3:05!', [['3:05', 185]]],
    ['at 3:05?', [['3:05', 185]]],
    ['at 3:05…', [['3:05', 185]]],
    ['(at 1:02:03).', [['1:02:03', 3723]]],
    ['*3:05*', [['3:05', 185]]],
    ['solo @3:05', [['3:05', 185]]],
    // Lines, tabs and any white space separate words.
    ['a\n3:05\tb', [['3:05', 185]]],
    ['a\u00a03:05', [['3:05', 185]]],
    // Typographic dashes separate words; a hyphen joins two times of a range.
    [
      '3:05–3:40',
      [
        ['3:05', 185],
        ['3:40', 220],
      ],
    ],
    ['3:05—the solo', [['3:05', 185]]],
    [
      '3:05-3:40',
      [
        ['3:05', 185],
        ['3:40', 220],
      ],
    ],
    [
      '(1:00:00-1:02:03)',
      [
        ['1:00:00', 3600],
        ['1:02:03', 3723],
      ],
    ],
    ['61:00 in', [['61:00', 3660]]],
  ])('%j names %j', (note, times) => {
    expect(timesIn(note)).toEqual(times);
  });

  it.each([
    '10:30:45:12',
    'v1:02',
    'v1:02:03',
    '1:02a',
    'x1:02',
    '12:345',
    '3:5',
    '3:75',
    '1:60:00',
    'https://x.com/a:01',
    'https://x.com/1:02',
    'https://example.com/watch?t=1:02',
    'http://[::1]:8080/',
    'ffff:ffff:0:1',
    'at 10:30am',
    'ratio 16:9',
    'Psalm 23:1',
    '3:05-',
    '-3:05',
    '3:05-3:40-4:00',
    '3:05-intro',
    '1:02/1:03',
    '3:05.5',
    '3,05',
    '#3:05',
    'a:01',
    '1:02:03:04:05',
  ])('%j names no time', (note) => {
    expect(timesIn(note)).toEqual([]);
    expect(hasNoteTime(note)).toBe(false);
    expect(noteSegments(note)).toEqual([text(note)]);
  });

  it('finds a time wherever it stands in a longer note', () => {
    const note = 'Live at Montreux.\nGuitar solo at 3:05 (watch the bassist), encore at 1:02:03';
    expect(timesIn(note)).toEqual([
      ['3:05', 185],
      ['1:02:03', 3723],
    ]);
    expect(hasNoteTime(note)).toBe(true);
  });

  it('gives the note back exactly, its times each a word of their own', () => {
    const words = fc.constantFrom(
      '3:05',
      '1:02:03',
      '10:30:45:12',
      'v1:02',
      'https://x.com/a:01',
      '(3:05)',
      '3:05-3:40',
      'solo',
      '—',
      '–',
      '-',
      ':',
      '.',
      '12:345',
      '3:5',
      '',
    );
    const separators = fc.constantFrom(' ', '\n', '\t', '', ', ');
    fc.assert(
      fc.property(fc.array(fc.tuple(words, separators, fc.string({ maxLength: 4 }))), (parts) => {
        const note = parts.flat().join('');
        const segments = noteSegments(note);
        expect(segments.map((segment) => segment.text).join('')).toBe(note);
        for (const [i, segment] of segments.entries()) {
          if (segment.kind === 'text') {
            expect(segment.text).not.toBe('');
            // Texts are merged: never two in a row.
            expect(segments[i + 1]?.kind).not.toBe('text');
          } else {
            expect(timeSeconds(segment.text)).toBe(segment.seconds);
            // A time is never glued to a digit, a letter or a colon.
            const before = segments[i - 1]?.text.at(-1) ?? ' ';
            const after = segments[i + 1]?.text.at(0) ?? ' ';
            expect(before).not.toMatch(/[\p{L}\p{N}:/]/u);
            expect(after).not.toMatch(/[\p{L}\p{N}/]/u);
          }
        }
      }),
    );
  });
});
