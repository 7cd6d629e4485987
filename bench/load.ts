/** One load run: `connections` loops sending requests back to back for `seconds`. */
export interface LoadResult {
  requests: number;
  errors: number;
  throughput: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

/** Count and p50/p99 of a set of latencies (milliseconds), rounded for a table. */
export function latencyFigures(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: Number(percentile(sorted, 0.5).toFixed(2)),
    p99Ms: Number(percentile(sorted, 0.99).toFixed(2)),
  };
}

/**
 * Runs `send` back to back on each of `connections` loops (told which loop it runs on, for
 * loops that keep their own state) and times each call; a call that throws, or answers a
 * Response that is not ok, counts as an error. Bodies are read in full.
 */
export async function runLoad(
  send: (connection: number) => Promise<unknown>,
  { connections = 10, seconds = 5 }: { connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          const response = await send(connection);
          if (response instanceof Response) {
            await response.arrayBuffer();
            if (!response.ok) errors++;
          }
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const { requests, p50Ms, p99Ms } = latencyFigures(latencies);
  return { requests, errors, throughput: Math.round(requests / elapsed), p50Ms, p99Ms };
}
