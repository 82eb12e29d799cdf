import type { TRateProposalStatus } from '@portal/shared/contracts/rate-proposals';

/** Who is looking: the supplier at its own proposals, or the back office at everyone's. */
export type TProposalArea = 'supplier' | 'admin';

export interface TRateProposalFilter {
  status: TRateProposalStatus | '';
  productId: number | null;
  /** Back office only. */
  supplierId: number | null;
  page: number;
}

export const RATE_PROPOSALS_PAGE_SIZE = 20;

export const rateProposalKeys = {
  all: ['rate-proposals'] as const,
  lists: (area: TProposalArea) => [...rateProposalKeys.all, area, 'list'] as const,
  list: (area: TProposalArea, filter: TRateProposalFilter) =>
    [...rateProposalKeys.lists(area), filter] as const,
  detail: (area: TProposalArea, id: number) =>
    [...rateProposalKeys.all, area, 'detail', id] as const,
  products: () => [...rateProposalKeys.all, 'products'] as const,
  rates: (productId: number) => [...rateProposalKeys.all, 'products', productId, 'rates'] as const,
  availability: (productId: number, from: string, to: string) =>
    [...rateProposalKeys.all, 'products', productId, 'availability', from, to] as const,
};

export function proposalsPath(area: TProposalArea): string {
  return area === 'admin' ? '/api/admin/rate-proposals' : '/api/supplier/rate-proposals';
}
