/**
 * How many entries an import writes (staging a file) or deals with (running it) per transaction
 * (docs/decisions/0078-hostile-import-files.md).
 * On the embedded database, which runs one transaction at a time, every other request waits
 * behind the chunk under way, so a chunk is sized to take about CHUNK_BUDGET_MS: what an entry
 * costs grows with the library (a few hundred microseconds at 200,000 videos), and what another
 * request waits stays within tens of milliseconds. On a busy machine a chunk takes two to three
 * times its budget, so the budget is well under the 50 ms a request may wait for the database
 * during an import (docs/decisions/0097-import-chunks-held-briefly.md). On PostgreSQL a chunk
 * holds only its user's rows, and takes the most entries.
 */
export const CHUNK_BUDGET_MS = 20;
/**
 * Below this, a chunk's fixed cost (its round trips between the threads, the job's claim around
 * it) is most of its time: on a machine too busy for the budget, smaller chunks would slow the
 * import more than they shorten what a chunk holds (docs/decisions/0097-import-chunks-held-briefly.md).
 */
export const CHUNK_ENTRIES_MIN = 25;
export const CHUNK_ENTRIES_MAX = 250;
/** The first chunk's size, before one has been timed. */
export const CHUNK_ENTRIES_FIRST = 50;

/**
 * The next chunk's size after one of `size` entries took `elapsedMs`: scaled towards the budget,
 * at most doubled at a time (a chunk that ran alone on an idle database says little of the
 * next), within CHUNK_ENTRIES_MIN and CHUNK_ENTRIES_MAX.
 */
export function nextChunkSize(size: number, elapsedMs: number): number {
  const scaled = Math.floor((size * CHUNK_BUDGET_MS) / Math.max(elapsedMs, 1));
  return Math.min(CHUNK_ENTRIES_MAX, Math.max(CHUNK_ENTRIES_MIN, Math.min(scaled, size * 2)));
}
