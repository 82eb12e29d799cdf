/**
 * Supplier payables: what the operator owes its suppliers for confirmed services and the charges
 * of cancelled ones, the suppliers' invoices matched to them and the payment runs that pay them
 * (docs/finance.md).
 */

/**
 * When a supplier wants its money: a number of days after the service (its last day), or before
 * the booking's arrival (a deposit-style supplier, e.g. a lodge paid 14 days before arrival).
 */
export const PAYMENT_TERMS_BASES = ['after_service', 'before_arrival'] as const;
export type TPaymentTermsBasis = (typeof PAYMENT_TERMS_BASES)[number];

export const DEFAULT_PAYMENT_TERMS = { basis: 'after_service', days: 30 } as const satisfies {
  basis: TPaymentTermsBasis;
  days: number;
};

/** The most days a term may count, either way (a year). */
export const MAX_PAYMENT_TERMS_DAYS = 365;

/**
 * What an expected supplier invoice line is for: a confirmed service, or the charge a supplier
 * keeps when a service is cancelled under its policy (file_service_lines.supplier_charge_cents).
 */
export const PAYABLE_KINDS = ['service', 'cancellation'] as const;
export type TPayableKind = (typeof PAYABLE_KINDS)[number];

/**
 * A supplier invoice as the back office works it: entered (its lines are matched to expected
 * lines, by hand or automatically), approved for payment, paid by a payment run, or void (entered
 * in error; its matches are released).
 */
export const SUPPLIER_INVOICE_STATUSES = ['entered', 'approved', 'paid', 'void'] as const;
export type TSupplierInvoiceStatus = (typeof SUPPLIER_INVOICE_STATUSES)[number];

/** How a supplier invoice line came to be matched to its expected line. */
export const PAYABLE_MATCH_SOURCES = ['auto', 'manual'] as const;
export type TPayableMatchSource = (typeof PAYABLE_MATCH_SOURCES)[number];

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The date an expected line falls due under its supplier's terms: `days` after the service's last
 * day, or `days` before the booking's travel date.
 */
export function payableDueOn(
  terms: { basis: TPaymentTermsBasis; days: number },
  dates: { serviceEndDate: string; travelDate: string },
): string {
  return terms.basis === 'before_arrival'
    ? addDays(dates.travelDate, -terms.days)
    : addDays(dates.serviceEndDate, terms.days);
}
