import type { FastifyInstance } from 'fastify';
import { ZCreateRateRequest, ZRate, ZUpdateRateRequest } from '@portal/shared/contracts/catalogue';
import {
  ZRateAnalysis,
  ZRateAnalysisQuery,
  ZRateListQuery,
  ZRatesExportQuery,
  ZRatesImportRequest,
  ZRatesImportResponse,
} from '@portal/shared/contracts/catalogue-api';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf } from '../../lib/request-user';
import { analyseRates } from './rate-analysis.service';
import { exportRatesCsv, importRatesCsv } from './rates-import.service';
import { ratesPolicy } from './rates.policy';
import { presentRate } from './rates.presenter';
import { createRate, listRates, removeRate, updateRateById } from './rates.service';
import { ZIdParams } from '@portal/shared/contracts/primitives';

/** The CSV text (at most RATES_IMPORT_MAX_BYTES) plus its JSON quoting. */
function importBodyLimit(maxBytes: number): number {
  return Math.ceil(maxBytes * 1.125) + 64 * 1024;
}

export function registerRatesRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  registerListRoute(app, {
    path: '/api/admin/rates',
    access: ratesPolicy.view,
    query: ZRateListQuery,
    item: ZRate,
    find: ({ page, per_page: perPage, ...filter }) => listRates(ctx, { ...filter, page, perPage }),
    present: presentRate,
  });

  routes.post(
    '/api/admin/rates',
    {
      config: { access: ratesPolicy.manage },
      schema: { body: ZCreateRateRequest, response: { 201: ZRate } },
    },
    async (request, reply) => {
      const rate = await createRate(ctx, auditActorOf(request), request.body);
      return reply.code(201).send(presentRate(rate));
    },
  );

  routes.patch(
    '/api/admin/rates/:id',
    {
      config: { access: ratesPolicy.manage },
      schema: { params: ZIdParams, body: ZUpdateRateRequest, response: { 200: ZRate } },
    },
    async (request) =>
      presentRate(
        await updateRateById(ctx, auditActorOf(request), request.params.id, request.body),
      ),
  );

  routes.delete(
    '/api/admin/rates/:id',
    { config: { access: ratesPolicy.manage }, schema: { params: ZIdParams } },
    async (request, reply) => {
      await removeRate(ctx, auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/admin/rates/export.csv',
    { config: { access: ratesPolicy.manage }, schema: { querystring: ZRatesExportQuery } },
    async (request, reply) => {
      const csv = await exportRatesCsv(ctx, request.query);
      const scope = request.query.productId
        ? `product-${request.query.productId}`
        : `supplier-${request.query.supplierId ?? 'all'}`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rates-${scope}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  routes.post(
    '/api/admin/rates/import',
    {
      bodyLimit: importBodyLimit(ctx.config.uploads.ratesImportMaxBytes),
      config: { access: ratesPolicy.manage },
      schema: { body: ZRatesImportRequest, response: { 200: ZRatesImportResponse } },
    },
    async (request) => importRatesCsv(ctx, auditActorOf(request), request.body.csv),
  );

  routes.get(
    '/api/admin/rate-analysis',
    {
      config: { access: ratesPolicy.manage },
      schema: { querystring: ZRateAnalysisQuery, response: { 200: ZRateAnalysis } },
    },
    async (request) => analyseRates(ctx, request.query),
  );
}
