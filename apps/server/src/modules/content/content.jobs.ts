import type { TJobDefinition } from '../jobs/job-definition';
import { contentBatchRunnerOf } from './content-batch-runner';

/**
 * Batches start at once in the process that creates them; this job resumes the ones whose worker
 * stopped (a restart, another instance gone) and lets other instances help with long ones.
 */
export const contentJobs: readonly TJobDefinition[] = [
  {
    name: 'content.batches',
    everyMs: 60_000,
    run: async (ctx) => ({ processed: await contentBatchRunnerOf(ctx).resumeActive() }),
  },
];
