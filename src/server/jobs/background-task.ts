/** What a job's run can ask of the runner (job-runner.ts). */
export interface TaskControl {
  /** True once the run should end at the next safe point: a stop, or its claim lost. */
  stopped(): boolean;
  /** Runs the job again in `ms` (a pause the run decides itself). */
  later(ms: number): void;
}

/** A kind of background work as its users see it: woken, waited out, stopped. */
export interface BackgroundTask {
  /** Asks for its work (or looks for it now). */
  wake(): void;
  /** Resolves once no run of it is under way or due (a pause a run chose may follow). */
  settled(): Promise<void>;
  /** Lets the runs under way end, then runs no more. */
  stop(): Promise<void>;
}
