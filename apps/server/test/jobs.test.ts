import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/env';
import { createEmbeddedScheduler } from '../src/modules/jobs/embedded-scheduler';
import type { TJobDefinition } from '../src/modules/jobs/job-definition';
import type { TJobScheduler } from '../src/modules/jobs/job-scheduler';
import { JOB_DEFINITIONS } from '../src/job-registry';
import {
  offerIntervalMsFor,
  periodSecondsFor,
  queueNameFor,
  retryOnDeadlock,
} from '../src/modules/jobs/pg-boss-scheduler';
import { createJobContext } from './jobs-support';

const ctx = createJobContext();
let scheduler: TJobScheduler | null = null;
afterEach(async () => {
  const stopping = scheduler?.stop();
  // A run still waiting on a fake timer ends once time moves on.
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(60_000);
  await stopping;
  scheduler = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function countingJob(name: string, everyMs: number): TJobDefinition & { runs: Date[] } {
  const runs: Date[] = [];
  return {
    name,
    everyMs,
    runs,
    run: async (_ctx, now) => {
      runs.push(now);
      return { processed: 1 };
    },
  };
}

function startEmbedded(jobs: TJobDefinition[]): Promise<void> {
  scheduler = createEmbeddedScheduler(ctx);
  return scheduler.start(jobs);
}

describe('embedded job scheduler', () => {
  it('runs each job on its own interval, passing the context clock', async () => {
    vi.useFakeTimers();
    const fast = countingJob('test.fast', 1000);
    const slow = countingJob('test.slow', 3000);
    await startEmbedded([fast, slow]);

    await vi.advanceTimersByTimeAsync(999);
    expect(fast.runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(6001);
    expect(fast.runs).toHaveLength(7);
    expect(slow.runs).toHaveLength(2);
    expect(fast.runs[0]?.getTime()).toBe(ctx.clock.now().getTime());
  });

  it('never overlaps two runs of the same job and runs again once the slow one ends', async () => {
    vi.useFakeTimers();
    let active = 0;
    let maxActive = 0;
    let finished = 0;
    const slow: TJobDefinition = {
      name: 'test.slow-run',
      everyMs: 1000,
      run: async () => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        active -= 1;
        finished += 1;
        return { processed: 1 };
      },
    };
    await startEmbedded([slow]);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(maxActive).toBe(1);
    // Ticks at 1, 4, 7 and 10 s start runs (the ticks during a run are skipped): three have ended.
    expect(finished).toBe(3);
    expect(active).toBe(1);
    expect(await scheduler?.runNow('test.slow-run')).toBeNull();
  });

  it('logs a failing run and still runs the next tick', async () => {
    vi.useFakeTimers();
    const logError = vi.spyOn(ctx.log, 'error');
    let calls = 0;
    const flaky: TJobDefinition = {
      name: 'test.flaky',
      everyMs: 1000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('supplier mail server down');
        return { processed: 3 };
      },
    };
    await startEmbedded([flaky]);

    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'test.flaky', err: expect.any(Error) }),
      'Scheduled job failed',
    );
    expect(await scheduler?.runNow('test.flaky')).toEqual({ processed: 3 });
  });

  it('stops ticking when stopped and rejects unknown or duplicate jobs', async () => {
    vi.useFakeTimers();
    const job = countingJob('test.stop', 1000);
    await startEmbedded([job]);
    await vi.advanceTimersByTimeAsync(1000);
    await scheduler?.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(job.runs).toHaveLength(1);

    await expect(scheduler?.runNow('test.unknown')).rejects.toThrow(/No scheduled job/);
    const other = createEmbeddedScheduler(ctx);
    await expect(other.start([job, countingJob('test.stop', 2000)])).rejects.toThrow(/Two/);
    await expect(other.start([countingJob('test.too-often', 10)])).rejects.toThrow(/once a second/);
  });
});

describe('job configuration', () => {
  it('reads JOBS_ENABLED as a flag that defaults to on', () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(loadConfig({ JOBS_ENABLED: '0' }).jobsEnabled).toBe(false);
  });

  it('registers uniquely named jobs that pg-boss can queue', () => {
    const names = JOB_DEFINITIONS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    const queues = names.map(queueNameFor);
    expect(new Set(queues).size).toBe(queues.length);
    for (const queue of queues) expect(queue).toMatch(/^[\w-]+$/);
  });

  it('offers a pg-boss job several times per period, at least once a minute', () => {
    expect(queueNameFor('supplier-requests.reminders')).toBe('job_supplier-requests_reminders');
    const hourly = countingJob('test.hourly', 3_600_000);
    expect(periodSecondsFor(hourly)).toBe(3600);
    expect(offerIntervalMsFor(hourly)).toBe(60_000);
    const quick = countingJob('test.quick', 2000);
    expect(periodSecondsFor(quick)).toBe(2);
    expect(offerIntervalMsFor(quick)).toBe(500);
  });

  it('retries queue creation that PostgreSQL aborted as a deadlock, and nothing else', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let attempts = 0;
    const created = await retryOnDeadlock(async () => {
      attempts += 1;
      if (attempts < 3) throw deadlock;
      return 'queue';
    });
    expect({ created, attempts }).toEqual({ created: 'queue', attempts: 3 });

    const denied = Object.assign(new Error('permission denied'), { code: '42501' });
    let tries = 0;
    await expect(
      retryOnDeadlock(async () => {
        tries += 1;
        throw denied;
      }),
    ).rejects.toBe(denied);
    expect(tries).toBe(1);
    await expect(retryOnDeadlock(() => Promise.reject(deadlock), 2)).rejects.toBe(deadlock);
  });
});
