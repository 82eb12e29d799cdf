import type { FastifyInstance } from 'fastify';
import {
  ZEditedService,
  ZEditedServicesFilter,
  ZEditedServicesQuery,
  ZEditedServicesSummary,
  ZInsightsFilterOptions,
  ZInsightsOverview,
  ZInsightsOverviewCsvQuery,
  ZInsightsOverviewQuery,
} from '@portal/shared/contracts/insights';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { toEditedServicesCsv, toOverviewCsv } from './insights.csv';
import { insightsPolicy } from './insights.policy';
import { presentEditedService } from './insights.presenter';
import { createInsightsService } from './insights.service';

const EDITED_SERVICES_PATH = '/api/admin/insights/edited-services';

/** The back office's insights (contracts/insights.ts): activities overview and edited services. */
export function registerInsightsRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createInsightsService(ctx);
  const access = insightsPolicy.view;
  const csvHeaders = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  });

  routes.get(
    '/api/admin/insights/filter-options',
    { config: { access }, schema: { response: { 200: ZInsightsFilterOptions } } },
    async () => service.filterOptions(),
  );

  routes.get(
    '/api/admin/insights/overview',
    {
      config: { access },
      schema: { querystring: ZInsightsOverviewQuery, response: { 200: ZInsightsOverview } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.overview(request.query);
    },
  );

  routes.get(
    '/api/admin/insights/overview/export.csv',
    { config: { access }, schema: { querystring: ZInsightsOverviewCsvQuery } },
    async (request, reply) =>
      reply
        .headers(csvHeaders('activities-overview.csv'))
        .send(toOverviewCsv(await service.overviewMonths(request.query))),
  );

  registerListRoute(
    app,
    {
      path: EDITED_SERVICES_PATH,
      access,
      query: ZEditedServicesQuery,
      item: ZEditedService,
      find: (query) => service.editedServices(query),
      present: presentEditedService,
    },
    {
      query: ZEditedServicesFilter,
      fileName: 'edited-services.csv',
      find: (query) => service.exportEditedServices(query),
      toCsv: toEditedServicesCsv,
    },
  );

  routes.get(
    `${EDITED_SERVICES_PATH}/summary`,
    {
      config: { access },
      schema: { querystring: ZEditedServicesFilter, response: { 200: ZEditedServicesSummary } },
    },
    async (request) => service.editedServicesSummary(request.query),
  );
}
