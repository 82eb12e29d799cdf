import type { FastifyInstance } from 'fastify';
import { ZFileRefParams } from '@portal/shared/contracts/files';
import { ZFileYield, ZYieldQuery } from '@portal/shared/contracts/yield';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { requirePermission } from '../../plugins/auth';
import { createYieldService } from './yield.service';

/** The yield screen of a client file (contracts/yield.ts): staff who see every file. */
export function registerYieldRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createYieldService(ctx);

  routes.get(
    '/api/admin/files/:ref/yield',
    {
      config: { access: requirePermission('files.view-all') },
      schema: { params: ZFileRefParams, querystring: ZYieldQuery, response: { 200: ZFileYield } },
    },
    async (request) => service.fileYield(request.params.ref, request.query.compare),
  );
}
