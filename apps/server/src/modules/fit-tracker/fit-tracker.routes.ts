import { sessionUserOf } from '../../lib/request-user';
import type { FastifyInstance } from 'fastify';
import {
  ZFitTrackerActionParams,
  ZFitTrackerActionResult,
  ZFitTrackerAgencyList,
  ZFitTrackerCsvQuery,
  ZFitTrackerQuery,
  ZFitTrackerRow,
} from '@portal/shared/contracts/fit-tracker';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import type { TFilesLive } from '../files/files.live';
import type { TSupplierRequestsService } from '../supplier-requests/supplier-requests.service';
import { fitTrackerPolicy } from './fit-tracker.policy';
import { toTrackerCsv } from './fit-tracker.presenter';
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

  registerListRoute(
    app,
    {
      path: '/api/admin/fit-tracker',
      access: fitTrackerPolicy.read,
      query: ZFitTrackerQuery,
      item: ZFitTrackerRow,
      find: (query) => service.list(query),
      present: (row) => row,
    },
    {
      query: ZFitTrackerCsvQuery,
      fileName: 'fit-finalisation-tracker.csv',
      find: (query) => service.listForExport(query),
      toCsv: toTrackerCsv,
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
