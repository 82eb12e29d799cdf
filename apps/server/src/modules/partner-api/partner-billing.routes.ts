import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZFileLineParams, ZFileRefParams } from '@portal/shared/contracts/files';
import {
  ZAccountSummary,
  ZAccountSummaryQuery,
  ZFileInvoices,
  ZFinanceDocumentParams,
} from '@portal/shared/contracts/invoices';
import { ZPdfDocument } from '@portal/shared/contracts/partner-v1';
import { callerOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import type { TInvoicesService } from '../invoices/invoices.service';
import { partnerPolicy, partnerRoute } from './partner.policy';
import { PARTNER_API_BASE } from './partner.presenter';
import { partnerErrors } from './partner-responses';

/** As the agent routes send a PDF (invoices.routes.ts): a download, never cached. */
function sendPdf(reply: FastifyReply, document: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
}

/**
 * Invoices, the agency's account and the documents through the partner API: the agent's
 * invoices service (modules/invoices), for the key's agency only.
 */
export function registerPartnerBillingRoutes(
  app: FastifyInstance,
  invoices: TInvoicesService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = partnerRoute(partnerPolicy.readFiles);
  const documents = { 200: ZPdfDocument, ...partnerErrors(404) };

  routes.get(
    '/api/partner/v1/files/:ref/invoices',
    {
      config,
      schema: {
        operationId: 'listFileInvoices',
        summary: "A file's invoices and credit notes",
        tags: ['Billing'],
        params: ZFileRefParams,
        response: { 200: ZFileInvoices, ...partnerErrors(404) },
      },
    },
    async (request) => invoices.listFileInvoices(await callerOf(request), request.params.ref),
  );

  routes.get(
    '/api/partner/v1/account/summary',
    {
      config,
      schema: {
        operationId: 'getAccountSummary',
        summary: "The agency's account",
        description:
          'The ledger of invoices, credit notes and payments in a period, a page at a time, with the opening and closing balance.',
        tags: ['Billing'],
        querystring: ZAccountSummaryQuery,
        response: { 200: ZAccountSummary, ...partnerErrors() },
      },
    },
    async (request) =>
      invoices.accountSummary(
        await callerOf(request),
        request.query,
        `${PARTNER_API_BASE}/account/summary`,
      ),
  );

  routes.get(
    '/api/partner/v1/files/:ref/itinerary.pdf',
    {
      config,
      schema: {
        operationId: 'downloadItinerary',
        summary: 'The itinerary (PDF)',
        tags: ['Documents'],
        params: ZFileRefParams,
        response: documents,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoices.itineraryPdf(await callerOf(request), request.params.ref)),
  );

  routes.get(
    '/api/partner/v1/files/:ref/lines/:lineId/voucher.pdf',
    {
      config,
      schema: {
        operationId: 'downloadVoucher',
        summary: "A confirmed service's voucher (PDF)",
        description: 'Only for a confirmed service: any other answers 409.',
        tags: ['Documents'],
        params: ZFileLineParams,
        response: { ...documents, ...partnerErrors(404, 409) },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoices.voucherPdf(
          await callerOf(request),
          request.params.ref,
          request.params.lineId,
        ),
      ),
  );

  routes.get(
    '/api/partner/v1/invoices/:id/pdf',
    {
      config,
      schema: {
        operationId: 'downloadInvoice',
        summary: 'An invoice (PDF)',
        tags: ['Documents'],
        params: ZFinanceDocumentParams,
        response: documents,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoices.invoicePdf(await callerOf(request), request.params.id)),
  );

  routes.get(
    '/api/partner/v1/credit-notes/:id/pdf',
    {
      config,
      schema: {
        operationId: 'downloadCreditNote',
        summary: 'A credit note (PDF)',
        tags: ['Documents'],
        params: ZFinanceDocumentParams,
        response: documents,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoices.creditNotePdf(await callerOf(request), request.params.id)),
  );
}
