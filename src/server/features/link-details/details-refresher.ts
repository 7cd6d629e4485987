import { backgroundTask, type BackgroundTask } from '@server/core';
import type { DetailsLookup, DetailsLookupResult, LookupOutcome } from './details-lookup';
import { lookupService, serviceName } from './providers';

/** Lookups at once: enough to get through an import's videos, few enough to stay welcome. */
export const DETAILS_CONCURRENCY = 4;
/** Videos read per round. */
const BATCH_SIZE = 32;
/** The first pause when a service does not answer; each failure in a row doubles it. */
export const DETAILS_PAUSE_FIRST_MS = 30_000;
export const DETAILS_PAUSE_MAX_MS = 15 * 60_000;
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
  /** Writes what a lookup found as a refresh writes it (a title the user edited stays). */
  apply(link: Link, result: DetailsLookupResult): Promise<void>;
}

export interface DetailsRefresherDeps<Link extends PendingLink> {
  pending: PendingLinks<Link>;
  /** The lookup an add uses too (createDetailsLookup). */
  lookup: DetailsLookup;
  now?: () => number;
  pauseFirstMs?: number;
  pauseMaxMs?: number;
}

export interface DetailsRefresher extends BackgroundTask {
  /**
   * How a lookup made elsewhere (an add, a refresh) went. An answer from a paused service ends
   * its pause and wakes the refresher at once; a failure starts its pause (the refresher tries
   * again when it ends).
   */
  heard(outcome: LookupOutcome): void;
}

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
 * apart, so one site that is down holds up nobody else. An answer to an add ends the pause at
 * once (`heard`). Which videos wait is in the database, so a restart goes on where it stood.
 */
export function createDetailsRefresher<Link extends PendingLink>({
  pending,
  lookup,
  now = Date.now,
  pauseFirstMs = DETAILS_PAUSE_FIRST_MS,
  pauseMaxMs = DETAILS_PAUSE_MAX_MS,
}: DetailsRefresherDeps<Link>): DetailsRefresher {
  const pauses = new Map<string, Pause>();

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

  const task = backgroundTask(
    'Details lookups',
    async ({ stopped, later }) => {
      // One pass over every waiting video, oldest first; those of a paused service are left for
      // when its pause ends.
      let after: Link | undefined;
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
              if (result.status === 'unreachable') continue;
              await pending.apply(video, result);
            }
          }),
        );
      }
      const next = nextPauseEnd();
      if (next !== undefined) later(next - now());
    },
    pauseFirstMs,
  );

  return {
    ...task,
    heard(outcome) {
      const { started, ended } = note(outcome);
      // A new pause: a pass schedules the retry for its end (the video being added may be one).
      if (started || ended) task.wake();
    },
  };
}
