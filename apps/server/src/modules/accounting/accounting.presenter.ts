import type { TAccountingExportView } from '@portal/shared/contracts/accounting';
import { getBrand } from '@portal/shared/domain/brands';
import type { TAccountingExportRow } from './accounting.service';

export function presentAccountingExport(row: TAccountingExportRow): TAccountingExportView {
  const brand = getBrand(row.export.brandId);
  return {
    id: row.export.id,
    brand: brand.code,
    currency: brand.currency,
    kind: row.export.kind,
    from: row.export.fromDate,
    to: row.export.toDate,
    reexport: row.export.reexport,
    documentCount: row.export.documentCount,
    totalCents: row.export.totalCents,
    fileName: row.export.fileName,
    createdBy: row.createdBy,
    createdAt: row.export.createdAt.toISOString(),
  };
}
