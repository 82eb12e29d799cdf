import { sessionUserOf } from '../../lib/request-user';
import type { FastifyInstance } from 'fastify';
import { ZFileRefParams } from '@portal/shared/contracts/files';
import { ZIdempotencyKeyHeaders, ZInvoiceView } from '@portal/shared/contracts/invoices';
import {
  ZAdminFileBilling,
  ZAdminInvoiceListItem,
  ZAdminInvoiceListQuery,
  ZCardPaymentCsvQuery,
  ZCardPaymentListQuery,
  ZCardPaymentParams,
  ZCardPaymentView,
  ZCreateCardPaymentRequest,
  ZCreditInvoiceRequest,
  ZFileDocumentParams,
  ZRecordRefundRequest,
  ZUnpaidInvoicesSummary,
  ZUpdateCardPaymentRequest,
  ZVoidInvoiceRequest,
} from '@portal/shared/contracts/invoices-admin';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import {
  cardPaymentListLinkQuery,
  presentCardPayment,
  type TInvoicesAdminService,
} from './invoices.admin.service';
import { toCardPaymentsCsv } from './invoices.csv';
import {
  adminInvoiceListLinkQuery,
  getUnpaidInvoicesSummary,
  listAdminInvoices,
} from './invoices.overview.service';
import { invoicesPolicy } from './invoices.policy';
import { presentAdminInvoice } from './invoices.presenter';

/** Back-office billing of a file and the card payments list (contracts/invoices-admin.ts). */
export function registerInvoicesAdminRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  service: TInvoicesAdminService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/files/:ref/billing',
    {
      config: { access: invoicesPolicy.adminReadBilling },
      schema: { params: ZFileRefParams, response: { 200: ZAdminFileBilling } },
    },
    async (request) => service.getBilling(request.params.ref),
  );

  routes.post(
    '/api/admin/files/:ref/invoices',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: { params: ZFileRefParams, response: { 201: ZInvoiceView } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.issueInvoice(sessionUserOf(request), request.params.ref)),
  );

  routes.post(
    '/api/admin/files/:ref/invoices/:id/void',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: {
        params: ZFileDocumentParams,
        body: ZVoidInvoiceRequest,
        response: { 200: ZAdminFileBilling },
      },
    },
    async (request) =>
      service.voidInvoice(
        sessionUserOf(request),
        request.params.ref,
        request.params.id,
        request.body,
      ),
  );

  routes.post(
    '/api/admin/files/:ref/invoices/:id/credit',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: {
        params: ZFileDocumentParams,
        body: ZCreditInvoiceRequest,
        headers: ZIdempotencyKeyHeaders,
        response: { 200: ZAdminFileBilling },
      },
    },
    async (request) =>
      service.creditInvoice(
        sessionUserOf(request),
        request.params.ref,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  routes.post(
    '/api/admin/files/:ref/refunds',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: {
        params: ZFileRefParams,
        body: ZRecordRefundRequest,
        headers: ZIdempotencyKeyHeaders,
        response: { 200: ZAdminFileBilling },
      },
    },
    async (request) =>
      service.recordRefund(
        sessionUserOf(request),
        request.params.ref,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  registerListRoute(app, {
    path: '/api/admin/invoices',
    access: invoicesPolicy.adminManageFinance,
    query: ZAdminInvoiceListQuery,
    item: ZAdminInvoiceListItem,
    find: (query) => listAdminInvoices(ctx, query),
    present: presentAdminInvoice,
    linkQuery: adminInvoiceListLinkQuery,
  });

  routes.get(
    '/api/admin/invoices/unpaid-summary',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: { response: { 200: ZUnpaidInvoicesSummary } },
    },
    async () => getUnpaidInvoicesSummary(ctx),
  );

  registerListRoute(
    app,
    {
      path: '/api/admin/payments',
      access: invoicesPolicy.adminManageFinance,
      query: ZCardPaymentListQuery,
      item: ZCardPaymentView,
      find: (query) => service.listCardPayments(query),
      present: presentCardPayment,
      linkQuery: cardPaymentListLinkQuery,
    },
    {
      query: ZCardPaymentCsvQuery,
      fileName: 'card-payments.csv',
      find: (filters) => service.listCardPaymentsForExport(filters),
      toCsv: (rows) => toCardPaymentsCsv(rows.map(presentCardPayment)),
    },
  );

  routes.get(
    '/api/admin/payments/:id',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: { params: ZCardPaymentParams, response: { 200: ZCardPaymentView } },
    },
    async (request) => service.getCardPayment(request.params.id),
  );

  routes.post(
    '/api/admin/payments',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: {
        headers: ZIdempotencyKeyHeaders,
        body: ZCreateCardPaymentRequest,
        response: { 201: ZCardPaymentView },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createCardPayment(
            sessionUserOf(request),
            request.body,
            request.headers['idempotency-key'],
          ),
        ),
  );

  routes.patch(
    '/api/admin/payments/:id',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: {
        params: ZCardPaymentParams,
        body: ZUpdateCardPaymentRequest,
        response: { 200: ZCardPaymentView },
      },
    },
    async (request) =>
      service.updateCardPayment(sessionUserOf(request), request.params.id, request.body),
  );
}
