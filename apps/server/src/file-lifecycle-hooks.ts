import { registerFileLifecycle } from './modules/files/file-lifecycle';
import { invoicesFileHooks } from './modules/invoices/invoices.file-hooks';
import { paymentsFileHooks } from './modules/online-payments/online-payments.file-hooks';
import { toursFileHooks } from './modules/regular-tours/tours.file-hooks';
import { supplierRequestsFileHooks } from './modules/supplier-requests/supplier-requests.file-hooks';
import { webhooksFileHooks } from './modules/webhooks/webhooks.file-hooks';

/**
 * Hands the files module what the other modules do when a file changes (modules/files/
 * file-lifecycle.ts). Called when the app is built; calling it again changes nothing.
 */
export function wireFileLifecycle(): void {
  registerFileLifecycle({
    supplierRequests: supplierRequestsFileHooks,
    invoices: invoicesFileHooks,
    payments: paymentsFileHooks,
    tours: toursFileHooks,
    webhooks: webhooksFileHooks,
  });
}
