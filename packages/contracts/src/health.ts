import { z } from 'zod';

export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The checks /api/ready makes; a 503 names the first that failed in `error.reason`. */
export const READINESS_CHECKS = ['draining', 'database', 'migrations'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export const readyResponseSchema = z
  .object({
    status: z.literal('ready'),
    database: z.enum(['pglite', 'postgres']),
    migrations: z.int().min(0).meta({ description: 'Committed migrations, every one applied to the database.' }),
  })
  .meta({ id: 'Ready' });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
