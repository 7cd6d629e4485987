import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/** The one error body every failing request answers with. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      reasons: z
        .array(z.object({ code: z.enum(['length', 'guessable']), message: z.string() }))
        .optional(),
      limitType: z.enum(['category', 'video']).optional(),
      field: z.string().optional(),
    }),
  })
  .meta({ id: 'Error' });
