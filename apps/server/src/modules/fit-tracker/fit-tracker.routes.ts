import { sessionUserOf } from '../../lib/request-user';
import type { FastifyInstance } from 'fastify';
import {
  ZFitTrackerActionParams,
  ZFitTrackerActionResult,
  ZFitTrackerAgencyList,
  ZFitTrackerCsvQuery,
  ZFitTrackerListResponse,
  ZFitTrackerQuery,
} from '@portal/shared/contracts/fit-tracker';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import type { TFilesLive } from '../files/files.live';
import type { TSupplierRequestsService } from '../supplier-requests/supplier-requests.service';
import { fitTrackerPolicy } from './fit-tracker.policy';
import { createFitTrackerService, trackerActorOf } from './fit-tracker.service';

/**
 * The FIT finalisation tracker (contracts/fit-tracker.ts): GET /api/admin/fit-tracker, its CSV,
 * and POST /api/admin/fit-tracker/:ref/:action. Register after registerRealtime.
 */
export function registerFitTrackerRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  deps: { files: TFilesLive; supplierRequests: TSupplierRequestsService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createFitTrackerService(ctx, {
    live: deps.files,
    supplierRequests: deps.supplierRequests,
  });

  routes.get(
    '/api/admin/fit-tracker',
    {
      config: { access: fitTrackerPolicy.read },
      schema: { querystring: ZFitTrackerQuery, response: { 200: ZFitTrackerListResponse } },
    },
    async (request) => service.list(request.query, '/api/admin/fit-tracker'),
  );

  routes.get(
    '/api/admin/fit-tracker/export.csv',
    { config: { access: fitTrackerPolicy.read }, schema: { querystring: ZFitTrackerCsvQuery } },
    async (request, reply) => {
      const csv = await service.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="fit-finalisation-tracker.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  routes.get(
    '/api/admin/fit-tracker/agencies',
    {
      config: { access: fitTrackerPolicy.read },
      schema: { response: { 200: ZFitTrackerAgencyList } },
    },
    async () => service.agencyOptions(),
  );

  routes.post(
    '/api/admin/fit-tracker/:ref/:action',
    {
      config: { access: fitTrackerPolicy.act },
      schema: { params: ZFitTrackerActionParams, response: { 200: ZFitTrackerActionResult } },
    },
    async (request) =>
      service.act(
        request.params.ref,
        request.params.action,
        trackerActorOf(sessionUserOf(request), request.ip),
      ),
  );
}
