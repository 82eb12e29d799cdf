import type { TAppContext } from '../../app-context';
import type { TJobDefinition } from './job-definition';
import { createJobRunner } from './job-runner';
import { assertUniqueJobNames, findJob, type TJobScheduler } from './job-scheduler';

/**
 * The single-process scheduler (PGlite, or no DATABASE_URL): one unref'd interval per job, so a
 * pending tick never keeps the process alive. With one process there is nobody to coordinate with.
 */
export function createEmbeddedScheduler(ctx: TAppContext): TJobScheduler {
  const runner = createJobRunner(ctx);
  let timers: NodeJS.Timeout[] = [];
  let jobs: readonly TJobDefinition[] = [];

  return {
    kind: 'embedded',
    async start(definitions) {
      if (timers.length > 0) throw new Error('The job scheduler is already started');
      assertUniqueJobNames(definitions);
      jobs = definitions;
      timers = definitions.map((definition) => {
        const timer = setInterval(() => void runner.run(definition), definition.everyMs);
        timer.unref();
        return timer;
      });
      ctx.log.info({ jobs: definitions.map((job) => job.name) }, 'Embedded job scheduler started');
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await runner.settle();
    },
    runNow: async (name) => runner.run(findJob(jobs, name)),
  };
}
