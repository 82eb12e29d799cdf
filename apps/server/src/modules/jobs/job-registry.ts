import { contentJobs } from '../content/content.jobs';
import { paymentJobs } from '../online-payments/online-payments.jobs';
import { supplierRequestJobs } from '../supplier-requests/supplier-requests.jobs';
import type { TJobDefinition } from './job-definition';

/** Every scheduled job of the server, in one list: the scheduler starts exactly these. */
export const JOB_DEFINITIONS: readonly TJobDefinition[] = [
  ...supplierRequestJobs,
  ...paymentJobs,
  ...contentJobs,
];
