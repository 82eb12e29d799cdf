import type {
  TCurrentValues,
  TRateProposal,
  TRateProposalDetail,
  TSupplierRateProduct,
} from '@portal/shared/contracts/rate-proposals';
import { diffRateProposal } from '@portal/shared/domain/rate-proposal-diff';
import type { TProductListRow } from '../catalogue/products.repository';
import type { TRateProposalRow } from './rate-proposals.repository';

export function presentRateProposal(row: TRateProposalRow): TRateProposal {
  return {
    id: row.id,
    supplierId: row.supplierId,
    supplierCode: row.supplierCode,
    supplierName: row.supplierName,
    productId: row.productId,
    productCode: row.productCode,
    productName: row.productName,
    kind: row.kind,
    status: row.status,
    rateId: row.rateId,
    proposed: row.proposed,
    captured: row.captured,
    note: row.note,
    createdBy: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
    reviewedBy: row.reviewedByLabel,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reviewReason: row.reviewReason,
  };
}

/** Pending: the diff against the live values; decided: against the values captured when proposed. */
export function presentRateProposalDetail(
  row: TRateProposalRow,
  current: { live: TCurrentValues | null; hasCurrentChanged: boolean },
): TRateProposalDetail {
  return {
    ...presentRateProposal(row),
    live: current.live,
    diff: diffRateProposal(row.proposed, current.live ?? row.captured),
    hasCurrentChanged: current.hasCurrentChanged,
  };
}

export function presentSupplierRateProduct(row: TProductListRow): TSupplierRateProduct {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    serviceTypeCode: row.serviceTypeCode,
    pricingBasis: row.pricingBasis,
    roomTypes: row.roomTypes,
    active: row.active,
  };
}
