export const REVIEW_FILTERS = ['status', 'rating', 'reference', 'agency_id', 'from', 'to'] as const;
export type TReviewFilters = Record<(typeof REVIEW_FILTERS)[number], string>;

export const REVIEWS_PAGE_SIZE = 20;

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (filters: TReviewFilters, page: number) => [...reviewKeys.lists(), filters, page] as const,
  options: () => [...reviewKeys.all, 'options'] as const,
};

/** The filters as the query string carries them (empty ones left out). */
export function reviewQuery(filters: TReviewFilters) {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, value.trim() || undefined]),
  );
}
