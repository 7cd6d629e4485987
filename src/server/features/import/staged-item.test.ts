import { describe, expect, it } from 'vitest';
import { TAG_NAME_MAX_LENGTH, VIDEO_NOTE_MAX_LENGTH, VIDEO_TAGS_MAX } from '@shared/constants';
import { keptNote, keptTags } from './staged-item';

describe('what an imported entry keeps of its tags and note', () => {
  it('keeps the names a tag can have, trimmed and cut, each once, at most the per-video count', () => {
    expect(keptTags([' Jazz ', 'jazz', '', ' ', 'a\u0001b', 'x'.repeat(60), 'Live'])).toEqual([
      'Jazz',
      'x'.repeat(TAG_NAME_MAX_LENGTH),
      'Live',
    ]);
    const many = Array.from({ length: VIDEO_TAGS_MAX + 5 }, (_, i) => `t${i}`);
    expect(keptTags(many)).toEqual(many.slice(0, VIDEO_TAGS_MAX));
  });

  it('keeps a note’s lines and tabs, drops other control characters, cuts it; blank is none', () => {
    expect(keptNote(' one\n\ttwo\u0000\u0007 ')).toBe('one\n\ttwo');
    expect(keptNote('  \u0001 ')).toBeNull();
    expect(keptNote(null)).toBeNull();
    expect(keptNote('y'.repeat(VIDEO_NOTE_MAX_LENGTH + 10))).toHaveLength(VIDEO_NOTE_MAX_LENGTH);
  });
});
