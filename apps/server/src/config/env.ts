import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import serverPackage from '../../package.json' with { type: 'json' };
import {
  ZRealtimeEnvShape,
  refineRealtimeEnv,
  toRealtimeConfig,
} from '../modules/realtime/realtime.config';

const DEV_SESSION_SECRET = 'dev-only-session-secret-not-for-production-use';

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
    COMPANY_NAME: z.string().trim().min(1).max(120).default('Fernway Travel'),
    APP_VERSION: z.string().trim().min(1).max(100).optional(),
    MAINTENANCE_MODE: ZFlag.default(false),
    SEED_DEMO: ZFlag.default(true),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().min(1).default('apps/web/dist'),
  })
  // Live updates (REALTIME_*, PUSHER_*) are validated with the rest; NODE_ENV and REDIS_* are shared.
  .extend(ZRealtimeEnvShape.omit({ NODE_ENV: true, REDIS_URL: true, REDIS_PREFIX: true }).shape)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'required in production' });
    }
    refineRealtimeEnv(env, ctx);
  });

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
    companyName: e.COMPANY_NAME,
    // A new value on every start lets open browsers notice a deploy and reload (SPEC section 4).
    appVersion:
      e.APP_VERSION ??
      `${serverPackage.version}+${createHash('sha256').update(startedAt.toISOString()).digest('hex').slice(0, 8)}`,
    maintenanceMode: e.MAINTENANCE_MODE,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    realtime: toRealtimeConfig(e),
  };
}
