/**
 * The accounting export (docs/finance.md, "Accounting export"): the portal's documents as the CSV
 * files Xero imports. Each kind is one file layout.
 *
 * - `sales`: tax invoices and credit notes, Xero's sales invoice import (a credit note is a
 *   negative document).
 * - `bills`: supplier invoices, Xero's bill import.
 * - `receipts`: payments received from agencies and refunds paid back to them, and
 * - `supplier-payments`: what payment runs paid each supplier; both as Xero's precoded bank
 *   statement import, to be reconciled against the invoices and bills.
 */
export const ACCOUNTING_EXPORT_KINDS = ['sales', 'bills', 'receipts', 'supplier-payments'] as const;
export type TAccountingExportKind = (typeof ACCOUNTING_EXPORT_KINDS)[number];

/** The documents an export carries, each exported once unless re-exported on purpose. */
export const ACCOUNTING_DOCUMENT_TYPES = [
  'invoice',
  'credit_note',
  'payment',
  'refund',
  'supplier_invoice',
  'supplier_remittance',
] as const;
export type TAccountingDocumentType = (typeof ACCOUNTING_DOCUMENT_TYPES)[number];
