import type { TLocation } from '@portal/shared/contracts/catalogue';
import type {
  TProductListItem,
  TSupplierAttachment,
  TSupplierListItem,
} from '@portal/shared/contracts/catalogue-api';
import type { TReleaseDueItem } from '@portal/shared/contracts/allotment-release';
import { csvText, toCsv } from '../../lib/csv';

/** The itinerary locations list as a spreadsheet opens it. */
export function toLocationsCsv(rows: readonly TLocation[]): string {
  return toCsv(
    ['Code', 'Name', 'Region', 'Country', 'Latitude', 'Longitude', 'Driving notes'],
    rows.map((row) => [
      csvText(row.code),
      csvText(row.name),
      csvText(row.region),
      row.country,
      String(row.latitude),
      String(row.longitude),
      String(row.drivingNotes.length),
    ]),
  );
}

/** The suppliers list as a spreadsheet opens it. */
export function toSuppliersCsv(rows: readonly TSupplierListItem[]): string {
  return toCsv(
    ['Code', 'Name', 'Email', 'Phone', 'Location', 'Products', 'Active'],
    rows.map((row) => [
      csvText(row.code),
      csvText(row.name),
      csvText(row.email),
      csvText(row.phone),
      csvText(row.locationName ?? ''),
      String(row.productCount),
      row.active ? 'yes' : 'no',
    ]),
  );
}

/** The products list as a spreadsheet opens it. */
export function toProductsCsv(rows: readonly TProductListItem[]): string {
  return toCsv(
    [
      'Code',
      'Name',
      'Supplier',
      'Service type',
      'Location',
      'Class',
      'Room types',
      'Pricing basis',
      'Capacity',
      'Start',
      'End',
      'Active',
    ],
    rows.map((row) => [
      csvText(row.code),
      csvText(row.name),
      csvText(row.supplierName),
      row.serviceTypeCode,
      csvText(row.locationName),
      row.accommodationClass ?? '',
      row.roomTypes.join(' '),
      row.pricingBasis,
      row.capacity === null ? '' : String(row.capacity),
      row.startTime ?? '',
      row.endTime ?? '',
      row.active ? 'yes' : 'no',
    ]),
  );
}

/** The supplier attachments list (not the files themselves) as a spreadsheet opens it. */
export function toSupplierAttachmentsCsv(rows: readonly TSupplierAttachment[]): string {
  return toCsv(
    [
      'Supplier',
      'Kind',
      'File name',
      'Type',
      'Size (bytes)',
      'Description',
      'Uploaded by',
      'Uploaded',
    ],
    rows.map((row) => [
      csvText(row.supplierName),
      row.kind,
      csvText(row.fileName),
      csvText(row.contentType),
      String(row.sizeBytes),
      csvText(row.description),
      csvText(row.uploadedBy ?? ''),
      row.createdAt,
    ]),
  );
}

/** The release-due list as a spreadsheet opens it, one availability record a row. */
export function toReleaseDueCsv(rows: readonly TReleaseDueItem[]): string {
  return toCsv(
    [
      'Supplier',
      'Product code',
      'Product',
      'Allotment of',
      'Date',
      'Releases on',
      'Allotment',
      'Used',
      'Unsold',
    ],
    rows.map((row) => [
      csvText(row.supplierName),
      csvText(row.productCode),
      csvText(row.productName),
      csvText(row.agencyName ?? 'General'),
      row.date,
      row.releasesOn,
      String(row.allotment),
      String(row.used),
      String(row.unsold),
    ]),
  );
}
