import type { Database } from '@server/db/client';
import { backgroundTask, type BackgroundTask } from '@server/core';
import type { OembedAnswer } from './video-metadata';
import { applyDetails, pendingDetails, type PendingDetails } from './videos.repo';

/** Lookups at once: enough to get through an import's videos, few enough to stay welcome. */
export const DETAILS_CONCURRENCY = 4;
/** Videos read per round. */
const BATCH_SIZE = 32;
/** The first pause when the service does not answer; each failure in a row doubles it. */
export const DETAILS_PAUSE_FIRST_MS = 30_000;
export const DETAILS_PAUSE_MAX_MS = 15 * 60_000;

export interface DetailsRefresherDeps {
  db: Database;
  askOembed: (videoUrl: string) => Promise<OembedAnswer>;
  now?: () => number;
  pauseFirstMs?: number;
  pauseMaxMs?: number;
}

/**
 * Looks up, in the background, the YouTube title and channel of videos saved without them (an
 * import saves the file's title first, so nothing waits on the outside): a few at a time, and
 * when the service answers 429, fails or cannot be reached, a pause that doubles each time it
 * happens again, until it answers. Which videos wait is in the database (`details_pending`), so
 * a restart goes on where it stood.
 */
export function createDetailsRefresher({
  db,
  askOembed,
  now = Date.now,
  pauseFirstMs = DETAILS_PAUSE_FIRST_MS,
  pauseMaxMs = DETAILS_PAUSE_MAX_MS,
}: DetailsRefresherDeps): BackgroundTask {
  let pause = 0;
  let pausedUntil = 0;

  /** One video; false when the service did not answer (the round stops, the video waits). */
  async function refresh(video: PendingDetails): Promise<boolean> {
    const answer = await askOembed(video.url);
    if (answer.kind === 'unavailable') return false;
    const found = answer.kind === 'answered' ? answer : {};
    await db.system((tx) => applyDetails(tx, video, found));
    return true;
  }

  return backgroundTask(
    'YouTube details lookups',
    async ({ stopped, later }) => {
      while (!stopped()) {
        const wait = pausedUntil - now();
        if (wait > 0) return later(wait);
        const batch = await db.system((tx) => pendingDetails(tx, BATCH_SIZE));
        if (batch.length === 0) return;
        let answered = true;
        // DETAILS_CONCURRENCY lanes through the batch; a lane stops at the first unanswered lookup.
        await Promise.all(
          Array.from({ length: DETAILS_CONCURRENCY }, async () => {
            while (answered && !stopped()) {
              const video = batch.shift();
              if (!video) return;
              if (!(await refresh(video))) answered = false;
            }
          }),
        );
        if (answered) {
          pause = 0;
        } else {
          pause = pause === 0 ? pauseFirstMs : Math.min(pause * 2, pauseMaxMs);
          pausedUntil = now() + pause;
          console.warn(`YouTube details lookups paused for ${Math.round(pause / 1000)} s.`);
        }
      }
    },
    pauseFirstMs,
  );
}
