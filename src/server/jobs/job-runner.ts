import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '@server/db/client';
import { loggableError } from '@server/db/errors';
import type { BackgroundTask, TaskControl } from './background-task';
import {
  claimJobs,
  claimPartyJob,
  extendLease,
  failJob,
  failuresOf,
  finishJob,
  hasWaitingJob,
  nextClaimable,
  releaseAllClaims,
  requestJob,
  requestJobBy,
  type ClaimedJob,
} from './jobs.repo';

/** How long a claim holds unless renewed (JOB_LEASE_SECONDS); a run renews it every third. */
export const JOB_LEASE_MS = 30_000;
/**
 * How often a process looks for due jobs when nothing woke it: work another process asked for,
 * or a dead process's claims whose lease ran out.
 */
export const JOB_POLL_MS = 5_000;

/** One kind of background work (docs/decisions/0093-leased-jobs.md). */
export interface JobKind {
  kind: string;
  /** For the log: "<name> paused after an error". */
  name: string;
  /** Runs of this kind at once in this process. */
  concurrency?: number;
  /**
   * Runs of one party's jobs (a user's: the row's `party`) at once, across every process: a
   * party with that many held waits, and others' jobs go first (claimPartyJob).
   */
  perParty?: number;
  /** The pause after a failed run; each failure in a row doubles it, up to `retryMaxMs`. */
  retryMs: number;
  retryMaxMs?: number;
  /**
   * The one key of a kind that is a single unit of work (the details pass, the sweep): `wake`
   * asks for it. Kinds without one (imports) have their rows made where the work starts.
   */
  singleKey?: string;
  /**
   * One run of the job `key`. It ends at the next safe point once `stopped()`; `later(ms)` asks
   * for another run then; without it, the job is done.
   */
  run(key: string, control: TaskControl): Promise<void>;
}

/** A kind's handle: `wake` asks for its work (or looks for it), `settled` waits it out. */
export interface JobQueue extends BackgroundTask {
  /** Asks for a run of job `key` now. */
  request(key: string): void;
  /** Asks for a run of job `key` in `ms` at the latest (requestJobBy). */
  requestWithin(key: string, ms: number): void;
}

export interface JobRunner {
  define(kind: JobKind): JobQueue;
  /**
   * Claims what is due now; from the first wake on, also whenever a job falls due or JOB_POLL_MS
   * passed (work another process asked for, a dead process's claims). On the embedded database,
   * which one process alone opens, the claims of the process before are given back first.
   */
  start(): Promise<void>;
  /** Lets the runs under way end (their claims given back), then claims no more. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  now?: () => number;
  leaseMs?: number;
  pollMs?: number;
}

/**
 * Background work as rows in the database, claimed with a lease (docs/decisions/0093-leased-jobs.md):
 * every server process on one database runs this, and each unit of work runs in one of them at a
 * time. A run renews its lease while it lasts; a process that dies lets it run out, and another
 * claims the job then. A failed run is tried again after a pause that doubles.
 */
export function createJobRunner(
  db: Database,
  { now = Date.now, leaseMs = JOB_LEASE_MS, pollMs = JOB_POLL_MS }: JobRunnerOptions = {},
): JobRunner {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /**
   * A transaction of one statement, which carries its commit where the driver can (decision
   * 0075): the embedded database is held for one round trip, not two.
   */
  const one = <T>(statement: (tx: Tx) => Promise<T>) =>
    db.system((tx) => db.lastStatement(() => statement(tx)));
  const kinds = new Map<string, JobKind>();
  const running = new Map<string, Set<Promise<void>>>();
  /** Requests being written: settled waits for them. */
  const requesting = new Set<Promise<void>>();
  let stopped = false;
  let pumping: Promise<void> | null = null;
  let pumpAgain = false;
  let timer: NodeJS.Timeout | undefined;

  function wake(): void {
    if (stopped) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = pump()
      .catch((error: unknown) => {
        console.error(`Background jobs paused after an error: ${loggableError(error)}`);
        schedule(pollMs);
      })
      .finally(() => {
        pumping = null;
        if (pumpAgain) {
          pumpAgain = false;
          wake();
        }
      });
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, ms);
    timer.unref();
  }

  /** Claims what this process has room for, then sleeps until the next job may be due. */
  async function pump(): Promise<void> {
    for (const kind of kinds.values()) {
      const free = (kind.concurrency ?? 1) - (running.get(kind.kind)?.size ?? 0);
      if (free <= 0 || stopped) continue;
      const claim = { kind: kind.kind, owner, now: now(), leaseMs };
      const { perParty } = kind;
      if (perParty === undefined) {
        const claimed = await one((tx) => claimJobs(tx, { ...claim, limit: free }));
        for (const job of claimed) execute(kind, job);
        continue;
      }
      for (let taken = 0; taken < free && !stopped; taken++) {
        const [job] = await one((tx) => claimPartyJob(tx, { ...claim, perParty }));
        if (!job) break;
        execute(kind, job);
      }
    }
    const next = await one((tx) => nextClaimable(tx, [...kinds.keys()], now()));
    // Due now yet not claimed: this process is full (a run's end wakes it) or another is at it.
    const wait = next === undefined || next <= now() ? pollMs : Math.min(next - now(), pollMs);
    schedule(wait);
  }

  function execute(kind: JobKind, job: ClaimedJob): void {
    let lost = false;
    let nextRunAt: number | undefined;
    const control: TaskControl = {
      stopped: () => stopped || lost,
      later: (ms) => void (nextRunAt = now() + ms),
    };
    const heartbeat = setInterval(() => {
      one((tx) => extendLease(tx, job, owner, now() + leaseMs)).then(
        (held) => void (lost ||= !held),
        // The database away: the lease may run out; the run goes on, its writes decide.
        () => undefined,
      );
    }, leaseMs / 3);
    heartbeat.unref();
    const run = (async () => {
      try {
        await kind.run(job.key, control);
        // Cut short by a stop: given back due, for whichever process comes next.
        const again = nextRunAt ?? (stopped ? now() : undefined);
        await db.system((tx) => finishJob(tx, job, owner, again));
      } catch (error) {
        console.error(
          `${kind.name} paused after an error; trying again shortly: ${loggableError(error)}`,
        );
        await db
          .system(async (tx) => {
            const failures = await failuresOf(tx, job);
            const pause = Math.min(kind.retryMs * 2 ** failures, kind.retryMaxMs ?? Infinity);
            await failJob(tx, job, owner, {
              retryAt: now() + pause,
              reason: loggableError(error),
            });
          })
          // Not even that written: the lease runs out, and the job is claimed again then.
          .catch(() => undefined);
      } finally {
        clearInterval(heartbeat);
      }
    })();
    const ofKind = running.get(kind.kind) ?? new Set();
    running.set(kind.kind, ofKind);
    ofKind.add(run);
    void run.finally(() => {
      ofKind.delete(run);
      // Lets the requests that queued during the run through before the next claim.
      setImmediate(wake);
    });
  }

  function request(kind: string, key: string, within?: number): void {
    const write = (tx: Tx) =>
      within === undefined
        ? requestJob(tx, kind, key, now())
        : requestJobBy(tx, kind, key, now() + within);
    const written = one(write).then(wake, (error: unknown) => {
      // Not written (the database away): the poll, a restart or the next request asks again.
      console.error(`A background job could not be asked for: ${loggableError(error)}`);
    });
    requesting.add(written);
    void written.finally(() => requesting.delete(written));
  }

  async function idle(kind: string): Promise<void> {
    for (;;) {
      const under = [...requesting, ...(pumping ? [pumping] : []), ...(running.get(kind) ?? [])];
      if (under.length === 0) return;
      await Promise.allSettled(under);
    }
  }

  async function stop(): Promise<void> {
    stopped = true;
    clearTimeout(timer);
    await pumping;
    await Promise.allSettled([...running.values()].flatMap((runs) => [...runs]));
  }

  return {
    define(kind) {
      kinds.set(kind.kind, kind);
      return {
        request: (key) => request(kind.kind, key),
        requestWithin: (key, ms) => request(kind.kind, key, ms),
        wake: () => (kind.singleKey === undefined ? wake() : request(kind.kind, kind.singleKey)),
        async settled() {
          // Until no run of it is under way or due here (a pause a run chose may follow).
          for (let round = 0; !stopped; round++) {
            await idle(kind.kind);
            const waiting = await one((tx) => hasWaitingJob(tx, kind.kind, owner, now()));
            if (!waiting) return;
            wake();
            // Claimed by nobody yet (a claim under way elsewhere): a moment, then look again.
            if (!pumping && (running.get(kind.kind)?.size ?? 0) === 0) {
              await new Promise((resolve) => setTimeout(resolve, Math.min(50 * round, 500)));
            }
          }
        },
        stop,
      };
    },
    async start() {
      if (db.driver === 'pglite') await db.system(releaseAllClaims);
      wake();
    },
    stop,
  };
}
