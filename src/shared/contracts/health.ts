import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ driver: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
