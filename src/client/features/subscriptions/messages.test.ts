import { describe, expect, it } from 'vitest';
import { followedText, skippedText } from './messages';

describe('the subscriptions screen’s sentences', () => {
  it('says what was followed, and how many videos came with it', () => {
    expect(followedText('Knife skills', 0)).toBe('Following Knife skills.');
    expect(followedText('Knife skills', 1)).toBe('Following Knife skills. Added 1 video.');
    expect(followedText('Knife skills', 3)).toBe('Following Knife skills. Added 3 videos.');
  });

  it('says how many new videos the plan’s limit left out', () => {
    expect(skippedText(1)).toBe("1 new video was skipped: your plan's video limit is reached.");
    expect(skippedText(4)).toBe("4 new videos were skipped: your plan's video limit is reached.");
  });
});
