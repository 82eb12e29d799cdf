import type {
  TAdminSupplierRequestListItem,
  TBookingAlert,
} from '@portal/shared/contracts/supplier-requests';
import { csvText, toCsv } from '../../lib/csv';

/** The back office's supplier requests as a spreadsheet opens them. */
export function toSupplierRequestsCsv(rows: readonly TAdminSupplierRequestListItem[]): string {
  return toCsv(
    [
      'Id',
      'Booking',
      'Booking name',
      'Supplier',
      'Service',
      'Type',
      'Date',
      'End date',
      'Adults',
      'Children',
      'Kind',
      'Status',
      'Service status',
      'Confirmation',
      'Reminders',
      'Sent',
      'Answered',
    ],
    rows.map((row) => [
      String(row.id),
      csvText(row.bookingReference),
      csvText(row.bookingName),
      csvText(row.supplierName),
      csvText(row.serviceName),
      row.serviceTypeCode,
      row.date,
      row.endDate,
      String(row.pax.adults),
      String(row.pax.children),
      row.kind,
      row.status,
      row.lineStatus,
      csvText(row.confirmation),
      String(row.reminderCount),
      row.sentAt ?? '',
      row.answeredAt ?? '',
    ]),
  );
}

/** The booking alerts as a spreadsheet opens them. */
export function toBookingAlertsCsv(rows: readonly TBookingAlert[]): string {
  return toCsv(
    ['Id', 'Raised', 'Booking', 'Kind', 'Supplier', 'Message', 'Resolved', 'Resolved by'],
    rows.map((row) => [
      String(row.id),
      row.createdAt,
      csvText(row.bookingReference),
      row.kind,
      csvText(row.supplierName),
      csvText(row.message),
      row.resolvedAt ?? '',
      csvText(row.resolvedByName),
    ]),
  );
}
