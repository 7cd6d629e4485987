import type { AvailabilityNotice } from '@shared/contracts/availability';
import type { Database } from '@server/db/client';
import { dismissNotice, readNotice } from './availability.repo';

/** The sweep's notice to a user (docs/product/availability.md#notice). */
export function createAvailabilityService(db: Database) {
  return {
    async notice(userId: string): Promise<AvailabilityNotice> {
      const notice = await db.asUser(userId, (tx) => readNotice(tx, userId));
      return { count: notice?.count ?? 0, noticedAt: notice?.noticedAt.toISOString() ?? null };
    },
    dismiss: (userId: string) => db.asUser(userId, (tx) => dismissNotice(tx, userId)),
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
