import type { TLocation } from '@portal/shared/contracts/catalogue';
import type {
  TProductListItem,
  TSupplierAttachment,
  TSupplierListItem,
} from '@portal/shared/contracts/catalogue-api';

/** At most this many rows in one catalogue export (the lists' filters narrow it down). */
export const CATALOGUE_CSV_LIMIT = 5000;

/** A text cell: always quoted, spreadsheet formulas defused (CSV injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], body: readonly string[][]): string {
  return `${[header.join(','), ...body.map((row) => row.join(','))].join('\r\n')}\r\n`;
}

/** The itinerary locations list as a spreadsheet opens it. */
export function toLocationsCsv(rows: readonly TLocation[]): string {
  return toCsv(
    ['Code', 'Name', 'Region', 'Country', 'Latitude', 'Longitude', 'Driving notes'],
    rows.map((row) => [
      csvCell(row.code),
      csvCell(row.name),
      csvCell(row.region),
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
      csvCell(row.code),
      csvCell(row.name),
      csvCell(row.email),
      csvCell(row.phone),
      csvCell(row.locationName ?? ''),
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
      csvCell(row.code),
      csvCell(row.name),
      csvCell(row.supplierName),
      row.serviceTypeCode,
      csvCell(row.locationName),
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
      csvCell(row.supplierName),
      row.kind,
      csvCell(row.fileName),
      csvCell(row.contentType),
      String(row.sizeBytes),
      csvCell(row.description),
      csvCell(row.uploadedBy ?? ''),
      row.createdAt,
    ]),
  );
}
