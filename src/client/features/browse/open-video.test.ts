import { describe, expect, it } from 'vitest';
import { libraryVideoPath, searchWithoutVideo, videoToOpen } from './open-video';

describe('opening a video from a link', () => {
  it('links to the library with the video’s id, encoded', () => {
    expect(libraryVideoPath('0f221403-1408-4e52-8d71-dd30954b0aaa')).toBe(
      '/?video=0f221403-1408-4e52-8d71-dd30954b0aaa',
    );
    expect(libraryVideoPath('a&b c')).toBe('/?video=a%26b+c');
    expect(videoToOpen(libraryVideoPath('a&b c').slice(1))).toBe('a&b c');
  });

  it('reads the id to open from the query, if any', () => {
    expect(videoToOpen('?video=v1')).toBe('v1');
    expect(videoToOpen('?x=1&video=v1')).toBe('v1');
    expect(videoToOpen('')).toBeNull();
    expect(videoToOpen('?videos=v1')).toBeNull();
  });

  it('removes only the video from the query', () => {
    expect(searchWithoutVideo('?video=v1')).toBe('');
    expect(searchWithoutVideo('?x=1&video=v1&y=2')).toBe('?x=1&y=2');
    expect(searchWithoutVideo('?video=v1&video=v2')).toBe('');
    expect(searchWithoutVideo('')).toBe('');
  });
});
