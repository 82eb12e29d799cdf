import { contentJobs } from './modules/content/content.jobs';
import { paymentJobs } from './modules/online-payments/online-payments.jobs';
import { partnerApiJobs } from './modules/partner-api/partner-api.jobs';
import { supplierRequestJobs } from './modules/supplier-requests/supplier-requests.jobs';
import type { TJobDefinition } from './modules/jobs/job-definition';

/** Every scheduled job of the server, in one list: the scheduler starts exactly these. */
export const JOB_DEFINITIONS: readonly TJobDefinition[] = [
  ...supplierRequestJobs,
  ...paymentJobs,
  ...contentJobs,
  ...partnerApiJobs,
];
