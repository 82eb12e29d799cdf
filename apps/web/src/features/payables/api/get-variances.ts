import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZPayableVarianceList } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { brandIdOf, idOf, PAYABLES_PAGE_SIZE, payablesKeys } from './query-keys';

export const VARIANCE_FILTERS = ['brandId', 'supplierId'] as const;
export type TVarianceFilter = Record<(typeof VARIANCE_FILTERS)[number], string>;

function filterQuery(filter: TVarianceFilter) {
  return { brandId: brandIdOf(filter.brandId), supplierId: idOf(filter.supplierId) };
}

export function getVariances(filter: TVarianceFilter, page: number) {
  return api.get('/api/admin/finance/payables/variances', {
    query: { ...filterQuery(filter), page, per_page: PAYABLES_PAGE_SIZE },
    schema: ZPayableVarianceList,
  });
}

export function useVariances(filter: TVarianceFilter, page: number) {
  return useQuery({
    queryKey: payablesKeys.variances({ ...filter, page }),
    queryFn: () => getVariances(filter, page),
    placeholderData: keepPreviousData,
  });
}

export function downloadVariancesCsv(filter: TVarianceFilter) {
  return downloadFile('/api/admin/finance/payables/variances/export.csv', {
    query: filterQuery(filter),
    fallbackName: 'supplier-variances.csv',
  });
}
