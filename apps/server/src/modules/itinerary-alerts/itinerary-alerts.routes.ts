import type { FastifyInstance } from 'fastify';
import {
  ZItineraryAlert,
  ZItineraryAlertCsvQuery,
  ZItineraryAlertIdParams,
  ZItineraryAlertListQuery,
  ZItineraryAlertRequest,
  type TItineraryAlertListQuery,
} from '@portal/shared/contracts/itinerary-alerts';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { toItineraryAlertsCsv } from './itinerary-alerts.csv';
import { itineraryAlertsPolicy } from './itinerary-alerts.policy';
import { presentItineraryAlert } from './itinerary-alerts.presenter';
import { createItineraryAlertsService } from './itinerary-alerts.service';

const LIST_PATH = '/api/admin/itinerary-alerts';

/** Page links of the list keep its filters, then the page size. */
function listLinkQuery({ page: _page, per_page: perPage, ...filters }: TItineraryAlertListQuery) {
  return { ...filters, per_page: perPage };
}

/** Itinerary alerts (contracts/itinerary-alerts.ts): list, CSV, add, edit, delete. */
export function registerItineraryAlertsRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createItineraryAlertsService(ctx);
  const access = itineraryAlertsPolicy.manage;

  registerListRoute(
    app,
    {
      path: LIST_PATH,
      access,
      query: ZItineraryAlertListQuery,
      item: ZItineraryAlert,
      find: (query) => service.listAlerts(query),
      present: presentItineraryAlert,
      linkQuery: listLinkQuery,
    },
    {
      query: ZItineraryAlertCsvQuery,
      fileName: 'itinerary-alerts.csv',
      find: (query) => service.exportAlerts(query),
      toCsv: (rows) => toItineraryAlertsCsv(rows.map(presentItineraryAlert)),
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
