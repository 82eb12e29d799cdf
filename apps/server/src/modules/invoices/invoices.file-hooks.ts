import { depositOwingOf } from '@portal/shared/domain/invoice-owing';
import type { TFileLifecycle } from '../files/file-lifecycle';
import { reconcileFileInvoices } from './invoices.billing';
import { findFileInvoices, sumAgencyOwing } from './invoices.repository';

/** What billing does when a file changes (modules/files/file-lifecycle.ts). */
export const invoicesFileHooks: TFileLifecycle['invoices'] = {
  reconcile: reconcileFileInvoices,
  agencyOwing: sumAgencyOwing,
  async depositOf(executor, fileId) {
    const invoices = await findFileInvoices(executor, fileId);
    const [first] = invoices;
    if (!first) return null;
    // Payments are allocated oldest invoice first, so what the file shows paid meets the
    // first invoice's deposit before anything else; a credit that brings the invoice below its
    // deposit lowers the deposit with it (the deposit still owed is what a payment session takes).
    const paidCents = invoices.reduce((sum, invoice) => sum + invoice.paidCents, 0);
    return { depositCents: depositOwingOf({ ...first, paidCents: 0 }), paidCents };
  },
};
