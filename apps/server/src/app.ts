import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { TAppContext } from './app-context';
import type { TConfig } from './config/env';
import type { TDatabase } from './db/database';
import { AppError } from './lib/app-error';
import { systemClock, type TClock } from './lib/clock';
import { createPasswordHasher } from './lib/passwords';
import { installZodMessages } from './lib/zod-messages';
import { useZodSchemas } from './lib/zod-type-provider';
import { registerAgencyRatesRoutes } from './modules/agency-rates/agency-rates.routes';
import { registerAgencyUsersRoutes } from './modules/agency-users/agency-users.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { registerFilesRoutes } from './modules/files/files.routes';
import { registerInvoicesRoutes } from './modules/invoices/invoices.routes';
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
import { createMailDispatcher } from './modules/mail/mail.service';
import { createSmtpTransport, type TMailTransport } from './modules/mail/mail.transport';
import { getPermissionState } from './modules/permissions/permissions.service';
import { registerPackagesRoutes } from './modules/packages/packages.routes';
import { registerPermissionsRoutes } from './modules/permissions/permissions.routes';
import { registerPricingRoutes } from './modules/pricing/pricing.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerRatesRoutes } from './modules/rates/rates.routes';
import { registerRealtime } from './modules/realtime/realtime.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { canSignInTo, findUserById } from './modules/users/users.repository';
import { publicAccess, registerAccessGuard, registerAuth, requirePermission } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { registerDb } from './plugins/db';
import { registerErrorHandler, type TErrorReporter } from './plugins/error-handler';
import { registerWebApp } from './plugins/web-app';

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
    /**
     * Starts what a running server needs and tests do not: outbox delivery and, with database
     * sessions, pruning expired ones. Everything stops when the app closes.
     */
    startBackgroundJobs(options?: { mailIntervalMs?: number }): void;
  }
}

function defaultLogger(config: TConfig): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
  };
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    return { ...base, transport: { target: 'pino-pretty', options: { singleLine: true } } };
  }
  return base;
}

/** Builds the whole HTTP application around an open database, without listening. */
export async function buildApp(deps: TBuildAppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  installZodMessages();

  const app = Fastify({
    logger: deps.logger ?? defaultLogger(config),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // The web client sends JSON; anything larger than this is not a form a person filled in.
    bodyLimit: 1_048_576,
  });

  const ownsRedis = !deps.redis && Boolean(config.redisUrl);
  const redis =
    deps.redis ??
    (config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null);
  if (ownsRedis && redis) app.addHook('onClose', async () => void (await redis.quit()));

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

  const ctx: TAppContext = {
    config,
    db,
    clock,
    log: app.log,
    passwords: createPasswordHasher(config.argon2),
    sessions,
    loginLimiter,
    mail,
  };
  app.decorate('ctx', ctx);

  useZodSchemas(app);
  registerErrorHandler(app, deps.reportError ? { reportError: deps.reportError } : {});
  registerDb(app, db);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyFormbody);
  await app.register(fastifyHelmet, {
    // The SPA's CSP (styles, push-service sockets, error reporting) is set where the web app is
    // served by a reverse proxy; the remaining helmet headers apply here.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'TOO_MANY_REQUESTS',
        `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (config.maintenanceMode && request.url.startsWith('/api/')) {
      throw new AppError('MAINTENANCE', MAINTENANCE_MESSAGE, { headers: { 'retry-after': '120' } });
    }
  });
  registerAuth(app, {
    config,
    sessions,
    loadPermissionState: (user) => getPermissionState(db, user),
  });
  registerCsrf(app, config);
  registerAccessGuard(app);

  registerAuthRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerPermissionsRoutes(app);
  registerSettingsRoutes(app, config);
  registerMailRoutes(app);
  registerCatalogueRoutes(app, ctx);
  registerRatesRoutes(app, ctx);
  registerPricingRoutes(app, ctx);
  registerPackagesRoutes(app, ctx);
  registerAgencyUsersRoutes(app, ctx);
  registerAgencyRatesRoutes(app, ctx);
  await registerRealtime(app, {
    resolveUser: async (request) => request.sessionUser,
    config: config.realtime,
    logger: app.log,
    routeConfig: {
      public: { access: publicAccess },
      notices: { access: requirePermission('notices.publish') },
    },
    version: config.appVersion,
  });
  // After realtime: files publish through app.broadcaster and grant the file channel rule.
  registerFilesRoutes(app, ctx);
  registerInvoicesRoutes(app, ctx);

  await registerWebApp(app, config.webDist);

  let purgeTimer: NodeJS.Timeout | null = null;
  app.addHook('onClose', async () => {
    if (purgeTimer) clearInterval(purgeTimer);
  });
  app.decorate('startBackgroundJobs', (options: { mailIntervalMs?: number } = {}) => {
    mail.start(options.mailIntervalMs ?? 30_000);
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
