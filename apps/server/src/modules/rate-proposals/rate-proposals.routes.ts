import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZAvailabilityCalendar } from '@portal/shared/contracts/catalogue-api';
import { ZRate } from '@portal/shared/contracts/catalogue';
import {
  ZAdminRateProposalCsvQuery,
  ZAdminRateProposalListQuery,
  ZCreateRateProposalRequest,
  ZRateProposal,
  ZRateProposalDetail,
  ZRejectRateProposalRequest,
  ZSupplierAvailabilityQuery,
  ZSupplierRateProduct,
  ZSupplierRateProductParams,
  ZSupplierRateProposalListQuery,
} from '@portal/shared/contracts/rate-proposals';
import { z } from 'zod';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { presentAvailabilityDay } from '../catalogue/catalogue.presenter';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { presentRate } from '../rates/rates.presenter';
import { toRateProposalsCsv } from './rate-proposals.csv';
import { createRateProposalsLive } from './rate-proposals.live';
import { rateProposalsPolicy } from './rate-proposals.policy';
import {
  presentRateProposal,
  presentRateProposalDetail,
  presentSupplierRateProduct,
} from './rate-proposals.presenter';
import {
  approveRateProposal,
  createRateProposal,
  getRateProposal,
  getSupplierProductAvailability,
  listRateProposals,
  listSupplierProductRates,
  listSupplierProducts,
  readLiveValues,
  rejectRateProposal,
  withdrawRateProposal,
  type TRateProposalRow,
  type TRateProposalServices,
} from './rate-proposals.service';
import { ZIdParams } from '@portal/shared/contracts/primitives';

/** The supplier a supplier user acts for; a supplier user without one has nothing to see. */
function supplierIdOf(request: FastifyRequest): number {
  const user = sessionUserOf(request);
  if (user.supplierId === null) throw AppError.forbidden();
  return user.supplierId;
}

/**
 * Supplier self-service for rates (issue 7): supplier routes under /api/supplier, review routes
 * under /api/admin. Registered after realtime (proposals publish through app.broadcaster).
 */
export function registerRateProposalsRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const services: TRateProposalServices = {
    ctx,
    live: createRateProposalsLive({
      broadcaster: () => app.broadcaster,
      clock: ctx.clock,
      log: app.log,
    }),
  };
  const detail = async (row: TRateProposalRow) =>
    presentRateProposalDetail(row, await readLiveValues(ctx.db, row));

  // Supplier area ------------------------------------------------------------------------------

  routes.get(
    '/api/supplier/rates/products',
    {
      config: { access: rateProposalsPolicy.propose },
      schema: { response: { 200: z.array(ZSupplierRateProduct) } },
    },
    async (request) =>
      (await listSupplierProducts(ctx, supplierIdOf(request))).map(presentSupplierRateProduct),
  );

  routes.get(
    '/api/supplier/rates/products/:id/rates',
    {
      config: { access: rateProposalsPolicy.propose },
      schema: { params: ZSupplierRateProductParams, response: { 200: z.array(ZRate) } },
    },
    async (request) =>
      (await listSupplierProductRates(ctx, supplierIdOf(request), request.params.id)).map(
        presentRate,
      ),
  );

  routes.get(
    '/api/supplier/rates/products/:id/availability',
    {
      config: { access: rateProposalsPolicy.propose },
      schema: {
        params: ZSupplierRateProductParams,
        querystring: ZSupplierAvailabilityQuery,
        response: { 200: ZAvailabilityCalendar },
      },
    },
    async (request) => {
      const { id } = request.params;
      const days = await getSupplierProductAvailability(
        ctx,
        supplierIdOf(request),
        id,
        request.query,
      );
      return {
        productId: id,
        from: request.query.from,
        to: request.query.to,
        days: days.map(presentAvailabilityDay),
      };
    },
  );

  registerListRoute(app, {
    path: '/api/supplier/rate-proposals',
    access: rateProposalsPolicy.propose,
    query: ZSupplierRateProposalListQuery,
    item: ZRateProposal,
    find: ({ page, per_page: perPage, ...filter }, request) =>
      listRateProposals(ctx.db, {
        ...filter,
        supplierId: supplierIdOf(request),
        page,
        perPage,
      }),
    present: presentRateProposal,
  });

  routes.get(
    '/api/supplier/rate-proposals/:id',
    {
      config: { access: rateProposalsPolicy.propose },
      schema: { params: ZIdParams, response: { 200: ZRateProposalDetail } },
    },
    async (request) =>
      detail(await getRateProposal(ctx.db, request.params.id, supplierIdOf(request))),
  );

  routes.post(
    '/api/supplier/rate-proposals',
    {
      config: { access: rateProposalsPolicy.propose },
      schema: { body: ZCreateRateProposalRequest, response: { 201: ZRateProposalDetail } },
    },
    async (request, reply) => {
      const row = await createRateProposal(
        services,
        auditActorOf(request),
        supplierIdOf(request),
        request.body,
      );
      return reply.code(201).send(await detail(row));
    },
  );

  routes.post(
    '/api/supplier/rate-proposals/:id/withdraw',
    {
      config: { access: rateProposalsPolicy.propose },
      schema: { params: ZIdParams, response: { 200: ZRateProposalDetail } },
    },
    async (request) =>
      detail(
        await withdrawRateProposal(
          services,
          auditActorOf(request),
          supplierIdOf(request),
          request.params.id,
        ),
      ),
  );

  // Back office --------------------------------------------------------------------------------

  registerListRoute(
    app,
    {
      path: '/api/admin/rate-proposals',
      access: rateProposalsPolicy.review,
      query: ZAdminRateProposalListQuery,
      item: ZRateProposal,
      find: ({ page, per_page: perPage, ...filter }) =>
        listRateProposals(ctx.db, { ...filter, page, perPage }),
      present: presentRateProposal,
    },
    {
      query: ZAdminRateProposalCsvQuery,
      fileName: 'rate-proposals.csv',
      find: async (query) =>
        (await listRateProposals(ctx.db, { ...query, page: 1, perPage: CSV_EXPORT_LIMIT })).rows,
      toCsv: (rows) => toRateProposalsCsv(rows.map(presentRateProposal)),
    },
  );

  routes.get(
    '/api/admin/rate-proposals/:id',
    {
      config: { access: rateProposalsPolicy.review },
      schema: { params: ZIdParams, response: { 200: ZRateProposalDetail } },
    },
    async (request) => detail(await getRateProposal(ctx.db, request.params.id)),
  );

  routes.post(
    '/api/admin/rate-proposals/:id/approve',
    {
      config: { access: rateProposalsPolicy.review },
      schema: { params: ZIdParams, response: { 200: ZRateProposalDetail } },
    },
    async (request) =>
      detail(await approveRateProposal(services, auditActorOf(request), request.params.id)),
  );

  routes.post(
    '/api/admin/rate-proposals/:id/reject',
    {
      config: { access: rateProposalsPolicy.review },
      schema: {
        params: ZIdParams,
        body: ZRejectRateProposalRequest,
        response: { 200: ZRateProposalDetail },
      },
    },
    async (request) =>
      detail(
        await rejectRateProposal(
          services,
          auditActorOf(request),
          request.params.id,
          request.body.reason,
        ),
      ),
  );
}
