import { pino } from 'pino';
import type { TAppContext } from '../src/app-context';
import { loadConfig } from '../src/config/env';

/**
 * The application context as the job schedulers see it: they read only the clock and the logger
 * and hand the context on to `run`, so the test jobs get this one (no database, no HTTP app).
 */
export function createJobContext(): TAppContext {
  const fixedNow = new Date('2026-03-02T09:00:00.000Z');
  const partial: Partial<TAppContext> = {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clock: { now: () => new Date(fixedNow) },
    log: pino({ level: 'silent' }),
  };
  return partial as TAppContext;
}
