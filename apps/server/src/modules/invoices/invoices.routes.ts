import { callerOf, sessionUserOf } from '../../lib/request-user';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZFileLineParams, ZFileRefParams } from '@portal/shared/contracts/files';
import {
  ZAccountSummary,
  ZAccountSummaryCsvQuery,
  ZAccountSummaryQuery,
  ZFileInvoices,
  ZFileTransactions,
  ZFinanceDocumentParams,
  ZIdempotencyKeyHeaders,
  ZPaymentView,
  ZRecordPaymentRequest,
} from '@portal/shared/contracts/invoices';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import type { TInvoicesAdminService } from './invoices.admin.service';
import { invoicesPolicy } from './invoices.policy';
import { createInvoicesService } from './invoices.service';

function sendPdf(reply: FastifyReply, document: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
}

/** Invoices, credit notes, the agency ledger and the PDF documents (contracts/invoices.ts). */
export function registerInvoicesRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  admin: TInvoicesAdminService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createInvoicesService(ctx);

  routes.get(
    '/api/app/files/:ref/invoices',
    {
      config: { access: invoicesPolicy.agentRead },
      schema: { params: ZFileRefParams, response: { 200: ZFileInvoices } },
    },
    async (request) => service.listFileInvoices(await callerOf(request), request.params.ref),
  );

  routes.get(
    '/api/app/files/:ref/transactions',
    {
      config: { access: invoicesPolicy.agentRead },
      schema: { params: ZFileRefParams, response: { 200: ZFileTransactions } },
    },
    async (request) => service.listFileTransactions(await callerOf(request), request.params.ref),
  );

  routes.get(
    '/api/app/files/:ref/itinerary.pdf',
    { config: { access: invoicesPolicy.agentRead }, schema: { params: ZFileRefParams } },
    async (request, reply) =>
      sendPdf(reply, await service.itineraryPdf(await callerOf(request), request.params.ref)),
  );

  // A confirmed service's voucher: the agency's for its own file, the back office's for any.
  for (const [path, access] of [
    ['/api/app/files/:ref/lines/:lineId/voucher.pdf', invoicesPolicy.agentRead],
    ['/api/admin/files/:ref/lines/:lineId/voucher.pdf', invoicesPolicy.adminReadBilling],
  ] as const) {
    routes.get(
      path,
      { config: { access }, schema: { params: ZFileLineParams } },
      async (request, reply) =>
        sendPdf(
          reply,
          await service.voucherPdf(
            await callerOf(request),
            request.params.ref,
            request.params.lineId,
          ),
        ),
    );
  }

  routes.get(
    '/api/app/invoices/:id/pdf',
    { config: { access: invoicesPolicy.agentRead }, schema: { params: ZFinanceDocumentParams } },
    async (request, reply) =>
      sendPdf(reply, await service.invoicePdf(await callerOf(request), request.params.id)),
  );

  routes.get(
    '/api/app/credit-notes/:id/pdf',
    { config: { access: invoicesPolicy.agentRead }, schema: { params: ZFinanceDocumentParams } },
    async (request, reply) =>
      sendPdf(reply, await service.creditNotePdf(await callerOf(request), request.params.id)),
  );

  // The back office opens the same documents for any agency's file (files.view-all).
  routes.get(
    '/api/admin/invoices/:id/pdf',
    {
      config: { access: invoicesPolicy.adminReadBilling },
      schema: { params: ZFinanceDocumentParams },
    },
    async (request, reply) =>
      sendPdf(reply, await service.invoicePdf(await callerOf(request), request.params.id)),
  );

  routes.get(
    '/api/admin/credit-notes/:id/pdf',
    {
      config: { access: invoicesPolicy.adminReadBilling },
      schema: { params: ZFinanceDocumentParams },
    },
    async (request, reply) =>
      sendPdf(reply, await service.creditNotePdf(await callerOf(request), request.params.id)),
  );

  routes.get(
    '/api/app/account/summary',
    {
      config: { access: invoicesPolicy.agentRead },
      schema: { querystring: ZAccountSummaryQuery, response: { 200: ZAccountSummary } },
    },
    async (request) =>
      service.accountSummary(await callerOf(request), request.query, '/api/app/account/summary'),
  );

  routes.get(
    '/api/app/account/summary.csv',
    {
      config: { access: invoicesPolicy.agentRead },
      schema: { querystring: ZAccountSummaryCsvQuery },
    },
    async (request, reply) => {
      const csv = await service.accountSummaryCsv(await callerOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="account-summary.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  routes.post(
    '/api/admin/files/:ref/payments',
    {
      config: { access: invoicesPolicy.adminManageFinance },
      schema: {
        params: ZFileRefParams,
        headers: ZIdempotencyKeyHeaders,
        body: ZRecordPaymentRequest,
        response: { 201: ZPaymentView },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await admin.recordManualPayment(
            sessionUserOf(request),
            request.params.ref,
            request.body,
            request.headers['idempotency-key'],
          ),
        ),
  );
}
