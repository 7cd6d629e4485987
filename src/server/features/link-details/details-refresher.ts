import type { BackgroundTask, JobRunner } from '@server/jobs';
import type { DetailsLookup, DetailsLookupResult, LookupOutcome } from './details-lookup';
import { lookupService, serviceName } from './providers';

/** Lookups at once: enough to get through an import's videos, few enough to stay welcome. */
export const DETAILS_CONCURRENCY = 4;
/** Videos read per round. */
const BATCH_SIZE = 32;
/** The first pause when a service does not answer; each failure in a row doubles it. */
export const DETAILS_PAUSE_FIRST_MS = 30_000;
export const DETAILS_PAUSE_MAX_MS = 15 * 60_000;
/**
 * When a pass comes again for links whose lookups got no turn among this server's outside
 * requests (`queued`: a burst of adds, an import being looked up): soon, and without pausing
 * their service, which was never asked.
 */
export const DETAILS_QUEUED_RETRY_MS = 5_000;
/**
 * How long an added link's lookup is its process's alone (docs/decisions/
 * 0099-add-answers-at-once.md): longer than any lookup takes (a video site's timeout, then
 * YouTube's watch page, each behind the outbound queue), short enough that a link whose process
 * died is looked up by a pass soon after.
 */
export const DETAILS_CLAIM_MS = 2 * 60_000;
/** Services whose pauses are remembered at most (each a site a pending link points at). */
const MAX_PAUSED_SERVICES = 1000;

/** A link waiting for its details: whose it is, and where it points. */
export interface PendingLink {
  url: string;
  userId: string;
}

/**
 * Where the links waiting for their details are kept (the videos feature's rows): the refresher
 * asks for them in order and hands back what each lookup found.
 */
export interface PendingLinks<Link extends PendingLink> {
  /**
   * Up to `limit` waiting links of any user, oldest saved first, after `after` (a link this
   * gave before); YouTube's are left out when `youtube` is false (its lookups are paused).
   */
  next(limit: number, after: Link | undefined, options: { youtube: boolean }): Promise<Link[]>;
  /**
   * In how many milliseconds the first claim on a waiting link runs out (an add's lookup, made
   * by the process that saved it, which `next` leaves out until then); undefined when none is.
   */
  firstClaimEnd(): Promise<number | undefined>;
  /** Writes what a lookup found as a refresh writes it (a title the user edited stays). */
  apply(link: Link, result: DetailsLookupResult): Promise<void>;
  /** Ends a claim on a link whose service could not be reached: it waits for a pass. */
  release(link: Link): Promise<void>;
}

export interface DetailsRefresherDeps<Link extends PendingLink> {
  pending: PendingLinks<Link>;
  /** Where its passes run: one process at a time, claimed with a lease (src/server/jobs). */
  jobs: JobRunner;
  /** Its jobs' kind: tests give theirs one of its own, which the app's runner leaves alone. */
  kind?: string;
  /** The lookup an add uses too (createDetailsLookup). */
  lookup: DetailsLookup;
  now?: () => number;
  pauseFirstMs?: number;
  pauseMaxMs?: number;
}

export interface DetailsRefresher<Link extends PendingLink = PendingLink> extends BackgroundTask {
  /**
   * How a lookup made elsewhere (a refresh) went. An answer from a paused service ends its pause
   * and wakes the refresher at once; a failure starts its pause (the refresher tries again when
   * it ends).
   */
  heard(outcome: LookupOutcome): void;
  /**
   * Looks up now, in this process, a link just added and claimed for it (docs/decisions/
   * 0099-add-answers-at-once.md), whatever pause its service is in: its answer ends the pause.
   * What it finds is written as a pass writes it; when its service cannot be reached, the claim
   * ends and the link waits for a pass. `settled` waits for it too.
   */
  lookUpNow(link: Link): void;
}

/** The one job of the kind: the pass over every waiting link. */
const SINGLE_KEY = 'all';

/** A service's pause: how long the last one was, and when it ends. */
interface Pause {
  ms: number;
  until: number;
}

/**
 * Looks up, in the background, the details of videos saved without them (`details_pending`):
 * imported links (an import saves the file's title first, so nothing waits on the outside), and
 * links whose lookup at add time could not reach the service. A few at a time, through the
 * lookup an add uses, written as a refresh writes them (a title the user edited is never
 * replaced). When a service answers 429, fails or cannot be reached, its links wait for a
 * pause that doubles each time it happens again, until it answers: each video site and web site
 * apart, so one site that is down holds up nobody else. A lookup that got no turn among this
 * server's outside requests (`queued`) pauses nobody: its link waits for a pass a few seconds
 * on. An answer to an add ends the pause at once (`heard`). Which videos wait is in the
 * database, so a restart goes on where it stood; a pass is a job (src/server/jobs), so with several server processes one of them makes it.
 */
export function createDetailsRefresher<Link extends PendingLink>({
  pending,
  jobs,
  kind = 'details',
  lookup,
  now = Date.now,
  pauseFirstMs = DETAILS_PAUSE_FIRST_MS,
  pauseMaxMs = DETAILS_PAUSE_MAX_MS,
}: DetailsRefresherDeps<Link>): DetailsRefresher<Link> {
  const pauses = new Map<string, Pause>();
  /** The adds' lookups under way in this process. */
  const adding = new Set<Promise<void>>();
  /** Until when a pass asked for by a `queued` lookup is due anyway. */
  let queuedPassAskedUntil = 0;

  const isPaused = (service: string | undefined) =>
    service !== undefined && (pauses.get(service)?.until ?? 0) > now();

  /**
   * Takes note of how `service` answered: whether that started a pause, or ended one (then its
   * waiting videos can be looked up now).
   */
  function note({ service, status }: LookupOutcome): { started: boolean; ended: boolean } {
    const pause = pauses.get(service);
    if (status === 'unreachable') {
      // Failures while it is paused already (several lanes, or adds meanwhile) say nothing new.
      if (pause && pause.until > now()) return { started: false, ended: false };
      const ms = pause ? Math.min(pause.ms * 2, pauseMaxMs) : pauseFirstMs;
      // Re-inserted, so the map stays in order of the last failure and the oldest goes first.
      pauses.delete(service);
      pauses.set(service, { ms, until: now() + ms });
      if (pauses.size > MAX_PAUSED_SERVICES) {
        const oldest = pauses.keys().next().value;
        if (oldest !== undefined) pauses.delete(oldest);
      }
      console.warn(
        `Details lookups from ${serviceName(service)} paused for ${Math.round(ms / 1000)} s.`,
      );
      return { started: true, ended: false };
    }
    // Only an answer about the video says the service is back (`nothing` may be a refusal of
    // ours: an address the fetcher will not reach).
    if ((status === 'found' || status === 'gone') && pause) {
      pauses.delete(service);
      return { started: false, ended: pause.until > now() };
    }
    return { started: false, ended: false };
  }

  /** The earliest end of a pause still running, if any. */
  function nextPauseEnd(): number | undefined {
    const at = now();
    let next: number | undefined;
    for (const { until } of pauses.values()) {
      if (until > at && (next === undefined || until < next)) next = until;
    }
    return next;
  }

  const task = jobs.define({
    kind,
    name: 'Details lookups',
    singleKey: SINGLE_KEY,
    retryMs: pauseFirstMs,
    retryMaxMs: pauseMaxMs,
    run: async (_key, { stopped, later }) => {
      // One pass over every waiting video, oldest first; those of a paused service are left for
      // when its pause ends.
      let after: Link | undefined;
      let queued = false;
      while (!stopped()) {
        const batch = await pending.next(BATCH_SIZE, after, { youtube: !isPaused('youtube') });
        const last = batch.at(-1);
        if (!last) break;
        after = last;
        // DETAILS_CONCURRENCY lanes through the batch.
        await Promise.all(
          Array.from({ length: DETAILS_CONCURRENCY }, async () => {
            while (!stopped()) {
              const video = batch.shift();
              if (!video) return;
              if (isPaused(lookupService(video.url))) continue;
              const result = await lookup(video.url, video.userId);
              if (result.service) {
                // Videos of this service passed over earlier in this pass: another pass.
                if (note({ service: result.service, status: result.status }).ended) task.wake();
              }
              if (result.status === 'queued') queued = true;
              if (result.status === 'unreachable' || result.status === 'queued') continue;
              await pending.apply(video, result);
            }
          }),
        );
      }
      // Again when a pause ends, a claim runs out (an add's lookup whose process died), or soon
      // for lookups that got no turn.
      const pauseEnd = nextPauseEnd();
      const claimEnd = await pending.firstClaimEnd();
      const waits = [
        pauseEnd === undefined ? undefined : pauseEnd - now(),
        claimEnd,
        queued ? DETAILS_QUEUED_RETRY_MS : undefined,
      ];
      const next = waits.filter((ms) => ms !== undefined);
      if (next.length > 0) later(Math.max(0, Math.min(...next)));
    },
  });

  function heard(outcome: LookupOutcome) {
    // Nobody was asked (an add's, a refresh's lookup): a pass comes soon for the link; asked for
    // once in that time, not for each lookup of a burst.
    if (outcome.status === 'queued' && now() >= queuedPassAskedUntil) {
      queuedPassAskedUntil = now() + DETAILS_QUEUED_RETRY_MS;
      task.requestWithin(SINGLE_KEY, DETAILS_QUEUED_RETRY_MS);
    }
    const { started, ended } = note(outcome);
    // A new pause: a pass schedules the retry for its end (the video being added may be one).
    if (started || ended) task.wake();
  }

  async function lookUp(link: Link) {
    // A pass by the claim's end, wherever it runs: if this process dies, the link is not lost.
    task.requestWithin(SINGLE_KEY, DETAILS_CLAIM_MS);
    const result = await lookup(link.url, link.userId);
    if (result.service) heard({ service: result.service, status: result.status });
    const retry = result.status === 'unreachable' || result.status === 'queued';
    await (retry ? pending.release(link) : pending.apply(link, result));
  }

  return {
    ...task,
    heard,
    lookUpNow(link) {
      const done = lookUp(link).catch((error: unknown) => {
        // Not written (the database away): the claim runs out and a pass looks it up again.
        console.error('An added video’s details lookup failed:', error);
      });
      adding.add(done);
      void done.finally(() => adding.delete(done));
    },
    async settled() {
      await Promise.all(adding);
      await task.settled();
    },
    async stop() {
      // An add's lookup writes what it found before the database closes.
      await Promise.all(adding);
      await task.stop();
    },
  };
}
