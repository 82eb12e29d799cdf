import type { TAdminPrize, TPrizeClaim } from '@portal/shared/contracts/prizes';
import type { TPrizeClaimRow, TPrizeWithCount } from './prizes.repository';

export function presentAdminPrize(row: TPrizeWithCount): TAdminPrize {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    stock: row.stock,
    active: row.active,
    chosenCount: row.chosenCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPrizeClaim(row: TPrizeClaimRow): TPrizeClaim {
  return {
    fileReference: row.fileReference,
    bookingName: row.bookingName,
    agencyName: row.agencyName,
    prizeId: row.prizeId,
    prizeName: row.prizeName,
    chosenAt: row.chosenAt.toISOString(),
  };
}
