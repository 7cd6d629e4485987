import type {
  SubscriptionImportPreview,
  SubscriptionImportReport,
  SubscriptionImportResult,
} from '@shared/contracts/subscription-import';
import { SUBSCRIPTIONS_PER_USER_MAX } from '@shared/contracts/subscriptions';
import type { Database } from '@server/db/client';
import { findCollection, lockUser } from '@server/core';
import { AppError } from '@server/http/app-error';
import type { BackgroundTask } from '@server/jobs';
import { SubscriptionFileError } from './import/file-entry';
import { opmlFileName, subscriptionsOpml } from './import/opml-export';
import { readSubscriptionFile, type SubscriptionFile } from './import/subscription-file';
import { followedFeedUrls, insertImported } from './subscription-import.repo';
import { inboxCollection, listSubscriptions } from './subscriptions.repo';
import { FOLLOWING_OFF_MESSAGE } from './subscriptions.service';

export interface SubscriptionImportDeps {
  db: Database;
  /** YOUTUBE_FEED_URL: where a YouTube channel's feed is, known from its id alone. */
  youtubeFeedUrl: string;
  /** SUBSCRIPTION_POLL_SECONDS in ms: the imported feeds' first checks are spread over one. */
  pollMs: number;
  lookupsOff: boolean;
  /** The background's checks, woken once the subscriptions are written. */
  checks: BackgroundTask;
  now?: () => number;
}

/** What a file's entries come to against what the user follows now. */
interface Judged {
  file: SubscriptionFile;
  followed: Set<string>;
  /** The file's entries the user does not follow yet, in file order. */
  fresh: SubscriptionFile['entries'];
  room: number;
}

/**
 * Subscriptions moved in and out as a file (docs/product/subscriptions.md#move-in-and-out): a
 * preview of what a file holds, its import, and the export as OPML. An import makes no request:
 * each subscription is written with its feed known from the file (a YouTube channel's from its
 * id), not `baselined`, so that its first check takes what the feed lists then and adds none of
 * it (feed-checks.ts); those first checks are spread over one poll interval.
 */
export function createSubscriptionImportService({
  db,
  youtubeFeedUrl,
  pollMs,
  lookupsOff,
  checks,
  now = Date.now,
}: SubscriptionImportDeps) {
  async function read(bytes: Uint8Array): Promise<SubscriptionFile> {
    if (lookupsOff) throw new AppError('lookups_off', 409, FOLLOWING_OFF_MESSAGE);
    try {
      return await readSubscriptionFile(bytes, { youtubeFeedUrl });
    } catch (error) {
      if (error instanceof SubscriptionFileError) {
        throw new AppError('import_file_invalid', 400, error.message);
      }
      throw error;
    }
  }

  const judge = (file: SubscriptionFile, followed: Set<string>): Judged => ({
    file,
    followed,
    fresh: file.entries.filter((entry) => !followed.has(entry.feedUrl)),
    room: Math.max(0, SUBSCRIPTIONS_PER_USER_MAX - followed.size),
  });

  return {
    /** What the file holds, against what the user follows; nothing is written. */
    async preview(userId: string, bytes: Uint8Array): Promise<SubscriptionImportPreview> {
      const file = await read(bytes);
      const followed = await db.asUser(userId, (tx) => followedFeedUrls(tx, userId));
      const { fresh, room } = judge(file, followed);
      return {
        format: file.format,
        entries: file.entries.length,
        alreadyFollowing: file.entries.length - fresh.length,
        new: fresh.length,
        room,
        problems: file.problems,
      };
    },

    /**
     * Follows the file's channels and feeds the user does not follow yet, up to the cap, in one
     * transaction under the user's lock; their new videos go to `collectionId`, or to "Inbox"
     * (made on first use). Those past the cap are reported as skipped.
     */
    async importFile(
      userId: string,
      bytes: Uint8Array,
      collectionId: string | null,
    ): Promise<SubscriptionImportReport> {
      const file = await read(bytes);
      const { written, collectionName, judged } = await db.asUser(userId, async (tx) => {
        await lockUser(tx, userId);
        const judged = judge(file, await followedFeedUrls(tx, userId));
        const taking = judged.fresh.slice(0, judged.room);
        const target =
          collectionId !== null
            ? await findCollection(tx, userId, collectionId)
            : taking.length > 0
              ? await inboxCollection(tx, userId)
              : null;
        if (collectionId !== null && !target) {
          throw new AppError('not_found', 404, 'Collection not found.');
        }
        const start = now();
        const written = await insertImported(
          tx,
          taking.map((entry, index) => ({
            userId,
            kind: entry.kind,
            title: entry.title,
            sourceUrl: entry.sourceUrl,
            feedUrl: entry.feedUrl,
            categoryId: target?.id ?? null,
            newestOnly: entry.newestOnly,
            baselined: false,
            // Spread over one interval: a thousand feeds are not all read at once.
            nextCheckAt: new Date(start + Math.floor((pollMs * index) / taking.length)),
          })),
        );
        return {
          written,
          collectionName: written.size > 0 ? (target?.name ?? null) : null,
          judged,
        };
      });
      if (written.size > 0) checks.wake();
      const results = file.entries.map((entry): SubscriptionImportResult => ({
        source: entry.source,
        title: entry.title,
        url: entry.sourceUrl,
        outcome: written.has(entry.feedUrl)
          ? 'followed'
          : judged.followed.has(entry.feedUrl)
            ? 'already_following'
            : 'over_limit',
      }));
      const count = (outcome: SubscriptionImportResult['outcome']) =>
        results.filter((result) => result.outcome === outcome).length;
      return {
        format: file.format,
        followed: count('followed'),
        alreadyFollowing: count('already_following'),
        skipped: count('over_limit'),
        collectionName,
        problems: file.problems,
        results,
      };
    },

    /** The user's subscriptions as OPML, and the file's dated name. */
    async exportOpml(userId: string): Promise<{ body: string; fileName: string }> {
      const rows = await db.asUser(userId, (tx) => listSubscriptions(tx, userId));
      const createdAt = new Date(now());
      return { body: subscriptionsOpml(rows, createdAt), fileName: opmlFileName(createdAt) };
    },
  };
}

export type SubscriptionImportService = ReturnType<typeof createSubscriptionImportService>;
