import { getBrand } from '@portal/shared/domain/brands';
import { csvText, toCsv } from '../../lib/csv';
import type { TPackageSummaryRow } from './packages.repository';

/** The packages list as a spreadsheet opens it. */
export function toPackagesCsv(rows: readonly TPackageSummaryRow[]): string {
  return toCsv(
    ['Code', 'Name', 'Brand', 'Status', 'Nights', 'Transport', 'Start location', 'Tariff'],
    rows.map((row) => [
      csvText(row.code),
      csvText(row.name),
      getBrand(row.brandId).code,
      row.status,
      String(row.durationNights),
      row.transportType,
      csvText(row.startLocationName),
      csvText(row.productTariff),
    ]),
  );
}
