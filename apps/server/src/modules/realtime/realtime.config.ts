import { z } from 'zod';
import type { TRealtimeClientConfig } from '@portal/shared/contracts/realtime';

/**
 * Live-update settings from the environment. `builtin` (the default) serves the Pusher protocol
 * from this server, so the portal works offline and on a laptop; `pusher` hands delivery to the
 * hosted service (SPEC section 9: cluster mt1, TLS forced). The app's config merges
 * `ZRealtimeEnvShape.shape` into its own schema and applies `refineRealtimeEnv`.
 */

/** Turns `FOO=` (empty) into "not set", as shells and .env files write it. */
const unsetIfEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

/** Only for development and tests: production must set its own (refineRealtimeEnv). */
export const DEV_REALTIME_APP_SECRET = 'portal-dev-secret-do-not-use-in-production';

export const ZRealtimeEnvShape = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  REALTIME_DRIVER: z.preprocess(unsetIfEmpty, z.enum(['builtin', 'pusher']).default('builtin')),
  /** Public (it is in every browser); identifies the app on the built-in endpoint. */
  REALTIME_APP_KEY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only')
      .default('portal-key'),
  ),
  REALTIME_APP_SECRET: optional(z.string().min(16).max(200)),
  /** Seconds without traffic after which client and server check the line with a ping. */
  REALTIME_ACTIVITY_TIMEOUT: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int().min(5).max(600).default(120),
  ),
  /** With it, built-in instances fan events out to each other through Redis pub/sub. */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  /** Shared with the app's other Redis keys (sessions, rate limits); same definition as there. */
  REDIS_PREFIX: z.string().min(1).max(50).default('portal:'),
  PUSHER_APP_ID: optional(z.string().trim().max(100)),
  PUSHER_KEY: optional(z.string().trim().max(100)),
  PUSHER_SECRET: optional(z.string().trim().max(200)),
  PUSHER_CLUSTER: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,20}$/)
      .default('mt1'),
  ),
  /** A Pusher-compatible host of our own (Soketi, a Pusher proxy); unset for pusher.com. */
  PUSHER_HOST: optional(
    z
      .string()
      .trim()
      .max(253)
      .regex(/^[A-Za-z0-9.-]+$/, 'a host name without scheme or port'),
  ),
  PUSHER_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  PUSHER_SCHEME: z.preprocess(unsetIfEmpty, z.enum(['http', 'https']).default('https')),
});
export type TRealtimeEnv = z.infer<typeof ZRealtimeEnvShape>;

export function refineRealtimeEnv(env: TRealtimeEnv, ctx: z.RefinementCtx): void {
  if (env.REALTIME_DRIVER === 'pusher') {
    for (const name of ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'] as const) {
      if (!env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when REALTIME_DRIVER is pusher.`,
        });
      }
    }
    return;
  }
  if (
    env.NODE_ENV === 'production' &&
    (!env.REALTIME_APP_SECRET || env.REALTIME_APP_SECRET === DEV_REALTIME_APP_SECRET)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['REALTIME_APP_SECRET'],
      message: 'REALTIME_APP_SECRET (16 characters or more) is required in production.',
    });
  }
}

export const ZRealtimeEnv = ZRealtimeEnvShape.superRefine(refineRealtimeEnv);

export interface TBuiltinRealtimeConfig {
  driver: 'builtin';
  appKey: string;
  appSecret: string;
  activityTimeoutSeconds: number;
  redisUrl: string | null;
  /** Every Redis key and channel of the fan-out starts with it. */
  redisPrefix: string;
}

export interface TPusherRealtimeConfig {
  driver: 'pusher';
  appId: string;
  appKey: string;
  appSecret: string;
  cluster: string;
  host: string | null;
  port: number | null;
  useTLS: boolean;
}

export type TRealtimeConfig = TBuiltinRealtimeConfig | TPusherRealtimeConfig;

/** Builds the module's config from an already validated environment. */
export function toRealtimeConfig(env: TRealtimeEnv): TRealtimeConfig {
  if (env.REALTIME_DRIVER === 'pusher') {
    return {
      driver: 'pusher',
      appId: env.PUSHER_APP_ID ?? '',
      appKey: env.PUSHER_KEY ?? '',
      appSecret: env.PUSHER_SECRET ?? '',
      cluster: env.PUSHER_CLUSTER,
      host: env.PUSHER_HOST ?? null,
      port: env.PUSHER_PORT ?? null,
      useTLS: env.PUSHER_SCHEME === 'https',
    };
  }
  return {
    driver: 'builtin',
    appKey: env.REALTIME_APP_KEY,
    appSecret: env.REALTIME_APP_SECRET ?? DEV_REALTIME_APP_SECRET,
    activityTimeoutSeconds: env.REALTIME_ACTIVITY_TIMEOUT,
    redisUrl: env.REDIS_URL ?? null,
    redisPrefix: realtimeRedisPrefix(env.REDIS_PREFIX, env.REALTIME_APP_KEY),
  };
}

/** Instances sharing a prefix and an app key form one Pusher app. */
export function realtimeRedisPrefix(basePrefix: string, appKey: string): string {
  return `${basePrefix}realtime:${appKey}:`;
}

/** Validates the environment and builds the config; throws one readable error listing every problem. */
export function loadRealtimeConfig(
  env: Record<string, string | undefined> = process.env,
): TRealtimeConfig {
  const parsed = ZRealtimeEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new Error(`Invalid live-update settings:\n- ${problems.join('\n- ')}`);
  }
  return toRealtimeConfig(parsed.data);
}

/** GET /api/realtime/config: the public half of the config, shaped for pusher-js. */
export function toClientConfig(config: TRealtimeConfig): TRealtimeClientConfig {
  if (config.driver === 'builtin') {
    // Host, port and TLS are the page's own: the SPA and this endpoint share an origin
    // (through the Vite proxy in development, the same server in production).
    return {
      driver: 'builtin',
      key: config.appKey,
      cluster: 'mt1',
      wsHost: null,
      wsPort: null,
      wssPort: null,
      forceTLS: null,
      wsPath: '/realtime',
      // One transport: 'ws', over TLS when the page is (forceTLS). With 'wss' enabled too,
      // pusher-js on an http page tries wss on port 443 when ws is slow to connect (2 s), a
      // port this endpoint does not listen on and the page's CSP forbids.
      enabledTransports: ['ws'],
    };
  }
  return {
    driver: 'pusher',
    key: config.appKey,
    cluster: config.cluster,
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.useTLS,
    wsPath: '',
    enabledTransports: ['ws', 'wss'],
  };
}
