import { describe, expect, it, vi } from 'vitest';
import { createSearchText } from './search-text';

describe('createSearchText', () => {
  it('starts empty and tells its listeners of each change, not of the same text again', () => {
    const text = createSearchText();
    const listener = vi.fn();
    text.subscribe(listener);
    expect(text.get()).toBe('');
    text.set('piano');
    expect(text.get()).toBe('piano');
    text.set('piano');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const text = createSearchText();
    const kept = vi.fn();
    const gone = vi.fn();
    text.subscribe(kept);
    const unsubscribe = text.subscribe(gone);
    unsubscribe();
    text.set('tag:jazz');
    expect(kept).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });
});
