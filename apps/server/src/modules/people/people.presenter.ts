import {
  basisPointsToPercent,
  type TAdminAgency,
  type TPerson,
} from '@portal/shared/contracts/people';
import type { TAgencyListRow, TPersonRow } from './people.repository';

export function presentPerson(row: TPersonRow): TPerson {
  return {
    id: row.id,
    kind: row.kind,
    username: row.username,
    name: row.name,
    email: row.email,
    roles: row.roleNames,
    active: row.isActive,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAgency(row: TAgencyListRow): TAdminAgency {
  return {
    id: row.id,
    name: row.name,
    brandId: row.brandId,
    brandCode: row.brandCode,
    commissionPercent: basisPointsToPercent(row.commissionBasisPoints),
    creditLimitCents: row.creditLimitCents,
    email: row.email,
    phone: row.phone,
    active: row.active,
    clientDocumentBranding: row.clientDocumentBranding,
    travellerPayments: row.travellerPayments,
    clientMarkupPercent:
      row.clientMarkupBasisPoints === null
        ? null
        : basisPointsToPercent(row.clientMarkupBasisPoints),
    logo: row.logo
      ? {
          contentType: row.logo.contentType,
          sizeBytes: row.logo.sizeBytes,
          updatedAt: row.logo.updatedAt.toISOString(),
        }
      : null,
    userCount: row.userCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
