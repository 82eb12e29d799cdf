import type { TExecutor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findAgencies, findAgencyById, type TAgencyPricingRow } from './agencies.repository';

export type { TAgencyPricingRow };

/** An agency as pricing sees it (its market, gross or net); NOT_FOUND when there is none. */
export async function getAgencyPricing(
  executor: TExecutor,
  id: number,
): Promise<TAgencyPricingRow> {
  const agency = await findAgencyById(executor, id);
  if (!agency) throw notFound('Agency');
  return agency;
}

/** Every agency as pricing sees it, by name. */
export function listAgencyPricing(executor: TExecutor): Promise<TAgencyPricingRow[]> {
  return findAgencies(executor);
}
