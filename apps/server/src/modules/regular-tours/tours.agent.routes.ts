import type { FastifyInstance } from 'fastify';
import {
  ZAgentTour,
  ZAgentTourCategoryList,
  ZAgentTourListQuery,
  ZAgentTourRatesQuery,
  ZAgentTourSummary,
  ZDepartureIdParams,
  ZTourBookingRequest,
  ZTourBookingResult,
  ZTourIdParams,
  ZTourPrice,
  ZTourPriceRequest,
} from '@portal/shared/contracts/regular-tours';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { sessionUserOf } from '../../lib/request-user';
import type { TFilesLive } from '../files/files.live';
import { createTourBookingService } from './tour-booking.service';
import { toAgentRatesCsv } from './tours.csv';
import { toursPolicy } from './tours.policy';

/**
 * Agents' tour departures (contracts/regular-tours.ts): browse, price, book, download rates.
 * Register after registerRealtime: bookings are pushed live like every file change.
 */
export function registerTourAgentRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  live: TFilesLive,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createTourBookingService(ctx, live);
  const { agentView, agentBook } = toursPolicy;

  registerListRoute(app, {
    path: '/api/app/tours',
    access: agentView,
    query: ZAgentTourListQuery,
    item: ZAgentTourSummary,
    find: (query, request) => service.listTours(sessionUserOf(request), query),
    // listTours answers the summaries as agents see them (priced for their agency's brand).
    present: (tour) => tour,
  });

  routes.get(
    '/api/app/tours/categories',
    { config: { access: agentView }, schema: { response: { 200: ZAgentTourCategoryList } } },
    async (request) => ({ data: await service.listCategories(sessionUserOf(request)) }),
  );

  routes.get(
    '/api/app/tours/rates.csv',
    {
      config: {
        access: agentView,
        // The sheet is built per call; nobody needs it more than a few times a minute.
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
      schema: { querystring: ZAgentTourRatesQuery },
    },
    async (request, reply) => {
      const sheet = await service.ratesSheet(sessionUserOf(request), request.query);
      const only = request.query.tourId === undefined ? null : sheet.tours[0]?.tour.code;
      const fileName = only ? `tour-rates-${only.toLowerCase()}.csv` : 'tour-rates.csv';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(toAgentRatesCsv(sheet));
    },
  );

  routes.get(
    '/api/app/tours/:id',
    {
      config: { access: agentView },
      schema: { params: ZTourIdParams, response: { 200: ZAgentTour } },
    },
    async (request) => service.getTour(sessionUserOf(request), request.params.id),
  );

  routes.post(
    '/api/app/tour-departures/:id/price',
    {
      config: { access: agentView },
      schema: {
        params: ZDepartureIdParams,
        body: ZTourPriceRequest,
        response: { 200: ZTourPrice },
      },
    },
    async (request) => service.price(sessionUserOf(request), request.params.id, request.body.rooms),
  );

  routes.post(
    '/api/app/tour-departures/:id/bookings',
    {
      config: { access: agentBook },
      schema: {
        params: ZDepartureIdParams,
        body: ZTourBookingRequest,
        response: { 201: ZTourBookingResult },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.book(sessionUserOf(request), request.params.id, request.body)),
  );
}
