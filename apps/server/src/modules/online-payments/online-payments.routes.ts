import { sessionUserOf } from '../../lib/request-user';
import type { FastifyInstance } from 'fastify';
import { ZFileRefParams } from '@portal/shared/contracts/files';
import {
  ZCreatePaymentReminderRecipientExclusionRequest,
  ZCreatePaymentSessionRequest,
  ZPaymentReminderExclusion,
  ZPaymentReminderExclusionRequest,
  ZPaymentReminderRecipientExclusion,
  ZPaymentReminderRecipientExclusionCsvQuery,
  ZPaymentReminderRecipientExclusionListQuery,
  ZPaymentReminderRecipientExclusionParams,
  ZPaymentSessionParams,
  ZPaymentSessionView,
  ZSandboxCardRequest,
  ZSandboxVerifyRequest,
} from '@portal/shared/contracts/online-payments';
import { ZTravellerTokenParams } from '@portal/shared/contracts/traveller';
import type { TAppContext } from '../../app-context';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { toRecipientExclusionsCsv } from './online-payments.csv';
import { onlinePaymentsPolicy, onlinePaymentsRateLimits } from './online-payments.policy';
import { createPaymentRemindersService } from './online-payments.reminders';
import type { TOnlinePaymentsService } from './online-payments.service';

/**
 * Online payments (contracts/online-payments.ts lists every endpoint). Register after
 * registerRealtime: a recorded payment is pushed through app.broadcaster.
 */
export async function registerOnlinePaymentsRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  service: TOnlinePaymentsService,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reminders = createPaymentRemindersService(ctx);

  routes.post(
    '/api/app/files/:ref/payment-sessions',
    {
      config: { access: onlinePaymentsPolicy.agentPay },
      schema: {
        params: ZFileRefParams,
        body: ZCreatePaymentSessionRequest,
        response: { 201: ZPaymentSessionView },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createSessionForFile(
            sessionUserOf(request),
            request.params.ref,
            request.body.purpose,
          ),
        ),
  );

  routes.post(
    '/api/admin/files/:ref/payment-sessions',
    {
      config: { access: onlinePaymentsPolicy.adminPay },
      schema: {
        params: ZFileRefParams,
        body: ZCreatePaymentSessionRequest,
        response: { 201: ZPaymentSessionView },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createSessionForFile(
            sessionUserOf(request),
            request.params.ref,
            request.body.purpose,
          ),
        ),
  );

  routes.post(
    '/api/travel-app/:token/payment-sessions',
    {
      config: {
        access: onlinePaymentsPolicy.traveller,
        rateLimit: onlinePaymentsRateLimits.travellerCreate,
      },
      schema: {
        params: ZTravellerTokenParams,
        body: ZCreatePaymentSessionRequest,
        response: { 201: ZPaymentSessionView },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createSessionForTraveller(request.params.token, request.body.purpose)),
  );

  routes.get(
    '/api/payments/:sessionToken',
    {
      config: {
        access: onlinePaymentsPolicy.paymentPage,
        rateLimit: onlinePaymentsRateLimits.paymentPage,
      },
      schema: { params: ZPaymentSessionParams, response: { 200: ZPaymentSessionView } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getSession(request.params.sessionToken);
    },
  );

  routes.post(
    '/api/payments/:sessionToken/sandbox-card',
    {
      config: {
        access: onlinePaymentsPolicy.paymentPage,
        rateLimit: onlinePaymentsRateLimits.sandboxAttempt,
      },
      schema: {
        params: ZPaymentSessionParams,
        body: ZSandboxCardRequest,
        response: { 200: ZPaymentSessionView },
      },
    },
    async (request) => service.submitSandboxCard(request.params.sessionToken, request.body),
  );

  routes.post(
    '/api/payments/:sessionToken/sandbox-verify',
    {
      config: {
        access: onlinePaymentsPolicy.paymentPage,
        rateLimit: onlinePaymentsRateLimits.sandboxAttempt,
      },
      schema: {
        params: ZPaymentSessionParams,
        body: ZSandboxVerifyRequest,
        response: { 200: ZPaymentSessionView },
      },
    },
    async (request) => service.submitSandboxVerification(request.params.sessionToken, request.body),
  );

  // The signature covers the exact bytes Stripe sent, so this route (and only this one, thanks
  // to the plugin's own scope) keeps the body as a Buffer instead of parsed JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/api/payments/webhooks/stripe',
      { config: { access: onlinePaymentsPolicy.webhook, csrf: false } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return service.receiveWebhook('stripe', rawBody, request.headers);
      },
    );
  });

  // Reminders ----------------------------------------------------------------------------------
  routes.put(
    '/api/admin/files/:ref/payment-reminders',
    {
      config: { access: onlinePaymentsPolicy.adminReminders },
      schema: {
        params: ZFileRefParams,
        body: ZPaymentReminderExclusionRequest,
        response: { 200: ZPaymentReminderExclusion },
      },
    },
    async (request) =>
      reminders.setFileExclusion(sessionUserOf(request), request.params.ref, request.body),
  );

  registerListRoute(
    app,
    {
      path: '/api/admin/payment-reminder-exclusions',
      access: onlinePaymentsPolicy.adminReminders,
      query: ZPaymentReminderRecipientExclusionListQuery,
      item: ZPaymentReminderRecipientExclusion,
      find: ({ page, per_page: perPage, ...filter }) =>
        reminders.listRecipientExclusions(filter, {
          limit: perPage,
          offset: (page - 1) * perPage,
        }),
      present: (exclusion) => exclusion,
      // The filter, then the page size.
      linkQuery: ({ page: _page, per_page: perPage, ...filter }) => ({
        ...filter,
        per_page: perPage,
      }),
    },
    {
      query: ZPaymentReminderRecipientExclusionCsvQuery,
      fileName: 'payment-reminder-exclusions.csv',
      find: async (filter) =>
        (await reminders.listRecipientExclusions(filter, { limit: CSV_EXPORT_LIMIT, offset: 0 }))
          .rows,
      toCsv: toRecipientExclusionsCsv,
    },
  );

  routes.post(
    '/api/admin/payment-reminder-exclusions',
    {
      config: { access: onlinePaymentsPolicy.adminReminders },
      schema: {
        body: ZCreatePaymentReminderRecipientExclusionRequest,
        response: { 201: ZPaymentReminderRecipientExclusion },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reminders.addRecipientExclusion(sessionUserOf(request), request.body)),
  );

  routes.delete(
    '/api/admin/payment-reminder-exclusions/:id',
    {
      config: { access: onlinePaymentsPolicy.adminReminders },
      schema: { params: ZPaymentReminderRecipientExclusionParams },
    },
    async (request, reply) => {
      await reminders.removeRecipientExclusion(sessionUserOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
