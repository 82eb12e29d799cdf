import { sessionUserOf } from '../../lib/request-user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZFileRefParams } from '@portal/shared/contracts/files';
import {
  ZAdminSupplierRequestCsvQuery,
  ZAdminSupplierRequestListItem,
  ZAdminSupplierRequestListQuery,
  ZBookingAlert,
  ZBookingAlertCsvQuery,
  ZBookingAlertListQuery,
  ZBookingAlertParams,
  ZSupplierAnswerRequest,
  ZSupplierLinkParams,
  ZSupplierReconfirmRequest,
  ZSupplierRequestListItem,
  ZSupplierRequestListQuery,
  ZSupplierRequestParams,
  ZSupplierRequestSnapshot,
  ZSupplierRequestView,
  ZSupplierRequestViewList,
} from '@portal/shared/contracts/supplier-requests';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { toBookingAlertsCsv, toSupplierRequestsCsv } from './supplier-requests.csv';
import { supplierLinkRateLimits, supplierRequestsPolicy } from './supplier-requests.policy';
import { presentAdminListItem, presentAlert, presentListItem } from './supplier-requests.presenter';
import type { TStaffActor } from './supplier-requests.actors';
import type { TSupplierRequestsService } from './supplier-requests.service';

function supplierActorOf(request: FastifyRequest) {
  const user = sessionUserOf(request);
  if (user.supplierId === null)
    throw new Error(`${request.url} reached by a user without a supplier`);
  return {
    kind: 'user' as const,
    userId: user.id,
    name: user.name,
    supplierId: user.supplierId,
    ip: request.ip,
  };
}

function staffActorOf(request: FastifyRequest): TStaffActor {
  const user = sessionUserOf(request);
  return { userId: user.id, name: user.name, ip: request.ip };
}

/**
 * Supplier requests (contracts/supplier-requests.ts): the emailed link (/api/supplier-links/...,
 * no sign-in), the supplier app (/api/supplier/requests) and the back office
 * (/api/admin/supplier-requests, /api/admin/booking-alerts). Register after registerRealtime:
 * changes are pushed through app.broadcaster.
 */
export function registerSupplierRequestsRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  service: TSupplierRequestsService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const policy = supplierRequestsPolicy;

  // The emailed link ------------------------------------------------------------------------------
  const linkRead = { access: policy.link, rateLimit: supplierLinkRateLimits.read };
  const linkWrite = { access: policy.link, rateLimit: supplierLinkRateLimits.write };

  routes.get(
    '/api/supplier-links/:token',
    {
      config: linkRead,
      schema: { params: ZSupplierLinkParams, response: { 200: ZSupplierRequestView } },
    },
    async (request) => service.getByToken(request.params.token),
  );

  routes.get(
    '/api/supplier-links/:token/snapshot',
    {
      config: linkRead,
      schema: { params: ZSupplierLinkParams, response: { 200: ZSupplierRequestSnapshot } },
    },
    async (request) => service.snapshotByToken(request.params.token),
  );

  routes.post(
    '/api/supplier-links/:token/answer',
    {
      config: linkWrite,
      schema: {
        params: ZSupplierLinkParams,
        body: ZSupplierAnswerRequest,
        response: { 200: ZSupplierRequestView },
      },
    },
    async (request) => service.answerByToken(request.params.token, request.body, request.ip),
  );

  routes.post(
    '/api/supplier-links/:token/reconfirm',
    {
      config: linkWrite,
      schema: {
        params: ZSupplierLinkParams,
        body: ZSupplierReconfirmRequest,
        response: { 200: ZSupplierRequestView },
      },
    },
    async (request) => service.reconfirmByToken(request.params.token, request.body, request.ip),
  );

  // Supplier users --------------------------------------------------------------------------------
  registerListRoute(app, {
    path: '/api/supplier/requests',
    access: policy.supplier,
    query: ZSupplierRequestListQuery,
    item: ZSupplierRequestListItem,
    find: (query, request) => service.listForSupplier(supplierActorOf(request).supplierId, query),
    present: presentListItem,
    // The page links keep the filters before per_page, as this list always wrote them.
    linkQuery: ({ list, q, kind, date_from, date_to, per_page }) => ({
      list,
      q,
      kind,
      date_from,
      date_to,
      per_page,
    }),
  });

  routes.get(
    '/api/supplier/requests/:id',
    {
      config: { access: policy.supplier },
      schema: { params: ZSupplierRequestParams, response: { 200: ZSupplierRequestView } },
    },
    async (request) =>
      service.getForSupplier(supplierActorOf(request).supplierId, request.params.id),
  );

  routes.get(
    '/api/supplier/requests/:id/snapshot',
    {
      config: { access: policy.supplier },
      schema: { params: ZSupplierRequestParams, response: { 200: ZSupplierRequestSnapshot } },
    },
    async (request) =>
      service.snapshotForSupplier(supplierActorOf(request).supplierId, request.params.id),
  );

  routes.post(
    '/api/supplier/requests/:id/answer',
    {
      config: { access: policy.supplier },
      schema: {
        params: ZSupplierRequestParams,
        body: ZSupplierAnswerRequest,
        response: { 200: ZSupplierRequestView },
      },
    },
    async (request) =>
      service.answerForSupplier(supplierActorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/supplier/requests/:id/reconfirm',
    {
      config: { access: policy.supplier },
      schema: {
        params: ZSupplierRequestParams,
        body: ZSupplierReconfirmRequest,
        response: { 200: ZSupplierRequestView },
      },
    },
    async (request) =>
      service.reconfirmForSupplier(supplierActorOf(request), request.params.id, request.body),
  );

  // Back office -----------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/supplier-requests',
      access: policy.staffRead,
      query: ZAdminSupplierRequestListQuery,
      item: ZAdminSupplierRequestListItem,
      find: (query) => service.listForStaff(query),
      present: presentAdminListItem,
      // The page links keep the filters before per_page, as this list always wrote them.
      linkQuery: ({ status, supplier_id, reference, kind, per_page }) => ({
        status,
        supplier_id,
        reference,
        kind,
        per_page,
      }),
    },
    {
      query: ZAdminSupplierRequestCsvQuery,
      fileName: 'supplier-requests.csv',
      find: (query) => service.exportForStaff(query),
      toCsv: (rows) => toSupplierRequestsCsv(rows.map(presentAdminListItem)),
    },
  );

  routes.get(
    '/api/admin/supplier-requests/:id/snapshot',
    {
      config: { access: policy.staffRead },
      schema: { params: ZSupplierRequestParams, response: { 200: ZSupplierRequestSnapshot } },
    },
    async (request) => service.snapshotForStaff(request.params.id),
  );

  routes.get(
    '/api/admin/files/:ref/supplier-requests',
    {
      config: { access: policy.staffRead },
      schema: { params: ZFileRefParams, response: { 200: ZSupplierRequestViewList } },
    },
    async (request) => service.listForFile(request.params.ref),
  );

  routes.post(
    '/api/admin/supplier-requests/:id/revoke-link',
    {
      config: { access: policy.staffWrite },
      schema: { params: ZSupplierRequestParams, response: { 200: ZSupplierRequestView } },
    },
    async (request) => service.revokeLinks(request.params.id, staffActorOf(request)),
  );

  routes.post(
    '/api/admin/supplier-requests/:id/resend',
    {
      config: { access: policy.staffWrite },
      schema: { params: ZSupplierRequestParams, response: { 200: ZSupplierRequestView } },
    },
    async (request) => service.resend(request.params.id, staffActorOf(request)),
  );

  registerListRoute(
    app,
    {
      path: '/api/admin/booking-alerts',
      access: policy.staffRead,
      query: ZBookingAlertListQuery,
      item: ZBookingAlert,
      find: (query) => service.listAlerts(query),
      present: presentAlert,
      // The page links keep the filters before per_page, as this list always wrote them.
      linkQuery: ({ state, q, per_page }) => ({ state, q, per_page }),
    },
    {
      query: ZBookingAlertCsvQuery,
      fileName: 'booking-alerts.csv',
      find: (query) => service.exportAlerts(query),
      toCsv: (rows) => toBookingAlertsCsv(rows.map(presentAlert)),
    },
  );

  routes.post(
    '/api/admin/booking-alerts/:id/resolve',
    {
      config: { access: policy.staffWrite },
      schema: { params: ZBookingAlertParams, response: { 200: ZBookingAlert } },
    },
    async (request) => service.resolveAlert(request.params.id, staffActorOf(request)),
  );
}
