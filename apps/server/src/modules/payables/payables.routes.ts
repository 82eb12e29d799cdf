import type { FastifyInstance } from 'fastify';
import { ZIdempotencyKeyHeaders } from '@portal/shared/contracts/invoices';
import {
  MAX_SUPPLIER_INVOICE_IMPORT_BYTES,
  ZCreatePaymentRunRequest,
  ZCreateSupplierInvoiceRequest,
  ZExpectedLineCsvQuery,
  ZExpectedLineListQuery,
  ZMatchSupplierInvoiceLineRequest,
  ZPayableCandidatesQuery,
  ZPayableExpectedLine,
  ZPayableMatchCandidates,
  ZPayableVariance,
  ZPayableVarianceCsvQuery,
  ZPayableVarianceListQuery,
  ZPaymentRunDetail,
  ZPaymentRunDueQuery,
  ZPaymentRunListItem,
  ZPaymentRunListQuery,
  ZPaymentRunParams,
  ZPaymentRunProposal,
  ZPayableSupplierQuery,
  ZPayableSuppliers,
  ZRemittanceParams,
  ZSupplierInvoiceCsvQuery,
  ZSupplierInvoiceDetail,
  ZSupplierInvoiceLineParams,
  ZSupplierInvoiceListItem,
  ZSupplierInvoiceListQuery,
  ZSupplierInvoiceParams,
  ZSupplierInvoicesImportRequest,
  ZSupplierInvoicesImportResponse,
  ZVoidSupplierInvoiceRequest,
} from '@portal/shared/contracts/payables';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import { auditActorOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { toExpectedLinesCsv, toSupplierInvoicesCsv, toVariancesCsv } from './payables.csv';
import { importSupplierInvoicesCsv } from './payables.import';
import {
  createPaymentRun,
  getPaymentRun,
  getRemittancePdf,
  listPaymentRuns,
  proposePaymentRun,
} from './payables.payment-runs';
import { payablesPolicy } from './payables.policy';
import {
  presentExpectedLine,
  presentPaymentRunListItem,
  presentSupplierInvoiceListItem,
  presentVariance,
} from './payables.presenter';
import {
  approveSupplierInvoice,
  enterSupplierInvoice,
  findMatchCandidates,
  getSupplierInvoice,
  listExpectedLines,
  listExpectedLinesForExport,
  listSupplierInvoices,
  listSupplierInvoicesForExport,
  listVariances,
  listVariancesForExport,
  matchSupplierInvoiceLine,
  payablesListLinkQuery,
  pickSuppliers,
  unapproveSupplierInvoice,
  unmatchSupplierInvoiceLine,
  voidSupplierInvoice,
} from './payables.service';

/** The CSV text plus its JSON quoting. */
const IMPORT_BODY_LIMIT = Math.ceil(MAX_SUPPLIER_INVOICE_IMPORT_BYTES * 1.125) + 64 * 1024;

/** Supplier payables (contracts/payables.ts): expected lines, supplier invoices, payment runs. */
export function registerPayablesRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = payablesPolicy.manage;

  registerListRoute(
    app,
    {
      path: '/api/admin/finance/payables/expected-lines',
      access,
      query: ZExpectedLineListQuery,
      item: ZPayableExpectedLine,
      find: (query) => listExpectedLines(ctx, query),
      present: presentExpectedLine,
      linkQuery: payablesListLinkQuery,
    },
    {
      query: ZExpectedLineCsvQuery,
      fileName: 'expected-supplier-lines.csv',
      find: (filters) => listExpectedLinesForExport(ctx, filters),
      toCsv: (rows) => toExpectedLinesCsv(rows.map(presentExpectedLine)),
    },
  );

  registerListRoute(
    app,
    {
      path: '/api/admin/finance/payables/variances',
      access,
      query: ZPayableVarianceListQuery,
      item: ZPayableVariance,
      find: (query) => listVariances(ctx, query),
      present: presentVariance,
      linkQuery: payablesListLinkQuery,
    },
    {
      query: ZPayableVarianceCsvQuery,
      fileName: 'supplier-variances.csv',
      find: (filters) => listVariancesForExport(ctx, filters),
      toCsv: (rows) => toVariancesCsv(rows.map(presentVariance)),
    },
  );

  registerListRoute(
    app,
    {
      path: '/api/admin/finance/supplier-invoices',
      access,
      query: ZSupplierInvoiceListQuery,
      item: ZSupplierInvoiceListItem,
      find: (query) => listSupplierInvoices(ctx, query),
      present: presentSupplierInvoiceListItem,
      linkQuery: payablesListLinkQuery,
    },
    {
      query: ZSupplierInvoiceCsvQuery,
      fileName: 'supplier-invoices.csv',
      find: (filters) => listSupplierInvoicesForExport(ctx, filters),
      toCsv: (rows) => toSupplierInvoicesCsv(rows.map(presentSupplierInvoiceListItem)),
    },
  );

  routes.post(
    '/api/admin/finance/supplier-invoices',
    {
      config: { access },
      schema: {
        headers: ZIdempotencyKeyHeaders,
        body: ZCreateSupplierInvoiceRequest,
        response: { 201: ZSupplierInvoiceDetail },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await enterSupplierInvoice(
            ctx,
            auditActorOf(request),
            request.body,
            request.headers['idempotency-key'],
          ),
        ),
  );

  routes.post(
    '/api/admin/finance/supplier-invoices/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access },
      schema: {
        body: ZSupplierInvoicesImportRequest,
        response: { 200: ZSupplierInvoicesImportResponse },
      },
    },
    async (request) => importSupplierInvoicesCsv(ctx, auditActorOf(request), request.body),
  );

  routes.get(
    '/api/admin/finance/suppliers',
    {
      config: { access },
      schema: { querystring: ZPayableSupplierQuery, response: { 200: ZPayableSuppliers } },
    },
    async (request) => pickSuppliers(ctx, request.query),
  );

  routes.get(
    '/api/admin/finance/supplier-invoices/:id',
    {
      config: { access },
      schema: { params: ZSupplierInvoiceParams, response: { 200: ZSupplierInvoiceDetail } },
    },
    async (request) => getSupplierInvoice(ctx, request.params.id),
  );

  routes.get(
    '/api/admin/finance/supplier-invoices/:id/lines/:lineId/candidates',
    {
      config: { access },
      schema: {
        params: ZSupplierInvoiceLineParams,
        querystring: ZPayableCandidatesQuery,
        response: { 200: ZPayableMatchCandidates },
      },
    },
    async (request) =>
      findMatchCandidates(ctx, request.params.id, request.params.lineId, request.query),
  );

  routes.post(
    '/api/admin/finance/supplier-invoices/:id/lines/:lineId/match',
    {
      config: { access },
      schema: {
        params: ZSupplierInvoiceLineParams,
        body: ZMatchSupplierInvoiceLineRequest,
        response: { 200: ZSupplierInvoiceDetail },
      },
    },
    async (request) =>
      matchSupplierInvoiceLine(
        ctx,
        auditActorOf(request),
        request.params.id,
        request.params.lineId,
        request.body,
      ),
  );

  routes.post(
    '/api/admin/finance/supplier-invoices/:id/lines/:lineId/unmatch',
    {
      config: { access },
      schema: { params: ZSupplierInvoiceLineParams, response: { 200: ZSupplierInvoiceDetail } },
    },
    async (request) =>
      unmatchSupplierInvoiceLine(
        ctx,
        auditActorOf(request),
        request.params.id,
        request.params.lineId,
      ),
  );

  routes.post(
    '/api/admin/finance/supplier-invoices/:id/approve',
    {
      config: { access },
      schema: { params: ZSupplierInvoiceParams, response: { 200: ZSupplierInvoiceDetail } },
    },
    async (request) => approveSupplierInvoice(ctx, auditActorOf(request), request.params.id),
  );

  routes.post(
    '/api/admin/finance/supplier-invoices/:id/unapprove',
    {
      config: { access },
      schema: { params: ZSupplierInvoiceParams, response: { 200: ZSupplierInvoiceDetail } },
    },
    async (request) => unapproveSupplierInvoice(ctx, auditActorOf(request), request.params.id),
  );

  routes.post(
    '/api/admin/finance/supplier-invoices/:id/void',
    {
      config: { access },
      schema: {
        params: ZSupplierInvoiceParams,
        body: ZVoidSupplierInvoiceRequest,
        response: { 200: ZSupplierInvoiceDetail },
      },
    },
    async (request) =>
      voidSupplierInvoice(ctx, auditActorOf(request), request.params.id, request.body),
  );

  routes.get(
    '/api/admin/finance/payment-runs/due',
    {
      config: { access },
      schema: { querystring: ZPaymentRunDueQuery, response: { 200: ZPaymentRunProposal } },
    },
    async (request) => proposePaymentRun(ctx, request.query),
  );

  registerListRoute(app, {
    path: '/api/admin/finance/payment-runs',
    access,
    query: ZPaymentRunListQuery,
    item: ZPaymentRunListItem,
    find: (query) => listPaymentRuns(ctx, query),
    present: presentPaymentRunListItem,
    linkQuery: payablesListLinkQuery,
  });

  routes.post(
    '/api/admin/finance/payment-runs',
    {
      config: { access },
      schema: {
        headers: ZIdempotencyKeyHeaders,
        body: ZCreatePaymentRunRequest,
        response: { 201: ZPaymentRunDetail },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPaymentRun(
            ctx,
            auditActorOf(request),
            request.body,
            request.headers['idempotency-key'],
          ),
        ),
  );

  routes.get(
    '/api/admin/finance/payment-runs/:id',
    {
      config: { access },
      schema: { params: ZPaymentRunParams, response: { 200: ZPaymentRunDetail } },
    },
    async (request) => getPaymentRun(ctx, request.params.id),
  );

  routes.get(
    '/api/admin/finance/payment-runs/:id/remittances/:remittanceId/pdf',
    { config: { access }, schema: { params: ZRemittanceParams } },
    async (request, reply) => {
      const { fileName, pdf } = await getRemittancePdf(
        ctx,
        request.params.id,
        request.params.remittanceId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
