import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ZProfitReport,
  type TFinanceReportBrand,
  type TProfitView,
} from '@portal/shared/contracts/finance-reports';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { financeReportKeys } from './query-keys';

export const PROFIT_PAGE_SIZE = 50;

/** The report's filters as the address keeps them; empty dates take the server's defaults. */
export interface TProfitFilter {
  brand: TFinanceReportBrand;
  from: string;
  to: string;
  view: TProfitView;
}

function profitQuery(filter: TProfitFilter) {
  return {
    brand: filter.brand,
    from: filter.from || undefined,
    to: filter.to || undefined,
    view: filter.view,
  };
}

export function getProfit(filter: TProfitFilter, page: number) {
  return api.get('/api/admin/finance/profit', {
    query: { ...profitQuery(filter), page, per_page: PROFIT_PAGE_SIZE },
    schema: ZProfitReport,
  });
}

export function useProfit(filter: TProfitFilter, page: number) {
  return useQuery({
    queryKey: financeReportKeys.profit(filter, page),
    queryFn: () => getProfit(filter, page),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/finance/profit/export.csv: every booking of the filter and the totals. */
export function downloadProfitCsv(filter: TProfitFilter) {
  return downloadFile('/api/admin/finance/profit/export.csv', {
    query: profitQuery(filter),
    fallbackName: `profit-per-booking-${filter.brand}.csv`,
  });
}
