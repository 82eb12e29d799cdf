import { and, asc, eq, gte } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { locations } from '../../db/schema/catalogue-locations';
import { products } from '../../db/schema/catalogue-products';
import { rates } from '../../db/schema/catalogue-rates';
import { suppliers } from '../../db/schema/suppliers';

/**
 * The rates of one market still valid on or after `fromDate`, of active products of active
 * suppliers, in a stable order (supplier, product, season, room type).
 */
export function findSellableRates(executor: TExecutor, brandId: number, fromDate: string) {
  return executor
    .select({
      productCode: products.code,
      productName: products.name,
      supplierId: products.supplierId,
      supplierName: suppliers.name,
      serviceTypeCode: products.serviceTypeCode,
      locationName: locations.name,
      validFrom: rates.validFrom,
      validTo: rates.validTo,
      weekdayMask: rates.weekdayMask,
      minStay: rates.minStay,
      basis: rates.basis,
      roomType: rates.roomType,
      costCents: rates.costCents,
      sellCents: rates.sellCents,
    })
    .from(rates)
    .innerJoin(products, eq(products.id, rates.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(
      and(
        eq(rates.brandId, brandId),
        gte(rates.validTo, fromDate),
        eq(products.active, true),
        eq(suppliers.active, true),
      ),
    )
    .orderBy(
      asc(suppliers.name),
      asc(products.name),
      asc(rates.validFrom),
      asc(rates.roomType),
      asc(rates.id),
    );
}

export type TSellableRate = Awaited<ReturnType<typeof findSellableRates>>[number];
