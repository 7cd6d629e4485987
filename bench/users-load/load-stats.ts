import { latencyFigures } from '../load';

/**
 * How an answer compared with the model's prediction: as predicted (`ok`, or `refused` for a
 * predicted 4xx), a server or network failure (`error`: any 5xx, a dropped connection, a
 * timeout), or a status the model did not predict (`unexpected`).
 */
export type Outcome = 'ok' | 'refused' | 'error' | 'unexpected';

/** At most this many unexpected answers are described; the rest are only counted. */
const MAX_DESCRIBED = 50;

/** Everything the simulated users saw, tallied as they go (one object shared by all). */
export function createLoadStats() {
  const latencies: number[] = [];
  const byOperation = new Map<string, { latencies: number[]; refused: number; errors: number }>();
  const errors: Record<string, number> = {};
  const refusals: Record<string, number> = {};
  const unexpected: string[] = [];
  let unexpectedCount = 0;

  const tally = (record: Record<string, number>, key: string) => {
    record[key] = (record[key] ?? 0) + 1;
  };

  return {
    /** One request: its operation, latency, outcome, and the status (or failure) it got. */
    request(operation: string, ms: number, outcome: Outcome, status: string): void {
      latencies.push(ms);
      let entry = byOperation.get(operation);
      if (!entry) byOperation.set(operation, (entry = { latencies: [], refused: 0, errors: 0 }));
      entry.latencies.push(ms);
      if (outcome === 'refused') {
        entry.refused++;
        tally(refusals, `${operation}: ${status}`);
      }
      if (outcome === 'error') {
        entry.errors++;
        tally(errors, status);
      }
    },

    /** An answer or a library view the model did not predict. */
    unexpected(description: string): void {
      unexpectedCount++;
      if (unexpected.length < MAX_DESCRIBED) unexpected.push(description);
    },

    figures(elapsedSeconds: number) {
      const overall = latencyFigures(latencies);
      return {
        ...overall,
        throughput: Math.round(overall.requests / elapsedSeconds),
        operations: Object.fromEntries(
          [...byOperation]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([operation, entry]) => [
              operation,
              { ...latencyFigures(entry.latencies), refused: entry.refused, errors: entry.errors },
            ]),
        ),
        /** 5xx answers by status and code, and `network …` for requests that got no answer. */
        errors,
        /** Predicted 4xx answers, by operation, status and code. */
        refusals,
        unexpected:
          unexpectedCount > unexpected.length
            ? [...unexpected, `…and ${unexpectedCount - unexpected.length} more`]
            : [...unexpected],
      };
    },
  };
}

export type LoadStats = ReturnType<typeof createLoadStats>;
