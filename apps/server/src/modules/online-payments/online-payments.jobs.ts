import type { TJobDefinition } from '../jobs/job-definition';
import { runProviderFollowUp } from './online-payments.follow-up';
import { createPaymentProvider } from './online-payments.providers';
import { sendPaymentReminders } from './online-payments.reminders';

/** Scheduled work of this module (the scheduler runs each on one instance at a time). */
export const paymentJobs: TJobDefinition[] = [
  {
    name: 'online-payments.reminders',
    // Hourly: reminders are recorded per day, so the later runs of a day send nothing new.
    everyMs: 60 * 60_000,
    run: (ctx, now) => sendPaymentReminders(ctx, now),
  },
  {
    // Checkout pages the portal closed and refunds it decided, not yet done at the provider
    // (the provider was down when they were first tried).
    name: 'online-payments.provider-follow-up',
    everyMs: 60_000,
    run: (ctx, now) => runProviderFollowUp(ctx, createPaymentProvider(ctx), now),
  },
];
