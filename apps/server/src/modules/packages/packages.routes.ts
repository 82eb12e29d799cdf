import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZCreatePackageRequest,
  ZPackage,
  ZPackageSummary,
  ZUpdatePackageRequest,
} from '@portal/shared/contracts/catalogue';
import {
  ZAdminPackageCsvQuery,
  ZAdminPackageListQuery,
  ZAgentPackageQuery,
  ZAgentPackageSummary,
  ZStartLocation,
  ZTestPriceRequest,
  zDataList,
} from '@portal/shared/contracts/catalogue-api';
import { ZAgentPricedQuote, ZPriceRequest, ZPricedQuote } from '@portal/shared/contracts/pricing';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { contentLanguageOf } from '../content/content-language';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { authorizeQuotePricing, pricingPolicy } from '../pricing/pricing.policy';
import { priceQuoteAs, testPricePackage } from './package-pricing.service';
import { packagesPolicy } from './packages.policy';
import { presentAgentPackageSummary, presentPackageSummary } from './packages.presenter';
import {
  createPackage,
  getPackage,
  listPackages,
  listStartLocations,
  searchPackages,
  updatePackageById,
} from './packages.service';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { toPackagesCsv } from './packages.csv';
import { ZIdParams } from '@portal/shared/contracts/primitives';

function hasCostTotals(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('totals' in value)) return false;
  const { totals } = value;
  return typeof totals === 'object' && totals !== null && 'costCents' in totals;
}

/**
 * Admins get the full quote, agents the agent view (no cost). The full quote is the agent view
 * plus cost, so a plain union would parse every agent quote as a full one first and reject it only
 * after walking every line, which more than doubled the response check; the cost total tells the
 * two apart at once.
 */
const ZPriceResponse = z.union([
  z.custom<z.input<typeof ZPricedQuote>>(hasCostTotals).pipe(ZPricedQuote),
  ZAgentPricedQuote,
]);

/** What an agent may see: published packages of the agent's agency's market. */
function agentScope(brandId: number | null) {
  if (brandId === null) throw AppError.forbidden();
  return { brandId, status: 'published' as const };
}

export function registerPackagesRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Admin ---------------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/packages',
      access: packagesPolicy.view,
      query: ZAdminPackageListQuery,
      item: ZPackageSummary,
      find: ({ page, per_page: perPage, ...filter }) =>
        listPackages(ctx, { ...filter, page, perPage }),
      present: presentPackageSummary,
    },
    {
      query: ZAdminPackageCsvQuery,
      fileName: 'packages.csv',
      find: async (filter) =>
        (await listPackages(ctx, { ...filter, page: 1, perPage: CSV_EXPORT_LIMIT })).rows,
      toCsv: toPackagesCsv,
    },
  );

  routes.get(
    '/api/admin/packages/:id',
    {
      config: { access: packagesPolicy.view },
      schema: { params: ZIdParams, response: { 200: ZPackage } },
    },
    async (request) => getPackage(ctx, request.params.id),
  );

  routes.post(
    '/api/admin/packages',
    {
      config: { access: packagesPolicy.manage },
      schema: { body: ZCreatePackageRequest, response: { 201: ZPackage } },
    },
    async (request, reply) => {
      const pkg = await createPackage(ctx, auditActorOf(request), request.body);
      return reply.code(201).send(pkg);
    },
  );

  routes.patch(
    '/api/admin/packages/:id',
    {
      config: { access: packagesPolicy.manage },
      schema: { params: ZIdParams, body: ZUpdatePackageRequest, response: { 200: ZPackage } },
    },
    async (request) =>
      updatePackageById(ctx, auditActorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/admin/packages/:id/test-price',
    {
      config: { access: packagesPolicy.manage },
      schema: { params: ZIdParams, body: ZTestPriceRequest, response: { 200: ZPricedQuote } },
    },
    async (request) => testPricePackage(ctx, request.params.id, request.body),
  );

  /** The price form (SPEC section 2); who sees what is decided before the body is read. */
  routes.post(
    '/api/quotes/price',
    {
      config: { access: pricingPolicy.priceQuote },
      preValidation: async (request) => {
        await authorizeQuotePricing(request);
      },
      schema: { body: ZPriceRequest, response: { 200: ZPriceResponse } },
    },
    async (request) => priceQuoteAs(ctx, await authorizeQuotePricing(request), request.body),
  );

  // Agents: the quick-quote search --------------------------------------------------------------
  registerListRoute(app, {
    path: '/api/app/packages',
    access: packagesPolicy.agentSearch,
    query: ZAgentPackageQuery,
    item: ZAgentPackageSummary,
    find: async ({ page, per_page: perPage, ...filter }, request) => {
      const scope = agentScope(sessionUserOf(request).brandId);
      const { rows, total, classes } = await searchPackages(
        ctx,
        { ...filter, ...scope, page, perPage },
        contentLanguageOf(request),
      );
      return { rows: rows.map((row) => ({ row, classes: classes.get(row.id) ?? [] })), total };
    },
    present: ({ row, classes }) => presentAgentPackageSummary(row, classes),
  });

  routes.get(
    '/api/app/packages/:id',
    {
      config: { access: packagesPolicy.agentSearch },
      schema: { params: ZIdParams, response: { 200: ZPackage } },
    },
    async (request) => {
      const scope = agentScope(sessionUserOf(request).brandId);
      const pkg = await getPackage(ctx, request.params.id, contentLanguageOf(request));
      if (pkg.status !== scope.status || pkg.brandId !== scope.brandId) throw notFound('Package');
      return pkg;
    },
  );

  routes.get(
    '/api/app/locations',
    {
      config: { access: packagesPolicy.agentSearch },
      schema: { response: { 200: zDataList(ZStartLocation) } },
    },
    async (request) => ({
      data: await listStartLocations(ctx, agentScope(sessionUserOf(request).brandId)),
    }),
  );
}
