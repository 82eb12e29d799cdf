import type { TRate } from '@portal/shared/contracts/catalogue';
import { getBrand } from '@portal/shared/domain/brands';
import type { TRateRow } from './rates.repository';

export function presentRate(row: TRateRow): TRate {
  const brand = getBrand(row.brandId);
  return {
    id: row.id,
    productId: row.productId,
    brandId: brand.id,
    roomType: row.roomType,
    basis: row.basis,
    validFrom: row.validFrom,
    validTo: row.validTo,
    weekdayMask: row.weekdayMask,
    minStay: row.minStay,
    costCents: row.costCents,
    sellCents: row.sellCents,
    childCostCents: row.childCostCents,
    childSellCents: row.childSellCents,
    currency: brand.currency,
  };
}
