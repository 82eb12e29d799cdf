import { balanceOwingOf, depositOwingOf, type TOwingInvoice } from './invoice-owing';
import { daysBetween } from './pricing/calendar';

/**
 * Aged debtors (docs/finance.md, "Debtors"): what an agency owes, by how many days each amount is
 * overdue on a date. An invoice falls due in two parts: the deposit still owing on its deposit's
 * due date and the rest (the balance still owing) on the balance's (invoice-owing.ts); each part
 * is aged on its own date.
 */

/** Not yet due; 1–30, 31–60, 61–90 and more than 90 days overdue. */
export const AGEING_BUCKETS = [
  'current',
  'days1To30',
  'days31To60',
  'days61To90',
  'over90',
] as const;
export type TAgeingBucket = (typeof AGEING_BUCKETS)[number];

/** An amount split by ageing bucket, with its total (cents). */
export type TAgedCents = Record<TAgeingBucket, number> & { total: number };

/**
 * The bucket of an amount due on `dueOn` as seen on `asOf`: current up to and including its due
 * date, then by whole days overdue (due yesterday is 1 day overdue).
 */
export function ageingBucketOf(dueOn: string, asOf: string): TAgeingBucket {
  const overdue = daysBetween(dueOn, asOf);
  if (overdue <= 0) return 'current';
  if (overdue <= 30) return 'days1To30';
  if (overdue <= 60) return 'days31To60';
  if (overdue <= 90) return 'days61To90';
  return 'over90';
}

export function emptyAged(): TAgedCents {
  return { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 0 };
}

/** An invoice as ageing reads it: what is owed on it and when its two parts fall due. */
export interface TAgeableInvoice extends TOwingInvoice {
  depositDueOn: string;
  balanceDueOn: string;
}

/**
 * What is still owing on one invoice, aged on `asOf`: the deposit still owing in the bucket of
 * its due date, the balance still owing in the bucket of its own. An invoice paid or credited in
 * full (or beyond) owes nothing; a void one never owes anything either (its credit note took all of
 * it back, and it takes no payments).
 */
export function agedOwingOf(invoice: TAgeableInvoice, asOf: string): TAgedCents {
  const aged = emptyAged();
  const deposit = depositOwingOf(invoice);
  const balance = balanceOwingOf(invoice);
  aged[ageingBucketOf(invoice.depositDueOn, asOf)] += deposit;
  aged[ageingBucketOf(invoice.balanceDueOn, asOf)] += balance;
  aged.total = deposit + balance;
  return aged;
}

/** Bucket by bucket sums (a debtor's invoices, or the report's totals row). */
export function sumAged(list: readonly TAgedCents[]): TAgedCents {
  const sum = emptyAged();
  for (const aged of list) {
    for (const bucket of AGEING_BUCKETS) sum[bucket] += aged[bucket];
    sum.total += aged.total;
  }
  return sum;
}
