import type { FastifyInstance } from 'fastify';
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import {
  ZAdminWebhookDelivery,
  ZAdminWebhookDeliveryCsvQuery,
  ZAdminWebhookDeliveryListQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryDetail,
  ZWebhookDeliveryListQuery,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointRequest,
} from '@portal/shared/contracts/partner-api';
import { ZIdParams } from '@portal/shared/contracts/primitives';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import { auditedCallerOf, callerOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import type { TAccessPolicy } from '../../plugins/auth';
import { webhooksPolicy } from './webhooks.policy';
import { toDeliveriesCsv } from './webhooks.csv';
import type { TWebhookDispatcher } from './webhooks.dispatcher';
import {
  presentAdminDelivery,
  presentDelivery,
  presentDeliveryDetail,
  presentEndpoint,
} from './webhooks.presenter';
import {
  changeEndpoint,
  createEndpoint,
  exportAllDeliveries,
  getDelivery,
  listAllDeliveries,
  listEndpointDeliveries,
  listEndpoints,
  removeEndpoint,
  replayDelivery,
  type TWebhookSide,
} from './webhooks.service';

/**
 * Webhook endpoints and their deliveries (contracts/partner-api.ts): an agency's administrators
 * under /api/app (their agency's endpoints), the back office under /api/admin (the operator's own
 * endpoints, and every delivery of every agency).
 */
export function registerWebhooksRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  dispatcher: TWebhookDispatcher,
): void {
  const sides: { side: TWebhookSide; prefix: string; access: TAccessPolicy }[] = [
    { side: 'agency', prefix: '/api/app', access: webhooksPolicy.agencyManage },
    { side: 'operator', prefix: '/api/admin', access: webhooksPolicy.operatorManage },
  ];
  for (const { side, prefix, access } of sides) {
    registerSide(app, ctx, dispatcher, side, prefix, access);
  }

  registerListRoute(
    app,
    {
      path: '/api/admin/webhook-deliveries',
      access: webhooksPolicy.operatorManage,
      query: ZAdminWebhookDeliveryListQuery,
      item: ZAdminWebhookDelivery,
      find: (query) => listAllDeliveries(ctx, query),
      present: presentAdminDelivery,
    },
    {
      query: ZAdminWebhookDeliveryCsvQuery,
      fileName: 'webhook-deliveries.csv',
      find: (query) => exportAllDeliveries(ctx, query),
      toCsv: toDeliveriesCsv,
    },
  );
}

function registerSide(
  app: FastifyInstance,
  ctx: TAppContext,
  dispatcher: TWebhookDispatcher,
  side: TWebhookSide,
  prefix: string,
  access: TAccessPolicy,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };

  routes.get(
    `${prefix}/webhooks`,
    { config, schema: { response: { 200: ZWebhookEndpointList } } },
    async (request) => ({
      data: (await listEndpoints(ctx, await callerOf(request), side)).map(presentEndpoint),
    }),
  );

  routes.post(
    `${prefix}/webhooks`,
    { config, schema: { body: ZWebhookEndpointRequest, response: { 201: ZWebhookEndpoint } } },
    async (request, reply) => {
      const caller = await auditedCallerOf(request);
      const created = await createEndpoint(ctx, caller, side, request.body);
      return reply.code(201).send(presentEndpoint(created));
    },
  );

  routes.put(
    `${prefix}/webhooks/:id`,
    {
      config,
      schema: {
        params: ZIdParams,
        body: ZWebhookEndpointRequest,
        response: { 200: ZWebhookEndpoint },
      },
    },
    async (request) => {
      const caller = await auditedCallerOf(request);
      return presentEndpoint(
        await changeEndpoint(ctx, caller, side, request.params.id, request.body),
      );
    },
  );

  routes.delete(
    `${prefix}/webhooks/:id`,
    { config, schema: { params: ZIdParams } },
    async (request, reply) => {
      await removeEndpoint(ctx, await auditedCallerOf(request), side, request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    `${prefix}/webhooks/:id/deliveries`,
    {
      config,
      schema: {
        params: ZIdParams,
        querystring: ZWebhookDeliveryListQuery,
        response: { 200: zPaginated(ZWebhookDelivery) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { query } = request;
      const caller = await callerOf(request);
      const { rows, total } = await listEndpointDeliveries(ctx, caller, side, id, query);
      return buildPaginated(rows.map(presentDelivery), {
        page: query.page,
        perPage: query.per_page,
        total,
        path: `${prefix}/webhooks/${String(id)}/deliveries`,
        query: { status: query.status, per_page: query.per_page },
      });
    },
  );

  routes.get(
    `${prefix}/webhook-deliveries/:id`,
    {
      config,
      schema: { params: ZWebhookDeliveryParams, response: { 200: ZWebhookDeliveryDetail } },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { delivery, attempts } = await getDelivery(ctx, caller, side, request.params.id);
      return presentDeliveryDetail(delivery, attempts);
    },
  );

  routes.post(
    `${prefix}/webhook-deliveries/:id/replay`,
    {
      config,
      schema: { params: ZWebhookDeliveryParams, response: { 200: ZWebhookDeliveryDetail } },
    },
    async (request) => {
      const caller = await auditedCallerOf(request);
      const { delivery, attempts } = await replayDelivery(
        ctx,
        dispatcher,
        caller,
        side,
        request.params.id,
      );
      return presentDeliveryDetail(delivery, attempts);
    },
  );
}
