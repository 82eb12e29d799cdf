import { z } from 'zod';

/** GET /api/health: the process answers (liveness). No dependency is checked. */
export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

const ZDependencyState = z.enum(['up', 'down']);

/**
 * GET /api/ready: 200 when this instance should receive traffic, 503 (with a message, like every
 * other error answer) when a dependency is down or the process is shutting down.
 */
export const ZReadinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  message: z.string().optional(),
  checks: z.object({
    database: ZDependencyState,
    redis: z.enum(['up', 'down', 'not-configured']),
    shuttingDown: z.boolean(),
  }),
});
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;
