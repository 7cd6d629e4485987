import type { Database } from '@server/db/client';
import type { JobQueue, JobRunner } from '@server/jobs';
import { OutboundError } from '@server/outbound';
import type { FeedFetcher } from './feed-fetcher';
import { feedFailureMessage } from './feed-failure';
import { takeNewItems, type TakeOptions } from './new-items';
import {
  findSubscription,
  subscriptionOwner,
  updateSubscription,
  type SubscriptionChanges,
} from './subscriptions.repo';
import { takeBaseline } from './take-baseline';

/** Feeds checked at once by one server process (docs/product/subscriptions.md#limits). */
export const FEED_CHECKS_PER_PROCESS = 4;
/** One user's feeds checked at once, across every process. */
export const FEED_CHECKS_PER_USER = 2;
/** The longest pause after failures in a row: a feed that fails for days is still tried daily. */
export const FEED_BACKOFF_MAX_MS = 24 * 60 * 60 * 1000;
/** Checks are spread by up to this share of the interval, so feeds followed together part. */
const SPREAD = 0.1;

export interface FeedChecksDeps extends TakeOptions {
  jobs: JobRunner;
  db: Database;
  fetch: FeedFetcher;
  /** SUBSCRIPTION_POLL_SECONDS, in ms: how often each feed is checked. */
  pollMs: number;
  /** METADATA_FETCH=off: nothing is fetched; the subscriptions wait, and say so. */
  lookupsOff: boolean;
  /** New videos were added: their details are looked up in the background. */
  onVideosAdded: () => void;
  now?: () => number;
  random?: () => number;
}

/**
 * The background's checks of followed feeds (docs/product/subscriptions.md#polling): one job a
 * subscription, due at its next check time and claimed with a lease (decision 0093), so that
 * with several server processes each check runs once. A check asks conditionally (ETag,
 * Last-Modified), takes the items it never took (new-items.ts), and writes how it went; a
 * failure waits the interval doubled for each failure in a row (at most FEED_BACKOFF_MAX_MS),
 * or a 429's or 503's Retry-After when that is longer. A subscription imported from a file
 * (not `baselined`) has its feed read for the first time here: that read takes the items listed
 * then, adds none of them, and names the subscription as its feed does.
 */
export function defineFeedChecks({
  jobs,
  db,
  fetch,
  pollMs,
  lookupsOff,
  onVideosAdded,
  looksUp,
  now = Date.now,
  random = Math.random,
}: FeedChecksDeps): JobQueue {
  const interval = () => Math.round(pollMs * (1 - SPREAD * random()));

  return jobs.define({
    kind: 'subscription',
    name: 'Checking followed feeds',
    concurrency: FEED_CHECKS_PER_PROCESS,
    perParty: FEED_CHECKS_PER_USER,
    retryMs: 5_000,
    retryMaxMs: 5 * 60_000,
    async run(id, control) {
      const userId = await db.system((tx) => subscriptionOwner(tx, id));
      // Unfollowed (or its user gone): the job ends with it.
      if (!userId) return;
      const subscription = await db.asUser(userId, (tx) => findSubscription(tx, userId, id));
      if (!subscription || subscription.paused) return;
      if (lookupsOff) return control.later(pollMs);
      const write = (changes: SubscriptionChanges) =>
        db.asUser(userId, (tx) => updateSubscription(tx, userId, id, changes));
      const checkedAt = new Date(now());
      let answer;
      try {
        // Items left out for the plan's limit are asked for again in full: an upgrade meanwhile
        // lets them in, though the feed did not change.
        const conditional =
          subscription.skippedForLimit > 0
            ? undefined
            : { etag: subscription.etag, lastModified: subscription.lastModified };
        answer = await fetch.feed(subscription.feedUrl, userId, conditional);
      } catch (error) {
        const failures = subscription.failures + 1;
        const backoff = Math.min(pollMs * 2 ** failures, Math.max(FEED_BACKOFF_MAX_MS, pollMs));
        const asked = error instanceof OutboundError ? (error.retryAfterMs ?? 0) : 0;
        const wait = Math.max(backoff, Math.min(asked, FEED_BACKOFF_MAX_MS));
        if (control.stopped()) return;
        await write({
          lastCheckedAt: checkedAt,
          failures,
          lastError: feedFailureMessage(error),
          nextCheckAt: new Date(now() + wait),
        });
        return control.later(wait);
      }
      if (control.stopped()) return;
      const wait = interval();
      const settled: SubscriptionChanges = {
        lastCheckedAt: checkedAt,
        failures: 0,
        lastError: null,
        nextCheckAt: new Date(now() + wait),
        // A 304 may leave out a validator it did not change (RFC 9110, 15.4.5): the one held stays.
        etag: answer.validators.etag ?? (answer.notModified ? subscription.etag : null),
        lastModified:
          answer.validators.lastModified ?? (answer.notModified ? subscription.lastModified : null),
      };
      if (answer.notModified) {
        await write(settled);
        return control.later(wait);
      }
      const taken = await db.asUser(userId, async (tx) => {
        // Imported without a read of its feed: this first read only takes what it lists now.
        if (!subscription.baselined && (await takeBaseline(tx, subscription, answer.feed.items))) {
          await updateSubscription(tx, userId, id, {
            ...settled,
            baselined: true,
            title: answer.feed.title,
            skippedForLimit: 0,
          });
          return { added: 0 };
        }
        const result = await takeNewItems(tx, subscription, answer.feed.items, { looksUp });
        await updateSubscription(tx, userId, id, {
          ...settled,
          skippedForLimit: result.skipped,
          ...(result.added > 0 ? { lastNewAt: checkedAt } : {}),
          ...(result.collectionId === subscription.categoryId
            ? {}
            : { categoryId: result.collectionId }),
        });
        return result;
      });
      if (taken.added > 0) onVideosAdded();
      control.later(wait);
    },
  });
}
