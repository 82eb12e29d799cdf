import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ZHealthResponse, ZReadinessResponse } from '@portal/shared/contracts/health';
import type { TDatabase } from '../../db/database';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../lib/dependency-errors';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { publicAccess } from '../../plugins/auth';
import { checkReadiness, type TLifecycle } from './health.service';

/** Probes for a load balancer or orchestrator: public, never cached, and quiet in the logs. */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: TDatabase; redis: Redis | null; lifecycle: TLifecycle },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/health',
    {
      config: { access: publicAccess },
      // Probed every few seconds: an info line per probe would drown the request log.
      logLevel: 'warn',
      schema: { response: { 200: ZHealthResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  routes.get(
    '/api/ready',
    {
      config: { access: publicAccess },
      logLevel: 'warn',
      schema: { response: { 200: ZReadinessResponse, 503: ZReadinessResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness(deps);
      const checks = {
        database: readiness.database,
        redis: readiness.redis,
        shuttingDown: readiness.isShuttingDown,
      };
      if (readiness.isReady) return reply.code(200).send({ status: 'ready' as const, checks });
      return reply
        .code(503)
        .send({ status: 'unavailable' as const, message: SERVICE_UNAVAILABLE_MESSAGE, checks });
    },
  );
}
