import { z } from 'zod';

/**
 * `GET /api/availability/notice`: how many videos the sweep found gone since the user last
 * dismissed the notice (docs/product/availability.md); 0 and null when there is nothing to say.
 */
export const AvailabilityNoticeSchema = z
  .object({
    count: z.number().int(),
    noticedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AvailabilityNotice' });
export type AvailabilityNotice = z.infer<typeof AvailabilityNoticeSchema>;
