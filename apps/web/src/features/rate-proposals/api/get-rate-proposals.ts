import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZRateProposal, ZRateProposalDetail } from '@portal/shared/contracts/rate-proposals';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import {
  proposalsPath,
  RATE_PROPOSALS_PAGE_SIZE,
  rateProposalKeys,
  type TProposalArea,
  type TRateProposalFilter,
} from './query-keys';

const ZRateProposalPage = zPaginated(ZRateProposal);

/** Newest first, filtered; a supplier sees only its own. */
export function getRateProposals(area: TProposalArea, filter: TRateProposalFilter) {
  return api.get(proposalsPath(area), {
    query: {
      status: filter.status || undefined,
      productId: filter.productId ?? undefined,
      supplierId: area === 'admin' ? (filter.supplierId ?? undefined) : undefined,
      page: filter.page,
      per_page: RATE_PROPOSALS_PAGE_SIZE,
    },
    schema: ZRateProposalPage,
  });
}

/** The back office's review list with its current filters as a CSV download (every page). */
export function exportRateProposals(filter: Omit<TRateProposalFilter, 'page'>) {
  return downloadFile('/api/admin/rate-proposals/export.csv', {
    query: {
      status: filter.status || undefined,
      productId: filter.productId ?? undefined,
      supplierId: filter.supplierId ?? undefined,
    },
    fallbackName: 'rate-proposals.csv',
  });
}

export function useRateProposals(area: TProposalArea, filter: TRateProposalFilter) {
  return useQuery(
    queryOptions({
      queryKey: rateProposalKeys.list(area, filter),
      queryFn: () => getRateProposals(area, filter),
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
  );
}

/** One proposal with its diff (against the live values while pending). */
export function getRateProposal(area: TProposalArea, id: number) {
  return api.get(`${proposalsPath(area)}/${id}`, { schema: ZRateProposalDetail });
}

export function useRateProposal(area: TProposalArea, id: number) {
  return useQuery({
    queryKey: rateProposalKeys.detail(area, id),
    queryFn: () => getRateProposal(area, id),
  });
}
