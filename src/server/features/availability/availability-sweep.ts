import type { Database } from '@server/db/client';
import type { JobQueue, JobRunner } from '@server/jobs';
import type { DetailsLookup } from '@server/features/link-details';
import { toVideo } from '@server/features/videos';
import { recordWebhookEvents, videoBecameUnavailable } from '@server/features/webhooks';
import {
  addToNotice,
  advanceWalk,
  nextTurn,
  nextWalkAt,
  setAvailability,
  startMissingWalks,
} from './availability.repo';

/** Users whose videos are looked at in one turn, longest waiting first. */
export const AVAILABILITY_USERS_PER_TURN = 5;
/** Each of those users' videos looked up in a turn: every user gets turns, however big. */
export const AVAILABILITY_VIDEOS_PER_USER = 2;
/** The lookups a turn makes at most. */
const LOOKUPS_PER_TURN = AVAILABILITY_USERS_PER_TURN * AVAILABILITY_VIDEOS_PER_USER;
/** A user's videos are looked at again this long after the last pass over them ended. */
export const AVAILABILITY_PASS_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
/** A video saved more recently was looked up as it was saved: its next pass will have it. */
export const AVAILABILITY_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * With lookups off, the sweep looks again this much later; with no turn due, when the next is
 * due and at least every ten turns' time (new accounts' walks start then), at most this.
 */
export const AVAILABILITY_IDLE_MS = 10 * 60 * 1000;

export interface AvailabilitySweepDeps {
  jobs: JobRunner;
  db: Database;
  /** The healing retries' lookups; undefined when METADATA_FETCH=off (nothing is swept). */
  lookup: DetailsLookup | undefined;
  /** AVAILABILITY_CHECKS_PER_MINUTE: the turns are spaced to keep to it. */
  checksPerMinute: number;
  now?: () => number;
}

/**
 * The sweep of dead links (docs/product/availability.md): every video is looked up again, at a
 * modest pace (AVAILABILITY_CHECKS_PER_MINUTE, a turn's lookups spread over the minute), by the same lookups as the healing retries (oEmbed for the video sites, a page's
 * own answer otherwise). One job for the server, claimed with a lease (decision 0093); each turn
 * takes a few videos of each of a few users, those waiting longest first, so a large library
 * never holds up a small one. A video its site reports removed or private is marked unavailable
 * (never deleted), counted into its user's notice and told to their webhooks; one found again is
 * unmarked. A lookup that
 * got no answer changes nothing: the next pass asks again.
 */
export function defineAvailabilitySweep({
  jobs,
  db,
  lookup,
  checksPerMinute,
  now = Date.now,
}: AvailabilitySweepDeps): JobQueue {
  const turnMs = Math.ceil((LOOKUPS_PER_TURN / checksPerMinute) * 60_000);
  const idleMs = Math.min(AVAILABILITY_IDLE_MS, 10 * turnMs);
  return jobs.define({
    kind: 'availability',
    name: 'The sweep of unavailable videos',
    singleKey: 'all',
    retryMs: turnMs,
    retryMaxMs: AVAILABILITY_IDLE_MS,
    async run(_key, control) {
      if (!lookup) return control.later(AVAILABILITY_IDLE_MS);
      await db.system((tx) => startMissingWalks(tx, now()));
      const turn = await db.system((tx) =>
        nextTurn(tx, {
          now: now(),
          users: AVAILABILITY_USERS_PER_TURN,
          perUser: AVAILABILITY_VIDEOS_PER_USER,
          savedBefore: now() - AVAILABILITY_MIN_AGE_MS,
        }),
      );
      if (turn.walks.length === 0) {
        const next = await db.system(nextWalkAt);
        return control.later(Math.max(turnMs, Math.min(idleMs, (next ?? Infinity) - now())));
      }
      const gone = new Map<string, number>();
      for (const video of turn.videos) {
        // Stopped mid-turn: the walk stays where it was, and these are looked at again.
        if (control.stopped()) return;
        if (!lookup.covers(video.url)) continue;
        const { status } = await lookup(video.url, video.userId);
        if (status !== 'gone' && status !== 'found') continue;
        // Found gone: the user's webhooks hear of it in the same transaction (the outbox).
        const changed = await db.system(async (tx) => {
          const row = await setAvailability(tx, video, status === 'gone');
          if (row?.unavailable) {
            await recordWebhookEvents(tx, video.userId, [videoBecameUnavailable(toVideo(row))]);
          }
          return row;
        });
        if (changed?.unavailable) {
          gone.set(video.userId, (gone.get(video.userId) ?? 0) + 1);
        }
      }
      await db.system(async (tx) => {
        for (const { userId, afterId } of turn.walks) {
          const theirs = turn.videos.filter((video) => video.userId === userId);
          const passOver = theirs.length < AVAILABILITY_VIDEOS_PER_USER;
          // A pass that found nothing old enough yet (a new account) looks again soon.
          const wait =
            afterId === null && theirs.length === 0 ? idleMs : AVAILABILITY_PASS_INTERVAL_MS;
          await advanceWalk(tx, userId, {
            afterId: passOver ? null : (theirs.at(-1)?.id ?? null),
            nextAt: passOver ? now() + wait : now(),
          });
          const found = gone.get(userId) ?? 0;
          if (found > 0) await addToNotice(tx, userId, found, now());
        }
      });
      control.later(turnMs);
    },
  });
}
