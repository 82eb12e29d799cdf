import PgBoss from 'pg-boss';
import type { TAppContext } from '../../app-context';
import type { TJobDefinition } from './job-definition';
import { createJobRunner } from './job-runner';
import { assertUniqueJobNames, findJob, type TJobScheduler } from './job-scheduler';

export interface TPgBossSchedulerOptions {
  connectionString: string;
  /** pg-boss's own schema in the application database. */
  schema?: string;
  /** Connections pg-boss may hold (it keeps its own small pool). */
  maxConnections?: number;
}

const HOUR_SECONDS = 3600;

/** Queue names allow letters, digits, underscores and hyphens; job names use dots. */
export function queueNameFor(jobName: string): string {
  return `job_${jobName.replace(/[^\w-]/g, '_')}`;
}

/** The period bucket in whole seconds: pg-boss keys singleton jobs by the database's clock. */
export function periodSecondsFor(job: TJobDefinition): number {
  return Math.max(1, Math.round(job.everyMs / 1000));
}

/** How often each instance offers a job: a few times per period, at least once a minute. */
export function offerIntervalMsFor(job: TJobDefinition): number {
  return Math.min(60_000, Math.max(250, Math.floor(job.everyMs / 4)));
}

const DEADLOCK = '40P01';

/**
 * Creating a queue creates and attaches a partition of pg-boss's job table: two instances starting
 * together can deadlock there, and PostgreSQL aborts one of them. The retry finds the queue made.
 */
export async function retryOnDeadlock<T>(operation: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * The multi-instance scheduler (decision 009). Every instance offers every job a few times per
 * period with `send(queue, {}, { singletonKey, singletonSeconds: period })`: pg-boss inserts with
 * ON CONFLICT DO NOTHING against a unique index on (queue, period bucket, key), so however many
 * instances offer, one job row exists per period. Queues use the `stately` policy (at most one
 * queued and one active job per queue), so a slow run is never overlapped by the next period on
 * another instance and missed periods do not pile up. Whichever instance's worker fetches the row
 * (SKIP LOCKED) runs it; retries are off, the next period is the retry.
 */
export function createPgBossScheduler(
  ctx: TAppContext,
  options: TPgBossSchedulerOptions,
): TJobScheduler {
  const runner = createJobRunner(ctx);
  let boss: PgBoss | null = null;
  let timers: NodeJS.Timeout[] = [];
  let jobs: readonly TJobDefinition[] = [];
  let starting: Promise<void> | null = null;

  async function offer(instance: PgBoss, job: TJobDefinition, workerId: string): Promise<void> {
    try {
      const id = await instance.send(
        queueNameFor(job.name),
        {},
        {
          singletonKey: 'period',
          singletonSeconds: periodSecondsFor(job),
          retryLimit: 0,
          expireInSeconds: Math.min(23 * HOUR_SECONDS, Math.max(15 * 60, periodSecondsFor(job))),
        },
      );
      // This instance created the period's job: fetch now rather than at the next poll.
      if (id) instance.notifyWorker(workerId);
    } catch (error) {
      ctx.log.warn({ err: error, job: job.name }, 'Could not queue a scheduled job');
    }
  }

  async function startBoss(definitions: readonly TJobDefinition[]): Promise<void> {
    const longestPeriod = Math.max(0, ...definitions.map(periodSecondsFor));
    const instance = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema ?? 'pgboss',
      max: options.maxConnections ?? 4,
      application_name: 'portal-jobs',
      // Jobs are offered by the instances themselves (above); pg-boss's cron clock is not used.
      schedule: false,
      // A completed job must stay in the job table (where the singleton index sees it) for at
      // least its whole period, or a late offer in the same period could insert it again.
      archiveCompletedAfterSeconds: Math.max(12 * HOUR_SECONDS, longestPeriod + 60),
      archiveFailedAfterSeconds: Math.max(12 * HOUR_SECONDS, longestPeriod + 60),
    });
    instance.on('error', (error) => ctx.log.error({ err: error }, 'pg-boss error'));
    boss = instance;
    await instance.start();

    for (const job of definitions) {
      const queue = queueNameFor(job.name);
      const queueOptions = { name: queue, policy: 'stately' as const, retryLimit: 0 };
      await retryOnDeadlock(() => instance.createQueue(queue, queueOptions));
      // A queue created by an older version keeps its row: bring its policy up to date.
      await retryOnDeadlock(() => instance.updateQueue(queue, queueOptions));
      const workerId = await instance.work(
        queue,
        { batchSize: 1, pollingIntervalSeconds: Math.min(2, Math.max(0.5, job.everyMs / 4000)) },
        async () => {
          await runner.run(job);
        },
      );
      void offer(instance, job, workerId);
      const timer = setInterval(() => void offer(instance, job, workerId), offerIntervalMsFor(job));
      timer.unref();
      timers.push(timer);
    }
    ctx.log.info({ jobs: definitions.map((job) => job.name) }, 'pg-boss job scheduler started');
  }

  return {
    kind: 'pg-boss',
    async start(definitions) {
      if (starting) throw new Error('The job scheduler is already started');
      assertUniqueJobNames(definitions);
      jobs = definitions;
      starting = startBoss(definitions);
      await starting;
    },
    async stop() {
      // A start still connecting finishes first, so its timers and workers are stopped too.
      await starting?.catch(() => undefined);
      for (const timer of timers) clearInterval(timer);
      timers = [];
      const instance = boss;
      boss = null;
      if (instance) await instance.stop({ graceful: true, wait: true, timeout: 10_000 });
      await runner.settle();
    },
    runNow: async (name) => runner.run(findJob(jobs, name)),
  };
}
