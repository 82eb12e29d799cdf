import type { TMarkupRuleListItem } from '@portal/shared/contracts/catalogue-api';
import { getBrand } from '@portal/shared/domain/brands';
import { csvText, toCsv } from '../../lib/csv';

/** Basis points as a percentage ("12.5"). */
function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** The markup and commission rules as a spreadsheet opens them; an empty scope is "any". */
export function toMarkupRulesCsv(rows: readonly TMarkupRuleListItem[]): string {
  return toCsv(
    [
      'Name',
      'Kind',
      'Percent',
      'Agency',
      'Brand',
      'Supplier',
      'Service type',
      'Valid from',
      'Valid to',
      'Priority',
    ],
    rows.map((row) => [
      csvText(row.name),
      row.kind,
      percentOf(row.basisPoints),
      csvText(row.agencyName),
      row.brandId === null ? '' : getBrand(row.brandId).code,
      csvText(row.supplierName),
      row.serviceTypeCode ?? '',
      row.validFrom ?? '',
      row.validTo ?? '',
      String(row.priority),
    ]),
  );
}
