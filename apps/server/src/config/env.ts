import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_RATES_IMPORT_BYTES,
} from '@portal/shared/contracts/catalogue-api';
import serverPackage from '../../package.json' with { type: 'json' };
import {
  ZRealtimeEnvShape,
  refineRealtimeEnv,
  toRealtimeConfig,
} from '../modules/realtime/realtime.config';

/** Only for development and tests: production must set its own (checked below). */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-not-for-production-use';

/** Environment flags arrive as strings; "false" and "0" must not read as true. */
const ZFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const ZOptionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: protocols }).optional());

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    // Behind a reverse proxy the client IP (for login limits and audit) comes from X-Forwarded-For.
    TRUST_PROXY: ZFlag.default(false),
    DATABASE_URL: ZOptionalUrl(/^postgres(ql)?$/),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: ZOptionalUrl(/^rediss?$/),
    REDIS_PREFIX: z.string().min(1).max(50).default('portal:'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    APP_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    SMTP_URL: ZOptionalUrl(/^smtps?$/),
    MAIL_FROM: z.string().min(3).default('Fernway Travel <no-reply@fernway.example>'),
    SENTRY_DSN: ZOptionalUrl(/^https?$/),
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.25),
    // OWASP's argon2id minimum (19 MiB, 2 passes); tests lower these through configuration only.
    ARGON2_MEMORY_COST: z.coerce.number().int().min(8).default(19_456),
    ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
    LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    // Upload limits in bytes of file; the API contract's caps are the ceiling.
    ATTACHMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(MAX_ATTACHMENT_BYTES)
      .default(MAX_ATTACHMENT_BYTES),
    RATES_IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(MAX_RATES_IMPORT_BYTES)
      .default(MAX_RATES_IMPORT_BYTES),
    COMPANY_NAME: z.string().trim().min(1).max(120).default('Fernway Travel'),
    APP_VERSION: z.string().trim().min(1).max(100).optional(),
    MAINTENANCE_MODE: ZFlag.default(false),
    SEED_DEMO: ZFlag.default(true),
    JOBS_ENABLED: ZFlag.default(true),
    // Graceful shutdown on SIGTERM: readiness turns 503 for SHUTDOWN_DELAY_MS (the load balancer
    // stops sending traffic), then in-flight requests finish; past SHUTDOWN_TIMEOUT_MS (counted
    // from the signal) the process gives up waiting and exits 1.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(2_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(8_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().min(1).default('apps/web/dist'),
    // Online payments: Stripe Checkout when a secret key is set, otherwise the built-in sandbox.
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    // Content processing: an OpenAI-compatible chat-completions API when set (OpenAI, a local
    // server such as Ollama or llama.cpp); otherwise the built-in rule-based provider, offline.
    LLM_BASE_URL: ZOptionalUrl(/^https?$/),
    LLM_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined),
    LLM_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    // Webhooks to loopback, private and link-local addresses: unset (or empty), allowed except in
    // production, where an endpoint must not reach the operator's own network.
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(ZFlag.optional()),
  })
  // Live updates (REALTIME_*, PUSHER_*) are validated with the rest; NODE_ENV and REDIS_* are shared.
  .extend(ZRealtimeEnvShape.omit({ NODE_ENV: true, REDIS_URL: true, REDIS_PREFIX: true }).shape)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'required in production' });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'required when STRIPE_SECRET_KEY is set (payments are confirmed by the webhook)',
      });
    }
    refineRealtimeEnv(env, ctx);
  });

/** Every variable the server reads (docs/security.md lists which are secret). */
export const ENV_VARIABLE_NAMES: readonly string[] = Object.keys(ZEnv.shape);

export type TConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment once at start-up. Relative paths resolve against the
 * process working directory (the repository root in development). Secrets have no production default.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const startedAt = new Date();
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    sentry: { dsn: e.SENTRY_DSN ?? null, tracesSampleRate: e.SENTRY_TRACES_SAMPLE_RATE },
    argon2: { memoryCost: e.ARGON2_MEMORY_COST, timeCost: e.ARGON2_TIME_COST },
    login: {
      maxAttempts: e.LOGIN_MAX_ATTEMPTS,
      maxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    uploads: {
      attachmentMaxBytes: e.ATTACHMENT_MAX_BYTES,
      ratesImportMaxBytes: e.RATES_IMPORT_MAX_BYTES,
    },
    companyName: e.COMPANY_NAME,
    // A new value on every start lets open browsers notice a deploy and reload (SPEC section 4).
    appVersion:
      e.APP_VERSION ??
      `${serverPackage.version}+${createHash('sha256').update(startedAt.toISOString()).digest('hex').slice(0, 8)}`,
    maintenanceMode: e.MAINTENANCE_MODE,
    seedDemo: e.SEED_DEMO,
    jobsEnabled: e.JOBS_ENABLED,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    realtime: toRealtimeConfig(e),
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.LLM_API_KEY ?? null,
          model: e.LLM_MODEL,
          timeoutMs: e.LLM_TIMEOUT_MS,
          maxRetries: e.LLM_MAX_RETRIES,
        }
      : null,
    webhooks: { allowPrivateAddresses: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES ?? !isProduction },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
          apiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
        }
      : null,
  };
}
