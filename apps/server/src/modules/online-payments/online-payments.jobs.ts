import type { TJobDefinition } from '../jobs/job-definition';
import { sendPaymentReminders } from './online-payments.reminders';

/** Scheduled work of this module (the scheduler runs each on one instance at a time). */
export const paymentJobs: TJobDefinition[] = [
  {
    name: 'online-payments.reminders',
    // Hourly: reminders are recorded per day, so the later runs of a day send nothing new.
    everyMs: 60 * 60_000,
    run: (ctx, now) => sendPaymentReminders(ctx, now),
  },
];
