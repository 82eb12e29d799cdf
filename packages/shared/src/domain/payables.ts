/**
 * Supplier payables: what the operator owes its suppliers for confirmed services and the charges
 * of cancelled ones, the suppliers' invoices matched to them and the payment runs that pay them
 * (docs/finance.md).
 */
import { gstOfLines, taxSplitOf, type TTaxCode } from './tax';

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

/**
 * Which expected supplier invoice line a service line of a booking gives, if any: a Confirmed
 * service is expected at its cost; a Cancelled one whose supplier keeps a charge, at the charge.
 */
export function expectedPayableOf(line: {
  status: string;
  costCents: number;
  supplierChargeCents: number;
}): { kind: TPayableKind; expectedCents: number } | null {
  if (line.status === 'Confirmed') return { kind: 'service', expectedCents: line.costCents };
  if (line.status === 'Cancelled' && line.supplierChargeCents > 0) {
    return { kind: 'cancellation', expectedCents: line.supplierChargeCents };
  }
  return null;
}

/**
 * What a matched supplier invoice line differs by: billed − expected, the expected amount being
 * the one stored when it was matched, or nothing when the line is no longer expected (a matched
 * service cancelled since: the whole billed amount is then the variance).
 */
export function payableVarianceOf(
  billedCents: number,
  matched: { expectedCents: number; isStillExpected: boolean },
): number {
  return billedCents - (matched.isStillExpected ? matched.expectedCents : 0);
}

/**
 * A supplier invoice's due date when none is given: the earliest due date of the expected lines
 * it matches, else `days` (the supplier's terms) after its issue date.
 */
export function supplierInvoiceDueOn(
  issuedOn: string,
  termsDays: number,
  matchedDueDates: readonly string[],
): string {
  const earliest = [...matchedDueDates].sort()[0];
  return earliest ?? addDays(issuedOn, termsDays);
}

/**
 * Picks the expected line a supplier invoice line matches automatically: one of the supplier's
 * unmatched expected lines on the file the line names (its reference, any case) for exactly the
 * amount billed. Anything less certain (another amount, no file reference) is left to a person.
 * `candidates` come in the order to prefer (earliest due first); `taken` holds the keys already
 * matched by earlier lines, so two lines never take the same expected line.
 */
export function autoMatchOf<
  TCandidate extends { key: string; fileReference: string; expectedCents: number },
>(
  line: { fileReference: string; amountCents: number },
  candidates: readonly TCandidate[],
  taken: ReadonlySet<string>,
): TCandidate | null {
  const reference = line.fileReference.trim().toUpperCase();
  if (reference === '') return null;
  return (
    candidates.find(
      (candidate) =>
        !taken.has(candidate.key) &&
        candidate.fileReference.toUpperCase() === reference &&
        candidate.expectedCents === line.amountCents,
    ) ?? null
  );
}

/**
 * A supplier invoice's amounts from its lines (docs/tax.md): the zero-rated part is the sum of its
 * zero-rated lines; the GST is taken once from the rest at the brand's rate. A line not matched
 * yet counts as standard-rated; a matched one carries its service line's tax code.
 */
export function supplierInvoiceAmountsOf(
  lines: readonly { taxCode: TTaxCode; amountCents: number }[],
  brandGstPercent: number,
): { totalCents: number; gstCents: number; zeroRatedCents: number } {
  const split = taxSplitOf(lines);
  return {
    totalCents: split.taxableCents + split.zeroRatedCents,
    gstCents: gstOfLines(lines, brandGstPercent),
    zeroRatedCents: split.zeroRatedCents,
  };
}
