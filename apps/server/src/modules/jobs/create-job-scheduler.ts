import type { TAppContext } from '../../app-context';
import { createEmbeddedScheduler } from './embedded-scheduler';
import type { TJobScheduler } from './job-scheduler';
import { createPgBossScheduler } from './pg-boss-scheduler';

/** PostgreSQL (DATABASE_URL) gets the queue shared by all instances; PGlite runs jobs in-process. */
export function createJobScheduler(ctx: TAppContext): TJobScheduler {
  return ctx.config.databaseUrl
    ? createPgBossScheduler(ctx, { connectionString: ctx.config.databaseUrl })
    : createEmbeddedScheduler(ctx);
}
