import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { TAppContext } from './app-context';
import { buildAppServices } from './app-services';
import type { TConfig } from './config/env';
import type { TDatabase } from './db/database';
import { wireContentSources } from './content-sources';
import { wireFileLifecycle } from './file-lifecycle-hooks';
import { AppError } from './lib/app-error';
import { systemClock, type TClock } from './lib/clock';
import { createPasswordHasher } from './lib/passwords';
import { installZodMessages } from './lib/zod-messages';
import { useZodSchemas } from './lib/zod-type-provider';
import { registerAgencyRatesRoutes } from './modules/agency-rates/agency-rates.routes';
import { registerAgencyUsersRoutes } from './modules/agency-users/agency-users.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { registerProductSearchRoutes } from './modules/rates/product-search.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerFilesAdminRoutes } from './modules/files/files.admin.routes';
import { registerItinerariesRoutes } from './modules/files/itinerary/itineraries.routes';
import { registerFitTrackerRoutes } from './modules/fit-tracker/fit-tracker.routes';
import { registerGuideRoutes } from './modules/guide/guide.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createLifecycle } from './modules/health/health.service';
import { registerInsightsRoutes } from './modules/insights/insights.routes';
import { registerFilesRoutes } from './modules/files/files.routes';
import { registerYieldRoutes } from './modules/yield/yield.routes';
import { registerInvoicesAdminRoutes } from './modules/invoices/invoices.admin.routes';
import { registerAccountingRoutes } from './modules/accounting/accounting.routes';
import { registerFinanceReportsRoutes } from './modules/finance-reports/finance-reports.routes';
import { registerPayablesRoutes } from './modules/payables/payables.routes';
import { registerInvoicesRoutes } from './modules/invoices/invoices.routes';
import { registerItineraryAlertsRoutes } from './modules/itinerary-alerts/itinerary-alerts.routes';
import { registerLabelsRoutes } from './modules/labels/labels.routes';
import { registerTourAgentRoutes } from './modules/regular-tours/tours.agent.routes';
import { registerToursRoutes } from './modules/regular-tours/tours.routes';
import { registerTravellerRoutes } from './modules/traveller/traveller.routes';
import { createJobScheduler } from './modules/jobs/create-job-scheduler';
import { JOB_DEFINITIONS } from './job-registry';
import { createMemoryLoginLimiter, type TLoginLimiter } from './modules/auth/login-limiter';
import { createRedisLoginLimiter } from './modules/auth/login-limiter.redis';
import type { TSessionStore } from './modules/auth/session-store';
import {
  createDatabaseSessionStore,
  purgeExpiredSessions,
} from './modules/auth/session-store.database';
import { createRedisSessionStore } from './modules/auth/session-store.redis';
import { createSessionService } from './modules/auth/session.service';
import { registerMailRoutes } from './modules/mail/mail.routes';
import { noticesPolicy } from './modules/notices/notices.policy';
import { createNoticeRecorder, registerNoticesRoutes } from './modules/notices/notices.routes';
import { createMailDispatcher } from './modules/mail/mail.service';
import { createSmtpTransport, type TMailTransport } from './modules/mail/mail.transport';
import { registerOnlinePaymentsRoutes } from './modules/online-payments/online-payments.routes';
import { getPermissionState } from './modules/permissions/permissions.service';
import { registerPackagesRoutes } from './modules/packages/packages.routes';
import { registerApiDocsRoutes } from './modules/partner-api/api-docs.routes';
import { registerApiKeyRoutes } from './modules/partner-api/api-keys.routes';
import { registerPartnerRoutes } from './modules/partner-api/partner.routes';
import { resolveApiKey } from './modules/partner-api/api-keys.service';
import { presentSessionUser } from './modules/users/users.presenter';
import { registerPeopleRoutes } from './modules/people/people.routes';
import { registerPermissionsRoutes } from './modules/permissions/permissions.routes';
import { registerPricingRoutes } from './modules/pricing/pricing.routes';
import { registerPrivacyRoutes } from './modules/privacy/privacy.routes';
import { registerPrizesRoutes } from './modules/prizes/prizes.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerRateProposalsRoutes } from './modules/rate-proposals/rate-proposals.routes';
import { registerRolesRoutes } from './modules/roles/roles.routes';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { registerRatesRoutes } from './modules/rates/rates.routes';
import { registerReviewsRoutes } from './modules/reviews/reviews.routes';
import { registerRealtime } from './modules/realtime/realtime.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { createSettingsStore } from './modules/settings/settings.store';
import { registerSupplierRequestsRoutes } from './modules/supplier-requests/supplier-requests.routes';
import { registerSupplierUsersRoutes } from './modules/supplier-users/supplier-users.routes';
import {
  createWebhookDispatcher,
  type TWebhookDispatcher,
} from './modules/webhooks/webhooks.dispatcher';
import { registerWebhooksRoutes } from './modules/webhooks/webhooks.routes';
import { canSignInTo, findUserById } from './modules/users/users.repository';
import { publicAccess, registerAccessGuard, registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { registerDb } from './plugins/db';
import { registerErrorHandler, type TErrorReporter } from './plugins/error-handler';
import { RequestLogController, serverLogging } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

/** Liveness and readiness answer in maintenance mode too: the instance is up, only closed. */
const PROBE_URLS = new Set(['/api/health', '/api/ready']);

export const MAINTENANCE_MESSAGE = 'The portal is down for maintenance. Please try again shortly.';

export interface TBuildAppDeps {
  config: TConfig;
  db: TDatabase;
  clock?: TClock;
  /** A shared Redis connection; when absent and REDIS_URL is set, the app opens (and closes) its own. */
  redis?: Redis | null;
  sessionStore?: TSessionStore;
  loginLimiter?: TLoginLimiter;
  /** Undefined: SMTP from SMTP_URL (or none). Null: no transport, mail is held. */
  mailTransport?: TMailTransport | null;
  reportError?: TErrorReporter;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
    /** Sends queued webhook deliveries (modules/webhooks); started by startBackgroundJobs. */
    webhooks: TWebhookDispatcher;
    /**
     * Starts what a running server needs and tests do not: outbox and webhook delivery and, with
     * database sessions, pruning expired ones, and (unless JOBS_ENABLED=false) the scheduled jobs
     * of modules/jobs/job-registry.ts. Everything stops when the app closes.
     */
    startBackgroundJobs(options?: { mailIntervalMs?: number }): void;
    /**
     * First step of a graceful shutdown (server.ts, on SIGTERM): readiness answers 503 so the
     * load balancer stops sending traffic, while requests keep being served until app.close().
     */
    beginShutdown(): void;
  }
}

/** Builds the whole HTTP application around an open database, without listening. */
export async function buildApp(deps: TBuildAppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  installZodMessages();
  wireContentSources();
  wireFileLifecycle();

  const logging =
    deps.logger === undefined
      ? serverLogging(config)
      : { logger: deps.logger, logController: new RequestLogController() };
  const app = Fastify({
    ...logging,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // The web client sends JSON; anything larger than this is not a form a person filled in.
    bodyLimit: 1_048_576,
  });

  const ownsRedis = !deps.redis && Boolean(config.redisUrl);
  const redis =
    deps.redis ??
    (config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null);
  if (ownsRedis && redis) {
    // ioredis reconnects by itself; without a listener every failed attempt is printed as an
    // unhandled error event. Requests meanwhile fail fast (maxRetriesPerRequest) and answer 503.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
    app.addHook('onClose', async () => {
      // quit() waits for a reply that never comes while Redis is down; disconnect() does not.
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
  }
  const lifecycle = createLifecycle();
  app.decorate('beginShutdown', () => {
    lifecycle.isShuttingDown = true;
  });

  const sessionStore =
    deps.sessionStore ??
    (redis
      ? createRedisSessionStore(redis, { prefix: config.redisPrefix, clock })
      : createDatabaseSessionStore(db));
  const loginLimiter =
    deps.loginLimiter ??
    (redis
      ? createRedisLoginLimiter(redis, config.login, { prefix: config.redisPrefix })
      : createMemoryLoginLimiter(config.login, clock));
  const sessions = createSessionService({
    store: sessionStore,
    clock,
    ttlHours: config.sessionTtlHours,
    loadUser: (id) => findUserById(db, id),
    isUserAllowed: (user) => canSignInTo(user, user.kind),
  });
  const mailTransport =
    deps.mailTransport === undefined
      ? config.smtpUrl
        ? createSmtpTransport(config.smtpUrl)
        : null
      : deps.mailTransport;
  const mail = createMailDispatcher({
    db,
    clock,
    log: app.log,
    from: config.mailFrom,
    transport: mailTransport,
  });
  app.addHook('onClose', () => mail.stop());
  const webhooks = createWebhookDispatcher({
    db,
    clock,
    log: app.log,
    allowPrivateAddresses: config.webhooks.allowPrivateAddresses,
  });
  app.decorate('webhooks', webhooks);
  app.addHook('onClose', () => webhooks.stop());
  const settings = createSettingsStore({
    db,
    companyName: config.companyName,
    log: app.log,
    redis,
    redisPrefix: config.redisPrefix,
  });
  app.addHook('onClose', () => settings.close());

  const ctx: TAppContext = {
    config,
    db,
    clock,
    log: app.log,
    passwords: createPasswordHasher(config.argon2),
    sessions,
    loginLimiter,
    mail,
    settings,
    broadcaster: () => app.broadcaster,
  };
  app.decorate('ctx', ctx);

  useZodSchemas(app);
  registerErrorHandler(app, deps.reportError ? { reportError: deps.reportError } : {});
  registerDb(app, db);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyFormbody);
  // CSP, HSTS (production only), frame-ancestors and the rest (docs/security.md).
  registerSecurityHeaders(app, config);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'TOO_MANY_REQUESTS',
        `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    const isProbe = PROBE_URLS.has(request.routeOptions.url ?? '');
    if (config.maintenanceMode && request.url.startsWith('/api/') && !isProbe) {
      throw new AppError('MAINTENANCE', MAINTENANCE_MESSAGE, { headers: { 'retry-after': '120' } });
    }
    done();
  });
  registerAuth(app, {
    config,
    sessions,
    loadPermissionState: (user) => getPermissionState(db, user),
    resolveApiKey: async (token) => {
      const resolved = await resolveApiKey(db, token, clock.now());
      return resolved && { apiKey: resolved.apiKey, user: presentSessionUser(resolved.user) };
    },
  });
  registerCsrf(app, config);
  registerAccessGuard(app);

  registerHealthRoutes(app, { db, redis, lifecycle });
  registerAuthRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerPermissionsRoutes(app);
  registerSettingsRoutes(app, ctx);
  registerMailRoutes(app);
  registerCatalogueRoutes(app, ctx);
  registerProductSearchRoutes(app, ctx);
  registerRatesRoutes(app, ctx);
  registerPricingRoutes(app, ctx);
  registerPackagesRoutes(app, ctx);
  registerAgencyUsersRoutes(app, ctx);
  registerSupplierUsersRoutes(app, ctx);
  registerPeopleRoutes(app, ctx);
  registerAgencyRatesRoutes(app, ctx);
  await registerRealtime(app, {
    resolveUser: async (request) => request.sessionUser,
    config: config.realtime,
    logger: app.log,
    routeConfig: {
      public: { access: publicAccess },
      notices: { access: noticesPolicy.publish },
    },
    onNoticePublished: createNoticeRecorder(ctx),
    version: config.appVersion,
  });
  registerNoticesRoutes(app, ctx);
  // After realtime: files publish through app.broadcaster and grant the file channel rule.
  const services = buildAppServices(app, ctx);
  const { fileCommands } = services;
  registerFilesRoutes(app, fileCommands);
  registerItinerariesRoutes(app, fileCommands);
  registerFilesAdminRoutes(app, fileCommands);
  registerInvoicesRoutes(app, ctx, services.invoicesAdmin);
  registerInvoicesAdminRoutes(app, ctx, services.invoicesAdmin);
  registerAccountingRoutes(app, ctx);
  registerFinanceReportsRoutes(app, ctx);
  registerPayablesRoutes(app, ctx);
  registerYieldRoutes(app, ctx);
  registerSupplierRequestsRoutes(app, ctx, services.supplierRequests);
  registerFitTrackerRoutes(app, ctx, {
    files: fileCommands.live,
    supplierRequests: services.supplierRequests,
  });
  await registerOnlinePaymentsRoutes(app, ctx, services.onlinePayments);
  registerRateProposalsRoutes(app, ctx);
  registerTravellerRoutes(app, ctx);
  registerLabelsRoutes(app, ctx, fileCommands.live);
  registerItineraryAlertsRoutes(app, ctx);
  registerToursRoutes(app, ctx);
  registerTourAgentRoutes(app, ctx, fileCommands.live);
  registerRolesRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  // A traveller's personal data on request (issue 11): after registerRealtime, like the files.
  registerPrivacyRoutes(app, ctx, fileCommands.live);
  registerGuideRoutes(app, ctx);
  registerInsightsRoutes(app, ctx);
  registerReviewsRoutes(app, ctx);
  registerPrizesRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx);
  registerWebhooksRoutes(app, ctx, webhooks);
  // The partner API (after registerRealtime, like the files) and its reference.
  await registerPartnerRoutes(app, ctx, {
    files: fileCommands,
    payments: services.onlinePayments,
  });
  await registerApiDocsRoutes(app, ctx);

  await registerWebApp(app, config.webDist);

  let purgeTimer: NodeJS.Timeout | null = null;
  const scheduler = createJobScheduler(ctx);
  let isSchedulerStarted = false;
  app.addHook('onClose', async () => {
    if (purgeTimer) clearInterval(purgeTimer);
    if (isSchedulerStarted) await scheduler.stop();
  });
  app.decorate('startBackgroundJobs', (options: { mailIntervalMs?: number } = {}) => {
    mail.start(options.mailIntervalMs ?? 30_000);
    webhooks.start(10_000);
    if (config.jobsEnabled && !isSchedulerStarted) {
      isSchedulerStarted = true;
      scheduler
        .start(JOB_DEFINITIONS)
        .catch((error: unknown) => app.log.error({ err: error }, 'Job scheduler failed to start'));
    }
    if (redis || purgeTimer) return;
    purgeTimer = setInterval(
      () =>
        purgeExpiredSessions(db, clock.now()).catch((error: unknown) =>
          app.log.warn({ err: error }, 'Expired session purge failed'),
        ),
      60 * 60_000,
    );
    purgeTimer.unref();
  });
  return app;
}
