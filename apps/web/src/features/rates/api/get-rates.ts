import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRate } from '@portal/shared/contracts/catalogue';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { RATES_PAGE_SIZE, rateKeys } from './query-keys';

const ZRatePage = zPaginated(ZRate);

export interface TRateFilter {
  productId: number;
  page: number;
  brandId: '' | '1' | '2';
  /** Only rates valid on this ISO date. */
  validOn: string;
}

export function getRates({ productId, page, brandId, validOn }: TRateFilter) {
  return api.get('/api/admin/rates', {
    query: {
      productId,
      page,
      per_page: RATES_PAGE_SIZE,
      brandId: brandId || undefined,
      validOn: validOn || undefined,
    },
    schema: ZRatePage,
  });
}

export function getRatesQueryOptions(filter: TRateFilter) {
  return queryOptions({
    queryKey: rateKeys.list(filter),
    queryFn: () => getRates(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useRates(filter: TRateFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRatesQueryOptions(filter), enabled });
}
