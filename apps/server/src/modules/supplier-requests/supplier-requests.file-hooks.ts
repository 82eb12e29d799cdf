import type { TFileLifecycle } from '../files/file-lifecycle';
import {
  dispatchSupplierRequests,
  recordStaffAnswer,
  withdrawSupplierRequests,
} from './supplier-requests.dispatch';
import { findFileRequests } from './supplier-requests.repository';

/** What supplier requests do when a file changes (modules/files/file-lifecycle.ts). */
export const supplierRequestsFileHooks: TFileLifecycle['supplierRequests'] = {
  dispatch: dispatchSupplierRequests,
  withdrawAll: withdrawSupplierRequests,
  recordStaffAnswer,
  ofFile: findFileRequests,
};
