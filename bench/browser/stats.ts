/** Repeated timings (milliseconds) as a table shows them: the middle one and the worst. */
export interface Timing {
  medianMs: number;
  maxMs: number;
  /** Every run, in order, for anyone who wants more than two figures. */
  runsMs: number[];
}

/** To a tenth of a millisecond: finer is below what the browser's clocks promise. */
export const round = (ms: number) => Math.round(ms * 10) / 10;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

export function timing(values: readonly number[]): Timing {
  return {
    medianMs: round(median(values)),
    maxMs: round(Math.max(0, ...values)),
    runsMs: values.map(round),
  };
}
