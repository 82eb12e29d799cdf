import type { TAppContext } from '../../app-context';
import type { TJobDefinition } from './job-definition';

export interface TJobRunResult {
  processed: number;
}

/**
 * Runs job definitions in this process: one run of a job at a time (a tick that comes while the
 * previous run is still busy is skipped), failures logged and never thrown, so a bad round never
 * stops the next one. Both scheduler adapters run their jobs through one of these.
 */
export interface TJobRunner {
  /** Runs the job now; null when a run of it is already in progress here (or it failed). */
  run(definition: TJobDefinition): Promise<TJobRunResult | null>;
  /** Resolves when every run in progress has finished. */
  settle(): Promise<void>;
  isRunning(name: string): boolean;
}

export function createJobRunner(ctx: TAppContext): TJobRunner {
  const inProgress = new Map<string, Promise<TJobRunResult | null>>();

  async function execute(definition: TJobDefinition): Promise<TJobRunResult | null> {
    const startedAt = Date.now();
    try {
      const result = await definition.run(ctx, ctx.clock.now());
      const level = result.processed > 0 ? 'info' : 'debug';
      ctx.log[level](
        { job: definition.name, processed: result.processed, ms: Date.now() - startedAt },
        'Scheduled job ran',
      );
      return { processed: result.processed };
    } catch (error) {
      ctx.log.error({ err: error, job: definition.name }, 'Scheduled job failed');
      return null;
    }
  }

  return {
    run(definition) {
      if (inProgress.has(definition.name)) {
        ctx.log.debug({ job: definition.name }, 'Scheduled job still running; tick skipped');
        return Promise.resolve(null);
      }
      const running = execute(definition).finally(() => inProgress.delete(definition.name));
      inProgress.set(definition.name, running);
      return running;
    },
    async settle() {
      await Promise.all(inProgress.values());
    },
    isRunning: (name) => inProgress.has(name),
  };
}
