import { getBrand } from '@portal/shared/domain/brands';
import { csvCell, toCsv } from '../catalogue/catalogue.csv';
import type { TPackageSummaryRow } from './packages.repository';

/** The packages list as a spreadsheet opens it. */
export function toPackagesCsv(rows: readonly TPackageSummaryRow[]): string {
  return toCsv(
    ['Code', 'Name', 'Brand', 'Status', 'Nights', 'Transport', 'Start location', 'Tariff'],
    rows.map((row) => [
      csvCell(row.code),
      csvCell(row.name),
      getBrand(row.brandId).code,
      row.status,
      String(row.durationNights),
      row.transportType,
      csvCell(row.startLocationName),
      csvCell(row.productTariff),
    ]),
  );
}
