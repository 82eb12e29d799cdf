import type { TLocation, TSupplier } from '@portal/shared/contracts/catalogue';
import type {
  TAvailabilityDay,
  TProductListItem,
  TSupplierAttachment,
  TSupplierDetail,
  TSupplierListItem,
} from '@portal/shared/contracts/catalogue-api';
import type { TAttachmentListRow } from './attachments.repository';
import type { TAvailabilityRow } from './availability.repository';
import type { TLocationWithNotes } from './locations.repository';
import type { TProductListRow } from './products.repository';
import type { TSupplierListRow, TSupplierRow } from './suppliers.repository';
import type { TSupplierDetailRow, TSupplierWithLocation } from './suppliers.service';

export function presentLocation(row: TLocationWithNotes): TLocation {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    region: row.region,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    drivingNotes: row.drivingNotes,
  };
}

export function presentSupplier(row: TSupplierRow): TSupplier {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    address: row.address,
    locationId: row.locationId,
    active: row.active,
    confirmsEveryBooking: row.confirmsEveryBooking,
    paymentTermsBasis: row.paymentTermsBasis,
    paymentTermsDays: row.paymentTermsDays,
  };
}

export function presentSupplierWithLocation(
  row: TSupplierWithLocation,
): TSupplier & { locationName: string | null } {
  return { ...presentSupplier(row), locationName: row.locationName };
}

export function presentSupplierListItem(row: TSupplierListRow): TSupplierListItem {
  return {
    ...presentSupplier(row),
    locationName: row.locationName,
    productCount: row.productCount,
  };
}

export function presentProduct(row: TProductListRow): TProductListItem {
  return {
    id: row.id,
    code: row.code,
    supplierId: row.supplierId,
    serviceTypeCode: row.serviceTypeCode,
    locationId: row.locationId,
    name: row.name,
    description: row.description,
    startTime: row.startTime,
    endTime: row.endTime,
    durationMinutes: row.durationMinutes,
    voucherText: row.voucherText,
    phone: row.phone,
    address: row.address,
    accommodationClass: row.accommodationClass,
    roomTypes: row.roomTypes,
    pricingBasis: row.pricingBasis,
    capacity: row.capacity,
    infantMaxAge: row.infantMaxAge,
    childMaxAge: row.childMaxAge,
    cancellationPolicy: row.cancellationPolicy,
    active: row.active,
    supplierName: row.supplierName,
    supplierCode: row.supplierCode,
    locationName: row.locationName,
  };
}

export function presentAttachment(row: TAttachmentListRow): TSupplierAttachment {
  return {
    id: row.id,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    description: row.description,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSupplierDetail(row: TSupplierDetailRow): TSupplierDetail {
  return {
    ...presentSupplierWithLocation(row),
    products: row.products.map((product) => {
      const {
        supplierName: _supplierName,
        supplierCode: _supplierCode,
        locationName: _locationName,
        ...rest
      } = presentProduct(product);
      return rest;
    }),
    attachments: row.attachments.map(presentAttachment),
  };
}

export function presentAvailabilityDay(row: TAvailabilityRow): TAvailabilityDay {
  const isAllotment = row.kind === 'allotment';
  return {
    date: row.date,
    agencyId: row.agencyId,
    kind: row.kind,
    allotment: isAllotment ? row.allotment : null,
    allotmentUsed: row.allotmentUsed,
    remaining: isAllotment && row.allotment !== null ? row.allotment - row.allotmentUsed : null,
    releaseDays: isAllotment ? row.releaseDays : null,
    hasOnRequestFallback: row.hasOnRequestFallback,
  };
}
