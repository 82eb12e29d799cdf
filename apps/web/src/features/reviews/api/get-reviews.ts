import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZAdminReview, ZReviewFilterOptions } from '@portal/shared/contracts/reviews';
import { api } from '../../../lib/api-client';
import { REVIEWS_PAGE_SIZE, reviewKeys, reviewQuery, type TReviewFilters } from './query-keys';

const ZReviewsPage = zPaginated(ZAdminReview);

export function getReviews(filters: TReviewFilters, page: number) {
  return api.get('/api/admin/reviews', {
    query: { ...reviewQuery(filters), page, per_page: REVIEWS_PAGE_SIZE },
    schema: ZReviewsPage,
  });
}

export function useReviews(filters: TReviewFilters, page: number) {
  return useQuery({
    queryKey: reviewKeys.list(filters, page),
    queryFn: () => getReviews(filters, page),
    placeholderData: keepPreviousData,
  });
}

export function getReviewFilterOptions() {
  return api.get('/api/admin/reviews/filter-options', { schema: ZReviewFilterOptions });
}

export function useReviewFilterOptions() {
  return useQuery({
    queryKey: reviewKeys.options(),
    queryFn: getReviewFilterOptions,
    staleTime: 60_000,
  });
}
