import { inArray } from 'drizzle-orm';
import type { TCancellationPolicy } from '@portal/shared/contracts/cancellation';
import type { TExecutor } from '../../db/database';
import { products } from '../../db/schema/catalogue-products';

/**
 * The cancellation policy of each product (docs/pricing.md, "Cancellation fees"), read when a
 * booking's cancellation is quoted or charged. A product without one is absent from the map.
 */
export async function findCancellationPolicies(
  executor: TExecutor,
  productIds: readonly number[],
): Promise<Map<number, TCancellationPolicy>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: products.id, policy: products.cancellationPolicy })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(
    rows.flatMap((row) => (row.policy === null ? [] : [[row.id, row.policy] as const])),
  );
}
