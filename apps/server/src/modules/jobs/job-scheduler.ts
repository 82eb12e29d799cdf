import type { TJobDefinition } from './job-definition';
import type { TJobRunResult } from './job-runner';

/**
 * Where scheduled jobs run. Two adapters (decision 009):
 * - `embedded` (PGlite or no DATABASE_URL): timers in this process;
 * - `pg-boss` (DATABASE_URL): a PostgreSQL job queue shared by every server instance, so each
 *   period of a job runs on exactly one instance.
 * Either way a job never overlaps itself within a process and its failures are logged, not thrown.
 */
export interface TJobScheduler {
  readonly kind: 'embedded' | 'pg-boss';
  /** Starts running `jobs` on their intervals; once per scheduler. */
  start(jobs: readonly TJobDefinition[]): Promise<void>;
  /** Stops scheduling and waits for runs in progress in this process. */
  stop(): Promise<void>;
  /**
   * Runs one started job immediately in this process (an operator's "run now", or a test); null
   * when a run of it is already in progress here or it failed (the failure is logged).
   */
  runNow(name: string): Promise<TJobRunResult | null>;
}

export function assertUniqueJobNames(jobs: readonly TJobDefinition[]): void {
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.name)) throw new Error(`Two scheduled jobs are named ${job.name}`);
    if (!Number.isFinite(job.everyMs) || job.everyMs < 1000) {
      throw new Error(`Scheduled job ${job.name} must run at most once a second`);
    }
    seen.add(job.name);
  }
}

export function findJob(jobs: readonly TJobDefinition[], name: string): TJobDefinition {
  const job = jobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`No scheduled job is named ${name}`);
  return job;
}
