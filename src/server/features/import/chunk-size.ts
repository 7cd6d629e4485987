/**
 * How many entries an import writes (staging a file) or deals with (running it) per transaction
 * (docs/decisions/0078-hostile-import-files.md).
 * On the embedded database, which runs one transaction at a time, every other request waits
 * behind the chunk under way, so a chunk is sized to take about CHUNK_BUDGET_MS: what an entry
 * costs grows with the library (a few hundred microseconds at 200,000 videos), and what another
 * request waits stays within tens of milliseconds. On PostgreSQL a chunk holds only its user's
 * rows, and takes the most entries.
 */
export const CHUNK_BUDGET_MS = 40;
export const CHUNK_ENTRIES_MIN = 10;
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
