import { z } from 'zod';

export const DATABASE_DRIVERS = ['pglite', 'postgres'] as const;
export type DatabaseDriver = (typeof DATABASE_DRIVERS)[number];

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    driver: z.enum(DATABASE_DRIVERS),
    ok: z.boolean(),
    latency_ms: z.number().nullable(),
  }),
  /** Optional: when it is down the API keeps serving from memory (decision 26), so status stays ok. */
  redis: z.object({ configured: z.boolean(), ok: z.boolean() }),
  version: z.string(),
  uptime_s: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
