import type { FastifyInstance } from 'fastify';
import { ZFileRefParams } from '@portal/shared/contracts/files';
import {
  ZErasePersonalDataRequest,
  ZErasePersonalDataResponse,
  ZPersonalDataExport,
} from '@portal/shared/contracts/privacy';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf } from '../../lib/request-user';
import type { TFilesLive } from '../files/files.live';
import { privacyPolicy } from './privacy.policy';
import { createPrivacyService } from './privacy.service';

/**
 * A traveller's personal data on request (packages/shared/src/contracts/privacy.ts): the export as
 * a JSON download and the erasure. Register after registerRealtime (live file updates).
 */
export function registerPrivacyRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  live: TFilesLive,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createPrivacyService(ctx, live);

  routes.get(
    '/api/admin/client-files/:ref/personal-data',
    {
      config: { access: privacyPolicy.manage },
      schema: { params: ZFileRefParams, response: { 200: ZPersonalDataExport } },
    },
    async (request, reply) => {
      const data = await service.exportPersonalData(request.params.ref, auditActorOf(request));
      return reply
        .header(
          'content-disposition',
          `attachment; filename="personal-data-${request.params.ref}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  routes.post(
    '/api/admin/client-files/:ref/personal-data/erase',
    {
      config: { access: privacyPolicy.manage, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        params: ZFileRefParams,
        body: ZErasePersonalDataRequest,
        response: { 200: ZErasePersonalDataResponse },
      },
    },
    async (request) =>
      service.erasePersonalData(
        request.params.ref,
        request.body.confirmReference,
        auditActorOf(request),
      ),
  );
}
