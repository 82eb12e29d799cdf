/**
 * Query keys of the supplier payables screens. Every change to a supplier invoice or a payment run
 * moves figures on the other lists (an expected line's state, the variances, what a run may pay),
 * so a change invalidates `all` and every open list refetches.
 */
export const payablesKeys = {
  all: ['payables'] as const,
  expectedLines: (filter: object) => [...payablesKeys.all, 'expected-lines', filter] as const,
  variances: (filter: object) => [...payablesKeys.all, 'variances', filter] as const,
  supplierInvoices: (filter: object) => [...payablesKeys.all, 'supplier-invoices', filter] as const,
  supplierInvoice: (id: number) => [...payablesKeys.all, 'supplier-invoice', id] as const,
  candidates: (invoiceId: number, lineId: number, fileReference: string) =>
    [...payablesKeys.all, 'candidates', invoiceId, lineId, fileReference] as const,
  paymentRuns: (filter: object) => [...payablesKeys.all, 'payment-runs', filter] as const,
  paymentRun: (id: number) => [...payablesKeys.all, 'payment-run', id] as const,
  proposal: (brandId: number, dueBy: string) =>
    [...payablesKeys.all, 'payment-run-proposal', brandId, dueBy] as const,
  suppliers: (q: string) => [...payablesKeys.all, 'suppliers', q] as const,
};

export const PAYABLES_PAGE_SIZE = 20;

/** A brand id from the address ("1", "2"), or undefined for both brands. */
export function brandIdOf(value: string): 1 | 2 | undefined {
  return value === '1' ? 1 : value === '2' ? 2 : undefined;
}

/** A numeric id from the address, or undefined. */
export function idOf(value: string): number | undefined {
  return /^\d{1,10}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}
