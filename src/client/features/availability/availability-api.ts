import type { AvailabilityNotice } from '@shared/contracts/availability';
import { checkedApi, type AuthorizedFetch } from '@client/lib/auth';
import { AvailabilityNoticeCheck } from '@client/lib/contracts/availability-checks';

const NOTICE_PATH = '/api/availability/notice';

/** The availability sweep's notice (docs/product/availability.md#notice), checked as it comes. */
export function createAvailabilityApi(fetchWithAuth: AuthorizedFetch) {
  const { send, json } = checkedApi(fetchWithAuth);
  return {
    notice: (): Promise<AvailabilityNotice> => json(AvailabilityNoticeCheck, NOTICE_PATH),
    dismiss: async (): Promise<void> => {
      await send(NOTICE_PATH, { method: 'DELETE' });
    },
  };
}
