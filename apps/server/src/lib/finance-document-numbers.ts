import { sql } from 'drizzle-orm';
import { getBrand } from '@portal/shared/domain/brands';
import type { TExecutor } from '../db/database';
import { financeDocumentCounters } from '../db/schema/finance';

/**
 * Numbers of the finance documents (invoices, credit notes, supplier payment runs): per brand and
 * kind, with no gaps, from finance_document_counters. Shared by the modules that issue them.
 */
export type TFinanceDocumentKind = 'invoice' | 'credit_note' | 'payment_run';

/** Takes the next number of a kind of document for a brand; the counter row stays locked until commit. */
export async function nextDocumentNumber(
  executor: TExecutor,
  brandId: number,
  kind: TFinanceDocumentKind,
): Promise<number> {
  const [row] = await executor
    .insert(financeDocumentCounters)
    .values({ brandId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [financeDocumentCounters.brandId, financeDocumentCounters.kind],
      set: { lastNumber: sql`${financeDocumentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: financeDocumentCounters.lastNumber });
  if (!row) throw new Error('finance document counter not returned');
  return row.lastNumber;
}

/** A document's number as printed: prefix, brand code, six digits (INV-NZ-000042). */
export function documentNumber(prefix: string, brandId: number, n: number): string {
  return `${prefix}-${getBrand(brandId).code}-${String(n).padStart(6, '0')}`;
}
