import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZAdminPrize, ZPrizeClaim } from '@portal/shared/contracts/prizes';
import { api } from '../../../lib/api-client';
import {
  claimQuery,
  PRIZES_PAGE_SIZE,
  prizeKeys,
  prizeQuery,
  type TPrizeFilters,
} from './query-keys';

const ZPrizesPage = zPaginated(ZAdminPrize);
const ZClaimsPage = zPaginated(ZPrizeClaim);

export function getPrizes(filters: TPrizeFilters, page: number, perPage = PRIZES_PAGE_SIZE) {
  return api.get('/api/admin/prizes', {
    query: { ...prizeQuery(filters), page, per_page: perPage },
    schema: ZPrizesPage,
  });
}

export function usePrizes(filters: TPrizeFilters, page: number) {
  const query = { ...prizeQuery(filters), page };
  return useQuery({
    queryKey: prizeKeys.list(query),
    queryFn: () => getPrizes(filters, page),
    placeholderData: keepPreviousData,
  });
}

/** Every prize (a handful), for the claims' prize filter. */
export function useAllPrizes() {
  return useQuery({
    queryKey: prizeKeys.list({ all: true }),
    queryFn: () =>
      getPrizes(
        { tab: '', q: '', active: '', prize_id: '', reference: '', from: '', to: '' },
        1,
        100,
      ),
    staleTime: 30_000,
  });
}

export function getPrizeClaims(filters: TPrizeFilters, page: number) {
  return api.get('/api/admin/prize-claims', {
    query: { ...claimQuery(filters), page, per_page: PRIZES_PAGE_SIZE },
    schema: ZClaimsPage,
  });
}

export function usePrizeClaims(filters: TPrizeFilters, page: number) {
  return useQuery({
    queryKey: prizeKeys.claims({ ...claimQuery(filters), page }),
    queryFn: () => getPrizeClaims(filters, page),
    placeholderData: keepPreviousData,
  });
}
