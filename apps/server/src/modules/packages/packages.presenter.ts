import type { TPackageSummary } from '@portal/shared/contracts/catalogue';
import type { TAgentPackageSummary } from '@portal/shared/contracts/catalogue-api';
import { getBrand } from '@portal/shared/domain/brands';
import type { TAccommodationClass } from '@portal/shared/domain/pricing/codes';
import type { TPackageSummaryRow } from './packages.repository';

export function presentPackageSummary(row: TPackageSummaryRow): TPackageSummary {
  return {
    id: row.id,
    code: row.code,
    brandId: getBrand(row.brandId).id,
    name: row.name,
    description: row.description,
    startLocationId: row.startLocationId,
    durationNights: row.durationNights,
    transportType: row.transportType,
    productTariff: row.productTariff,
    status: row.status,
  };
}

export function presentAgentPackageSummary(
  row: TPackageSummaryRow,
  accommodationClasses: TAccommodationClass[],
): TAgentPackageSummary {
  return {
    ...presentPackageSummary(row),
    startLocationName: row.startLocationName,
    accommodationClasses,
  };
}
