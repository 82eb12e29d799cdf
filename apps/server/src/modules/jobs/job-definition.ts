import type { TAppContext } from '../../app-context';

/**
 * A scheduled job: a module declares what runs and how often, the scheduler decides where. With
 * several server instances a tick runs on exactly one of them (see job-scheduler.ts); `run` is
 * still written to be safe if repeated (it records what it did, so a second run finds nothing).
 */
export interface TJobDefinition {
  /** Unique, `<module>.<job>`: e.g. `supplier-requests.reminders`. */
  name: string;
  /** How often the job runs. */
  everyMs: number;
  /** Does one round of work as of `now`; answers how many things it handled (for the log). */
  run: (ctx: TAppContext, now: Date) => Promise<{ processed: number }>;
}
