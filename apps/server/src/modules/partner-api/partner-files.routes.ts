import type { FastifyInstance } from 'fastify';
import { ZAmendBookingRequest, ZAmendmentPreview } from '@portal/shared/contracts/amendments';
import { ZCancellationQuote } from '@portal/shared/contracts/cancellation';
import {
  ZAddServiceLineRequest,
  ZCreateCustomFileRequest,
  ZCreateFileRequest,
  ZFileChangeResponse,
  ZFileRefParams,
  ZFileView,
  ZRequestBookingPreview,
  ZRequestBookingRequest,
} from '@portal/shared/contracts/files';
import {
  ZCreatePaymentSessionRequest,
  ZPaymentSessionView,
} from '@portal/shared/contracts/online-payments';
import { ZPartnerFileView } from '@portal/shared/contracts/partner-v1';
import { callerOf, sessionUserOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { amendBooking, previewAmendment } from '../files/commands/amend-booking';
import { previewCancellation } from '../files/commands/cancellation-fees';
import { addQuoteLine } from '../files/commands/change-quote';
import { createCustomFile, createFile } from '../files/commands/create-file';
import type { TFileCommandDeps } from '../files/commands/file-command';
import { cancelFile } from '../files/commands/move-file-status';
import { previewRequestBooking, requestBooking } from '../files/commands/request-booking';
import type { TInvoicesService } from '../invoices/invoices.service';
import type { TOnlinePaymentsService } from '../online-payments/online-payments.service';
import { partnerPolicy, partnerRoute } from './partner.policy';
import { getPartnerFile } from './partner.service';
import { commandKeyOf } from './partner-idempotency';
import { partnerErrors, partnerPostErrors } from './partner-responses';

/**
 * Quotes and bookings through the partner API: the agent's file commands and queries
 * (modules/files), called with the key's user as the caller, so a key reaches exactly its
 * agency's files and another agency's reference is 404, as it is to an agent.
 */
export function registerPartnerFileRoutes(
  app: FastifyInstance,
  deps: { files: TFileCommandDeps; invoices: TInvoicesService; payments: TOnlinePaymentsService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { files, invoices, payments } = deps;

  routes.post(
    '/api/partner/v1/quotes',
    {
      config: partnerRoute(partnerPolicy.quote),
      schema: {
        operationId: 'createQuote',
        summary: 'Create a quote from a package',
        description:
          'Prices the package again (never trusting a price sent) and saves the quote; services with no rate are left out and listed in `droppedLines`.',
        tags: ['Quotes'],
        body: ZCreateFileRequest,
        response: { 201: ZFileView, ...partnerPostErrors(404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createFile(files, await callerOf(request), request.body)),
  );

  routes.post(
    '/api/partner/v1/quotes/custom',
    {
      config: partnerRoute(partnerPolicy.quote),
      schema: {
        operationId: 'createCustomQuote',
        summary: 'Create a custom quote',
        description:
          "A quote with no package: the trip's dates, rooms and guests. Add services to it one by one (`addQuoteService`); each is priced as it is added.",
        tags: ['Quotes'],
        body: ZCreateCustomFileRequest,
        response: { 201: ZFileView, ...partnerPostErrors() },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomFile(files, await callerOf(request), request.body)),
  );

  routes.post(
    '/api/partner/v1/files/:ref/lines',
    {
      config: partnerRoute(partnerPolicy.quote),
      schema: {
        operationId: 'addQuoteService',
        summary: 'Add a service to a quote',
        description:
          'Prices a product from product search on a date of the trip and adds it to the quote: the answer is the repriced quote and what changed.',
        tags: ['Quotes'],
        params: ZFileRefParams,
        body: ZAddServiceLineRequest,
        response: { 200: ZFileChangeResponse, ...partnerPostErrors(404) },
      },
    },
    async (request) =>
      addQuoteLine(files, await callerOf(request), request.params.ref, request.body),
  );

  routes.get(
    '/api/partner/v1/files/:ref',
    {
      config: partnerRoute(partnerPolicy.readFiles),
      schema: {
        operationId: 'getFile',
        summary: 'Read a quote or booking',
        description:
          'The file with its services (status, confirmation and voucher numbers), totals, what you may do to it now (`abilities`) and the documents you can download.',
        tags: ['Files'],
        params: ZFileRefParams,
        response: { 200: ZPartnerFileView, ...partnerErrors(404) },
      },
    },
    async (request) => getPartnerFile(files, invoices, await callerOf(request), request.params.ref),
  );

  routes.post(
    '/api/partner/v1/files/:ref/request-booking/preview',
    {
      config: partnerRoute(partnerPolicy.book),
      schema: {
        operationId: 'previewBookingRequest',
        summary: 'Preview a booking request',
        description:
          'Checks every price and availability again and saves nothing: `diff` is what changed since the quote was saved. Send `file.totals.sellCents` as `expectedSellCents` when requesting.',
        tags: ['Bookings'],
        params: ZFileRefParams,
        response: { 200: ZRequestBookingPreview, ...partnerPostErrors(404) },
      },
    },
    async (request) => previewRequestBooking(files, await callerOf(request), request.params.ref),
  );

  routes.post(
    '/api/partner/v1/files/:ref/request-booking',
    {
      config: partnerRoute(partnerPolicy.book),
      schema: {
        operationId: 'requestBooking',
        summary: 'Request the booking',
        description:
          'Books the quote: its suppliers are asked (services from allotment are confirmed at once). With `expectedSellCents` from the preview, a price that changed since answers 409 and books nothing.',
        tags: ['Bookings'],
        params: ZFileRefParams,
        body: ZRequestBookingRequest,
        response: { 200: ZFileView, ...partnerPostErrors(404) },
      },
    },
    async (request) =>
      requestBooking(
        files,
        await callerOf(request),
        request.params.ref,
        request.body.expectedSellCents,
        commandKeyOf(request),
      ),
  );

  routes.post(
    '/api/partner/v1/files/:ref/amendments/preview',
    {
      config: partnerRoute(partnerPolicy.book),
      schema: {
        operationId: 'previewAmendment',
        summary: 'Preview moving a confirmed booking',
        description:
          'What moving the booking to a new travel date would do to each service and the price; saves nothing. Send its `version` back as `expectedVersion`.',
        tags: ['Bookings'],
        params: ZFileRefParams,
        body: ZAmendBookingRequest,
        response: { 200: ZAmendmentPreview, ...partnerPostErrors(404) },
      },
    },
    async (request) =>
      previewAmendment(files, await callerOf(request), 'agent', request.params.ref, request.body),
  );

  routes.post(
    '/api/partner/v1/files/:ref/amendments',
    {
      config: partnerRoute(partnerPolicy.book),
      schema: {
        operationId: 'amendBooking',
        summary: 'Move a confirmed booking',
        description:
          'Moves every service to the new travel date, asks or tells the suppliers and invoices or credits the difference. A file changed since the preview (`expectedVersion`) answers 409.',
        tags: ['Bookings'],
        params: ZFileRefParams,
        body: ZAmendBookingRequest,
        response: { 200: ZFileView, ...partnerPostErrors(404) },
      },
    },
    async (request) =>
      amendBooking(
        files,
        await callerOf(request),
        request.params.ref,
        request.body,
        commandKeyOf(request),
      ),
  );

  routes.get(
    '/api/partner/v1/files/:ref/cancellation',
    {
      config: partnerRoute(partnerPolicy.readFiles),
      schema: {
        operationId: 'getCancellationQuote',
        summary: 'Cancellation fees',
        description: "What cancelling today would cost: each service's fee under its policy.",
        tags: ['Bookings'],
        params: ZFileRefParams,
        response: { 200: ZCancellationQuote, ...partnerErrors(404) },
      },
    },
    async (request) => previewCancellation(files, await callerOf(request), request.params.ref),
  );

  routes.post(
    '/api/partner/v1/files/:ref/cancel',
    {
      config: partnerRoute(partnerPolicy.book),
      schema: {
        operationId: 'cancelFile',
        summary: 'Cancel a quote or booking',
        description:
          'Cancels the file; a booking keeps its cancellation fees (see `getCancellationQuote`) and its suppliers are told.',
        tags: ['Bookings'],
        params: ZFileRefParams,
        response: { 200: ZFileView, ...partnerPostErrors(404) },
      },
    },
    async (request) =>
      cancelFile(files, await callerOf(request), request.params.ref, commandKeyOf(request)),
  );

  routes.post(
    '/api/partner/v1/files/:ref/payment-sessions',
    {
      config: partnerRoute(partnerPolicy.pay),
      schema: {
        operationId: 'createPaymentSession',
        summary: 'Open a payment link',
        description:
          "A payment page for the booking's deposit or balance (one live session per amount: asking again answers the same one). Send your client to its `checkoutUrl`.",
        tags: ['Payments'],
        params: ZFileRefParams,
        body: ZCreatePaymentSessionRequest,
        response: { 201: ZPaymentSessionView, ...partnerPostErrors(404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await payments.createSessionForFile(
            sessionUserOf(request),
            request.params.ref,
            request.body.purpose,
          ),
        ),
  );
}
