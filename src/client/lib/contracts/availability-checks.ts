// Generated from src/shared/contracts/availability.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type { AvailabilityNoticeSchema } from '@shared/contracts/availability';

export const AvailabilityNoticeCheck: v.GenericSchema<z.output<typeof AvailabilityNoticeSchema>> =
  v.object({ count: v.pipe(v.number(), v.safeInteger()), noticedAt: v.nullable(v.string()) });
