import { asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';

export type TAgencyPricingRow = Pick<
  typeof agencies.$inferSelect,
  | 'id'
  | 'name'
  | 'brandId'
  | 'pricingModel'
  | 'active'
  | 'commissionBasisPoints'
  | 'clientMarkupBasisPoints'
>;

const columns = {
  id: agencies.id,
  name: agencies.name,
  brandId: agencies.brandId,
  pricingModel: agencies.pricingModel,
  active: agencies.active,
  commissionBasisPoints: agencies.commissionBasisPoints,
  clientMarkupBasisPoints: agencies.clientMarkupBasisPoints,
};

/** An agency as pricing sees it: its market and whether it buys gross or net. */
export async function findAgencyById(
  executor: TExecutor,
  id: number,
): Promise<TAgencyPricingRow | null> {
  const [row] = await executor.select(columns).from(agencies).where(eq(agencies.id, id));
  return row ?? null;
}

export function findAgencies(executor: TExecutor): Promise<TAgencyPricingRow[]> {
  return executor.select(columns).from(agencies).orderBy(asc(agencies.name), asc(agencies.id));
}

export async function updateAgencyPricingModel(
  executor: TExecutor,
  id: number,
  pricingModel: TAgencyPricingRow['pricingModel'],
  now: Date,
): Promise<void> {
  await executor.update(agencies).set({ pricingModel, updatedAt: now }).where(eq(agencies.id, id));
}
