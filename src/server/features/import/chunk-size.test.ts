import { describe, expect, it } from 'vitest';
import { CHUNK_BUDGET_MS, CHUNK_ENTRIES_MAX, CHUNK_ENTRIES_MIN, nextChunkSize } from './chunk-size';

describe('an import chunk’s size on the embedded database', () => {
  it('scales towards the time budget: smaller after a slow chunk, larger after a quick one', () => {
    expect(nextChunkSize(100, CHUNK_BUDGET_MS * 2)).toBe(50);
    expect(nextChunkSize(100, CHUNK_BUDGET_MS)).toBe(100);
    expect(nextChunkSize(100, CHUNK_BUDGET_MS * 0.8)).toBe(125);
  });

  it('at most doubles at a time, and stays within its bounds', () => {
    expect(nextChunkSize(20, 1)).toBe(40);
    expect(nextChunkSize(200, 0)).toBe(CHUNK_ENTRIES_MAX);
    expect(nextChunkSize(20, 10_000)).toBe(CHUNK_ENTRIES_MIN);
  });
});
