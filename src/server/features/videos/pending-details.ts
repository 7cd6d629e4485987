import type { Database } from '@server/db/client';
import type { PendingLinks } from '@server/features/link-details';
import {
  applyLookup,
  firstDetailsClaimEnd,
  markDetailsPending,
  pendingDetails,
  type PendingDetails,
} from './videos.repo';

/** The videos saved without their details, as the details refresher (link-details) reads them. */
export const pendingVideoDetails = (db: Database): PendingLinks<PendingDetails> => ({
  next: (limit, after, options) => db.system((tx) => pendingDetails(tx, limit, after, options)),
  firstClaimEnd: () => db.system(firstDetailsClaimEnd),
  apply: async (video, result) => {
    await db.system((tx) => applyLookup(tx, video, result));
  },
  release: async (video) => {
    await db.system((tx) => markDetailsPending(tx, video));
  },
});
