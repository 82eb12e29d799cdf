import { and, asc, count, eq, gt, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { TReleaseDueItem } from '@portal/shared/contracts/allotment-release';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { productAvailability } from '../../db/schema/catalogue-availability';
import { products } from '../../db/schema/catalogue-products';
import { suppliers } from '../../db/schema/suppliers';

/** The date the supplier takes the units back: the record's date less its release days. */
const releasesOn = sql<string>`(${productAvailability.date} - ${productAvailability.releaseDays})::text`;

/**
 * Allotment with units unsold whose release date falls from `from` to `to`, supplier by supplier
 * then by release date: what the contracting team must sell or let go before the supplier takes
 * it back (docs/pricing.md, "Release due").
 */
export async function findReleaseDuePage(
  executor: TExecutor,
  window: { from: string; to: string; page: number; perPage: number },
): Promise<{ rows: TReleaseDueItem[]; total: number }> {
  const where = and(
    eq(productAvailability.kind, 'allotment'),
    isNotNull(productAvailability.releaseDays),
    gt(productAvailability.allotment, productAvailability.allotmentUsed),
    gte(sql`${productAvailability.date} - ${productAvailability.releaseDays}`, window.from),
    lte(sql`${productAvailability.date} - ${productAvailability.releaseDays}`, window.to),
  );
  const [rows, totals] = await Promise.all([
    executor
      .select({
        id: productAvailability.id,
        supplierId: suppliers.id,
        supplierName: suppliers.name,
        productId: products.id,
        productCode: products.code,
        productName: products.name,
        agencyId: productAvailability.agencyId,
        agencyName: agencies.name,
        date: productAvailability.date,
        releasesOn,
        allotment: sql<number>`coalesce(${productAvailability.allotment}, 0)`.mapWith(Number),
        used: productAvailability.allotmentUsed,
        unsold:
          sql<number>`coalesce(${productAvailability.allotment}, 0) - ${productAvailability.allotmentUsed}`.mapWith(
            Number,
          ),
      })
      .from(productAvailability)
      .innerJoin(products, eq(products.id, productAvailability.productId))
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .leftJoin(agencies, eq(agencies.id, productAvailability.agencyId))
      .where(where)
      .orderBy(
        asc(suppliers.name),
        asc(releasesOn),
        asc(products.code),
        asc(productAvailability.date),
        asc(productAvailability.id),
      )
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage),
    executor.select({ total: count() }).from(productAvailability).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
