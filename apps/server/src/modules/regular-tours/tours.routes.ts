import type { FastifyInstance, FastifyReply } from 'fastify';
import { zDataList } from '@portal/shared/contracts/catalogue-api';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import {
  ZDepartureYieldCsvQuery,
  ZDepartureYieldQuery,
  ZDepartureYieldResponse,
  ZTour,
  ZTourCategory,
  ZTourCategoryCsvQuery,
  ZTourCategoryListQuery,
  ZTourCategoryRequest,
  ZTourCsvQuery,
  ZTourDeparture,
  ZTourDepartureBooking,
  ZTourDepartureListQuery,
  ZTourDepartureListResponse,
  ZTourDepartureRequest,
  ZTourIdParams,
  ZTourListItem,
  ZTourListQuery,
  ZTourOptions,
  ZTourRequest,
  ZTourSeason,
  ZTourSeasonList,
  ZTourSeasonRequest,
} from '@portal/shared/contracts/regular-tours';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf } from '../../lib/request-user';
import { createTourYieldService } from './tour-yield.service';
import { toCategoriesCsv, toToursCsv, toYieldCsv } from './tours.csv';
import { toursPolicy } from './tours.policy';
import {
  presentCategory,
  presentDepartureBooking,
  presentSeason,
  presentTourListItem,
} from './tours.presenter';
import { createToursService } from './tours.service';

function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** The back office's scheduled tours (contracts/regular-tours.ts lists every endpoint). */
export function registerToursRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createToursService(ctx);
  const yields = createTourYieldService(ctx);
  const { view, manage } = toursPolicy;

  routes.get(
    '/api/admin/tour-options',
    { config: { access: view }, schema: { response: { 200: ZTourOptions } } },
    async () => service.options(),
  );

  // Categories ---------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/tour-categories',
      access: view,
      query: ZTourCategoryListQuery,
      item: ZTourCategory,
      find: (query) => service.listCategories(query),
      present: presentCategory,
    },
    {
      query: ZTourCategoryCsvQuery,
      fileName: 'tour-categories.csv',
      find: (query) => service.exportCategories(query),
      toCsv: (rows) => toCategoriesCsv(rows.map(presentCategory)),
    },
  );

  routes.get(
    '/api/admin/tour-categories/:id',
    {
      config: { access: view },
      schema: { params: ZTourIdParams, response: { 200: ZTourCategory } },
    },
    async (request) => presentCategory(await service.getCategory(request.params.id)),
  );

  routes.post(
    '/api/admin/tour-categories',
    {
      config: { access: manage },
      schema: { body: ZTourCategoryRequest, response: { 201: ZTourCategory } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentCategory(await service.createCategory(auditActorOf(request), request.body))),
  );

  routes.put(
    '/api/admin/tour-categories/:id',
    {
      config: { access: manage },
      schema: {
        params: ZTourIdParams,
        body: ZTourCategoryRequest,
        response: { 200: ZTourCategory },
      },
    },
    async (request) =>
      presentCategory(
        await service.updateCategory(auditActorOf(request), request.params.id, request.body),
      ),
  );

  routes.delete(
    '/api/admin/tour-categories/:id',
    { config: { access: manage }, schema: { params: ZTourIdParams } },
    async (request, reply) => {
      await service.deleteCategory(auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // Tours ----------------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/tours',
      access: view,
      query: ZTourListQuery,
      item: ZTourListItem,
      find: (query) => service.listTours(query),
      present: presentTourListItem,
    },
    {
      query: ZTourCsvQuery,
      fileName: 'tours.csv',
      find: (query) => service.exportTours(query),
      toCsv: (rows) => toToursCsv(rows.map(presentTourListItem)),
    },
  );

  routes.get(
    '/api/admin/tours/:id',
    { config: { access: view }, schema: { params: ZTourIdParams, response: { 200: ZTour } } },
    async (request) => service.getTour(request.params.id),
  );

  routes.post(
    '/api/admin/tours',
    { config: { access: manage }, schema: { body: ZTourRequest, response: { 201: ZTour } } },
    async (request, reply) =>
      reply.code(201).send(await service.createTour(auditActorOf(request), request.body)),
  );

  routes.put(
    '/api/admin/tours/:id',
    {
      config: { access: manage },
      schema: { params: ZTourIdParams, body: ZTourRequest, response: { 200: ZTour } },
    },
    async (request) => service.updateTour(auditActorOf(request), request.params.id, request.body),
  );

  // Seasons and rates ------------------------------------------------------------------------------
  routes.get(
    '/api/admin/tours/:id/seasons',
    {
      config: { access: view },
      schema: { params: ZTourIdParams, response: { 200: ZTourSeasonList } },
    },
    async (request) => ({
      data: (await service.listSeasons(request.params.id)).map(presentSeason),
    }),
  );

  routes.post(
    '/api/admin/tours/:id/seasons',
    {
      config: { access: manage },
      schema: { params: ZTourIdParams, body: ZTourSeasonRequest, response: { 201: ZTourSeason } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          presentSeason(
            await service.createSeason(auditActorOf(request), request.params.id, request.body),
          ),
        ),
  );

  routes.put(
    '/api/admin/tour-seasons/:id',
    {
      config: { access: manage },
      schema: { params: ZTourIdParams, body: ZTourSeasonRequest, response: { 200: ZTourSeason } },
    },
    async (request) =>
      presentSeason(
        await service.updateSeason(auditActorOf(request), request.params.id, request.body),
      ),
  );

  routes.delete(
    '/api/admin/tour-seasons/:id',
    { config: { access: manage }, schema: { params: ZTourIdParams } },
    async (request, reply) => {
      await service.deleteSeason(auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // Departures and yield ---------------------------------------------------------------------------
  routes.get(
    '/api/admin/tours/:id/departures',
    {
      config: { access: view },
      schema: {
        params: ZTourIdParams,
        querystring: ZTourDepartureListQuery,
        response: { 200: ZTourDepartureListResponse },
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filters } = request.query;
      const { rows, total } = await service.listDepartures(request.params.id, request.query);
      return buildPaginated(rows, {
        page,
        perPage,
        total,
        path: `/api/admin/tours/${request.params.id}/departures`,
        query: { per_page: perPage, ...filters },
      });
    },
  );

  routes.post(
    '/api/admin/tours/:id/departures',
    {
      config: { access: manage },
      schema: {
        params: ZTourIdParams,
        body: ZTourDepartureRequest,
        response: { 201: ZTourDeparture },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createDeparture(auditActorOf(request), request.params.id, request.body),
        ),
  );

  // Registered before /:id so "yield" is never read as a departure id.
  routes.get(
    '/api/admin/tour-departures/yield',
    {
      config: { access: view },
      schema: { querystring: ZDepartureYieldQuery, response: { 200: ZDepartureYieldResponse } },
    },
    async (request) => {
      const { page, per_page: perPage, ...filters } = request.query;
      const { rows, total, summary } = await yields.forwardYield(request.query);
      return {
        ...buildPaginated(rows, {
          page,
          perPage,
          total,
          path: '/api/admin/tour-departures/yield',
          query: { per_page: perPage, ...filters },
        }),
        summary,
      };
    },
  );

  routes.get(
    '/api/admin/tour-departures/yield/export.csv',
    { config: { access: view }, schema: { querystring: ZDepartureYieldCsvQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        'departure-yield.csv',
        toYieldCsv(await yields.exportForwardYield(request.query)),
      ),
  );

  routes.get(
    '/api/admin/tour-departures/:id',
    {
      config: { access: view },
      schema: { params: ZTourIdParams, response: { 200: ZTourDeparture } },
    },
    async (request) => service.getDeparture(request.params.id),
  );

  routes.put(
    '/api/admin/tour-departures/:id',
    {
      config: { access: manage },
      schema: {
        params: ZTourIdParams,
        body: ZTourDepartureRequest,
        response: { 200: ZTourDeparture },
      },
    },
    async (request) =>
      service.updateDeparture(auditActorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/admin/tour-departures/:id',
    { config: { access: manage }, schema: { params: ZTourIdParams } },
    async (request, reply) => {
      await service.deleteDeparture(auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/admin/tour-departures/:id/bookings',
    {
      config: { access: view },
      schema: { params: ZTourIdParams, response: { 200: zDataList(ZTourDepartureBooking) } },
    },
    async (request) => ({
      data: (await service.listDepartureBookings(request.params.id)).map(presentDepartureBooking),
    }),
  );
}
