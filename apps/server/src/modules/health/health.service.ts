import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { TDatabase } from '../../db/database';

/** How long a readiness probe waits for each dependency before calling it down. */
export const READINESS_TIMEOUT_MS = 2_000;

export type TDependencyState = 'up' | 'down';

export interface TReadiness {
  isReady: boolean;
  database: TDependencyState;
  redis: TDependencyState | 'not-configured';
  isShuttingDown: boolean;
}

/** Shared between server.ts (which flips it on SIGTERM) and the readiness probe. */
export interface TLifecycle {
  isShuttingDown: boolean;
}

export function createLifecycle(): TLifecycle {
  return { isShuttingDown: false };
}

/** Resolves 'down' when the check fails or has not answered within `timeoutMs`. */
async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<TDependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<TDependencyState>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  const checked = check().then(
    (): TDependencyState => 'up',
    (): TDependencyState => 'down',
  );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance should receive traffic: the database answers, Redis answers when one is
 * configured, and the process is not shutting down. Dependencies are probed in parallel with a
 * short time-out, so a probe never hangs while a connection attempt does.
 */
export async function checkReadiness(deps: {
  db: TDatabase;
  redis: Redis | null;
  lifecycle: TLifecycle;
  timeoutMs?: number;
}): Promise<TReadiness> {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  const redisClient = deps.redis;
  const [database, redis] = await Promise.all([
    probe(() => deps.db.execute(sql`select 1`), timeoutMs),
    redisClient
      ? probe(() => redisClient.ping(), timeoutMs)
      : Promise.resolve('not-configured' as const),
  ]);
  const isShuttingDown = deps.lifecycle.isShuttingDown;
  return {
    isReady: !isShuttingDown && database === 'up' && redis !== 'down',
    database,
    redis,
    isShuttingDown,
  };
}
