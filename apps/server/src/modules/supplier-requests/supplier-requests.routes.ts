import { sessionUserOf } from '../../lib/request-user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZFileRefParams } from '@portal/shared/contracts/files';
import {
  ZAdminSupplierRequestCsvQuery,
  ZAdminSupplierRequestListQuery,
  ZAdminSupplierRequestListResponse,
  ZBookingAlert,
  ZBookingAlertCsvQuery,
  ZBookingAlertListQuery,
  ZBookingAlertListResponse,
  ZBookingAlertParams,
  ZSupplierAnswerRequest,
  ZSupplierLinkParams,
  ZSupplierReconfirmRequest,
  ZSupplierRequestListQuery,
  ZSupplierRequestListResponse,
  ZSupplierRequestParams,
  ZSupplierRequestSnapshot,
  ZSupplierRequestView,
  ZSupplierRequestViewList,
} from '@portal/shared/contracts/supplier-requests';
import type { TAppContext } from '../../app-context';
import { sendCsv } from '../../lib/csv';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { supplierLinkRateLimits, supplierRequestsPolicy } from './supplier-requests.policy';
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
  routes.get(
    '/api/supplier/requests',
    {
      config: { access: policy.supplier },
      schema: {
        querystring: ZSupplierRequestListQuery,
        response: { 200: ZSupplierRequestListResponse },
      },
    },
    async (request) =>
      service.listForSupplier(
        supplierActorOf(request).supplierId,
        request.query,
        '/api/supplier/requests',
      ),
  );

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
  routes.get(
    '/api/admin/supplier-requests',
    {
      config: { access: policy.staffRead },
      schema: {
        querystring: ZAdminSupplierRequestListQuery,
        response: { 200: ZAdminSupplierRequestListResponse },
      },
    },
    async (request) => service.listForStaff(request.query, '/api/admin/supplier-requests'),
  );

  routes.get(
    '/api/admin/supplier-requests/export.csv',
    {
      config: { access: policy.staffRead },
      schema: { querystring: ZAdminSupplierRequestCsvQuery },
    },
    async (request, reply) =>
      sendCsv(reply, 'supplier-requests.csv', await service.exportForStaff(request.query)),
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

  routes.get(
    '/api/admin/booking-alerts',
    {
      config: { access: policy.staffRead },
      schema: { querystring: ZBookingAlertListQuery, response: { 200: ZBookingAlertListResponse } },
    },
    async (request) => service.listAlerts(request.query, '/api/admin/booking-alerts'),
  );

  routes.get(
    '/api/admin/booking-alerts/export.csv',
    { config: { access: policy.staffRead }, schema: { querystring: ZBookingAlertCsvQuery } },
    async (request, reply) =>
      sendCsv(reply, 'booking-alerts.csv', await service.exportAlerts(request.query)),
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
