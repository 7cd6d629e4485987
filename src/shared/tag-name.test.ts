import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAG_NAME_MAX_LENGTH, VIDEO_NOTE_MAX_LENGTH } from './constants';
import { distinctTagNames, noteProblem, TAG_MESSAGES, tagKey, tagNameProblem } from './tag-name';

/** The name with the case of some ASCII letters flipped, as the database's index folds them. */
const flipAscii = (name: string, flips: boolean[]) =>
  [...name]
    .map((char, i) =>
      /^[a-zA-Z]$/.test(char) && flips[i % flips.length]
        ? char === char.toLowerCase()
          ? char.toUpperCase()
          : char.toLowerCase()
        : char,
    )
    .join('');

describe('tag names', () => {
  it('says what is wrong with a name, or nothing', () => {
    expect(tagNameProblem('Live music')).toBeNull();
    expect(tagNameProblem('x'.repeat(TAG_NAME_MAX_LENGTH))).toBeNull();
    expect(tagNameProblem('🎬 ｆｉｌｍ')).toBeNull();
    expect(tagNameProblem('')).toBe(TAG_MESSAGES.empty);
    expect(tagNameProblem('\u200B\u2060')).toBe(TAG_MESSAGES.empty);
    expect(tagNameProblem('x'.repeat(TAG_NAME_MAX_LENGTH + 1))).toBe(TAG_MESSAGES.tooLong);
    expect(tagNameProblem('rock,pop')).toBe(TAG_MESSAGES.comma);
    expect(tagNameProblem('tab\there')).toBe(TAG_MESSAGES.control);
    expect(tagNameProblem('nul\u0000')).toBe(TAG_MESSAGES.control);
    expect(tagNameProblem('half \uD83C')).toBe(TAG_MESSAGES.control);
  });

  it('says what is wrong with a note: too long, or a control character other than a line break or tab', () => {
    expect(noteProblem('Line one\r\n\tLine two')).toBeNull();
    expect(noteProblem('n'.repeat(VIDEO_NOTE_MAX_LENGTH))).toBeNull();
    expect(noteProblem('n'.repeat(VIDEO_NOTE_MAX_LENGTH + 1))).toBe(TAG_MESSAGES.noteTooLong);
    expect(noteProblem('a\u0000b')).toBe(TAG_MESSAGES.noteControl);
    expect(noteProblem('bell\u0007')).toBe(TAG_MESSAGES.noteControl);
  });

  it('compares names in any case, with compatibility forms and invisible characters folded', () => {
    expect(tagKey('Live')).toBe(tagKey('LIVE'));
    expect(tagKey('live')).toBe(tagKey('ｌｉｖｅ'));
    expect(tagKey('Éclair')).toBe(tagKey('éCLAIR'));
    expect(tagKey('li\u200Bve')).toBe(tagKey('live'));
    expect(tagKey('W\u030A')).toBe(tagKey('w\u030A'));
    expect(tagKey('live')).not.toBe(tagKey('lives'));
  });

  it('holds equal every two names the database’s index holds equal (ASCII case folded)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-composite', maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        (name, flips) => tagKey(name) === tagKey(flipAscii(name, flips)),
      ),
      { numRuns: 2000 },
    );
  });

  it('drops repeats in any case, keeping the first spelling and the order', () => {
    expect(distinctTagNames(['Jazz', 'live', 'JAZZ', 'Live', 'new'])).toEqual([
      'Jazz',
      'live',
      'new',
    ]);
  });
});
