import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZDebtorsReport, type TFinanceReportBrand } from '@portal/shared/contracts/finance-reports';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { financeReportKeys } from './query-keys';

/** The report's filters as the address keeps them; `asOf` '' is the brand's today. */
export interface TDebtorsFilter {
  brand: TFinanceReportBrand;
  asOf: string;
}

function debtorsQuery(filter: TDebtorsFilter) {
  return { brand: filter.brand, asOf: filter.asOf || undefined };
}

export function getDebtors(filter: TDebtorsFilter) {
  return api.get('/api/admin/finance/debtors', {
    query: debtorsQuery(filter),
    schema: ZDebtorsReport,
  });
}

export function useDebtors(filter: TDebtorsFilter) {
  return useQuery({
    queryKey: financeReportKeys.debtors(filter),
    queryFn: () => getDebtors(filter),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/finance/debtors/export.csv: the same rows and the totals. */
export function downloadDebtorsCsv(filter: TDebtorsFilter) {
  return downloadFile('/api/admin/finance/debtors/export.csv', {
    query: debtorsQuery(filter),
    fallbackName: `aged-debtors-${filter.brand}.csv`,
  });
}
