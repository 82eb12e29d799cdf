import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { reviewQuery, type TReviewFilters } from './query-keys';

export function exportReviews(filters: TReviewFilters) {
  return downloadFile('/api/admin/reviews/export.csv', {
    query: reviewQuery(filters),
    fallbackName: 'reviews.csv',
  });
}

export function useExportReviews() {
  return useMutation({ mutationFn: exportReviews });
}
