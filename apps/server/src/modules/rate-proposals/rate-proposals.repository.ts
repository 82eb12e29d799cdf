import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TRateProposalStatus } from '@portal/shared/contracts/rate-proposals';
import type { TExecutor } from '../../db/database';
import { products } from '../../db/schema/catalogue-products';
import { rateProposals } from '../../db/schema/rate-proposals';
import { suppliers } from '../../db/schema/suppliers';

export type TRateProposalInsert = Pick<
  typeof rateProposals.$inferInsert,
  | 'supplierId'
  | 'productId'
  | 'kind'
  | 'rateId'
  | 'proposed'
  | 'captured'
  | 'note'
  | 'createdByUserId'
  | 'createdByLabel'
>;

/** A proposal with the names its lists and emails show. */
export type TRateProposalRow = typeof rateProposals.$inferSelect & {
  supplierCode: string;
  supplierName: string;
  supplierEmail: string;
  productCode: string;
  productName: string;
};

export interface TRateProposalFilter {
  supplierId?: number | undefined;
  productId?: number | undefined;
  status?: TRateProposalStatus | undefined;
}

const columns = {
  id: rateProposals.id,
  supplierId: rateProposals.supplierId,
  productId: rateProposals.productId,
  kind: rateProposals.kind,
  status: rateProposals.status,
  rateId: rateProposals.rateId,
  proposed: rateProposals.proposed,
  captured: rateProposals.captured,
  note: rateProposals.note,
  createdByUserId: rateProposals.createdByUserId,
  createdByLabel: rateProposals.createdByLabel,
  reviewedByUserId: rateProposals.reviewedByUserId,
  reviewedByLabel: rateProposals.reviewedByLabel,
  reviewedAt: rateProposals.reviewedAt,
  reviewReason: rateProposals.reviewReason,
  createdAt: rateProposals.createdAt,
  updatedAt: rateProposals.updatedAt,
  supplierCode: suppliers.code,
  supplierName: suppliers.name,
  supplierEmail: suppliers.email,
  productCode: products.code,
  productName: products.name,
};

function conditions(filter: TRateProposalFilter): SQL | undefined {
  const list: SQL[] = [];
  if (filter.supplierId !== undefined) list.push(eq(rateProposals.supplierId, filter.supplierId));
  if (filter.productId !== undefined) list.push(eq(rateProposals.productId, filter.productId));
  if (filter.status !== undefined) list.push(eq(rateProposals.status, filter.status));
  return list.length > 0 ? and(...list) : undefined;
}

export async function insertRateProposal(
  executor: TExecutor,
  values: TRateProposalInsert,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(rateProposals)
    .values({ ...values, status: 'pending', createdAt: now, updatedAt: now })
    .returning({ id: rateProposals.id });
  if (!row) throw new Error('rate_proposals insert returned no row');
  return row.id;
}

export async function findRateProposalById(
  executor: TExecutor,
  id: number,
): Promise<TRateProposalRow | null> {
  const [row] = await executor
    .select(columns)
    .from(rateProposals)
    .innerJoin(suppliers, eq(suppliers.id, rateProposals.supplierId))
    .innerJoin(products, eq(products.id, rateProposals.productId))
    .where(eq(rateProposals.id, id));
  return row ?? null;
}

/** Newest first. */
export async function findRateProposalsPage(
  executor: TExecutor,
  filter: TRateProposalFilter & { page: number; perPage: number },
): Promise<{ rows: TRateProposalRow[]; total: number }> {
  const where = conditions(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select(columns)
      .from(rateProposals)
      .innerJoin(suppliers, eq(suppliers.id, rateProposals.supplierId))
      .innerJoin(products, eq(products.id, rateProposals.productId))
      .where(where)
      .orderBy(desc(rateProposals.createdAt), desc(rateProposals.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(rateProposals).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Moves a pending proposal to its outcome, in one conditional UPDATE: of two reviewers (or a
 * reviewer and the supplier withdrawing) only one sees it pending. False when it was not pending.
 */
export async function decideRateProposal(
  executor: TExecutor,
  id: number,
  outcome: {
    status: Exclude<TRateProposalStatus, 'pending'>;
    reviewedByUserId: number | null;
    reviewedByLabel: string;
    reviewReason: string | null;
  },
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(rateProposals)
    .set({ ...outcome, reviewedAt: now, updatedAt: now })
    .where(and(eq(rateProposals.id, id), eq(rateProposals.status, 'pending')))
    .returning({ id: rateProposals.id });
  return rows.length > 0;
}
