import type { TFileLifecycle } from '../files/file-lifecycle';
import { reconcileFileInvoices } from './invoices.billing';

/** What billing does when a file changes (modules/files/file-lifecycle.ts). */
export const invoicesFileHooks: TFileLifecycle['invoices'] = { reconcile: reconcileFileInvoices };
