import type { TFileLifecycle } from '../files/file-lifecycle';
import { closePaymentSessionsOfCancelledFile } from './online-payments.service';

/** What online payments do when a file changes (modules/files/file-lifecycle.ts). */
export const paymentsFileHooks: TFileLifecycle['payments'] = {
  closeSessionsOfCancelledFile: closePaymentSessionsOfCancelledFile,
};
