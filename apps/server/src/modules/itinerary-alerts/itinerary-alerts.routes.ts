import type { FastifyInstance } from 'fastify';
import {
  ZItineraryAlert,
  ZItineraryAlertCsvQuery,
  ZItineraryAlertIdParams,
  ZItineraryAlertListQuery,
  ZItineraryAlertListResponse,
  ZItineraryAlertRequest,
} from '@portal/shared/contracts/itinerary-alerts';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { toItineraryAlertsCsv } from './itinerary-alerts.csv';
import { itineraryAlertsPolicy } from './itinerary-alerts.policy';
import { presentItineraryAlert } from './itinerary-alerts.presenter';
import { createItineraryAlertsService } from './itinerary-alerts.service';

const LIST_PATH = '/api/admin/itinerary-alerts';

/** Itinerary alerts (contracts/itinerary-alerts.ts): list, CSV, add, edit, delete. */
export function registerItineraryAlertsRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createItineraryAlertsService(ctx);
  const access = itineraryAlertsPolicy.manage;

  routes.get(
    LIST_PATH,
    {
      config: { access },
      schema: {
        querystring: ZItineraryAlertListQuery,
        response: { 200: ZItineraryAlertListResponse },
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filters } = request.query;
      const { rows, total } = await service.listAlerts(request.query);
      return buildPaginated(rows.map(presentItineraryAlert), {
        page,
        perPage,
        total,
        path: LIST_PATH,
        query: { ...filters, per_page: perPage },
      });
    },
  );

  routes.get(
    `${LIST_PATH}/export.csv`,
    { config: { access }, schema: { querystring: ZItineraryAlertCsvQuery } },
    async (request, reply) => {
      const rows = await service.exportAlerts(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="itinerary-alerts.csv"')
        .header('cache-control', 'private, no-store')
        .send(toItineraryAlertsCsv(rows.map(presentItineraryAlert)));
    },
  );

  routes.get(
    `${LIST_PATH}/:id`,
    {
      config: { access },
      schema: { params: ZItineraryAlertIdParams, response: { 200: ZItineraryAlert } },
    },
    async (request) => presentItineraryAlert(await service.getAlert(request.params.id)),
  );

  routes.post(
    LIST_PATH,
    {
      config: { access },
      schema: { body: ZItineraryAlertRequest, response: { 201: ZItineraryAlert } },
    },
    async (request, reply) => {
      const alert = await service.createAlert(
        sessionUserOf(request),
        auditActorOf(request),
        request.body,
      );
      return reply.code(201).send(presentItineraryAlert(alert));
    },
  );

  routes.put(
    `${LIST_PATH}/:id`,
    {
      config: { access },
      schema: {
        params: ZItineraryAlertIdParams,
        body: ZItineraryAlertRequest,
        response: { 200: ZItineraryAlert },
      },
    },
    async (request) =>
      presentItineraryAlert(
        await service.updateAlert(
          sessionUserOf(request),
          auditActorOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  routes.delete(
    `${LIST_PATH}/:id`,
    { config: { access }, schema: { params: ZItineraryAlertIdParams } },
    async (request, reply) => {
      await service.deleteAlert(auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
