import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { claimQuery, prizeQuery, type TPrizeFilters } from './query-keys';

export function exportPrizes(filters: TPrizeFilters) {
  return downloadFile('/api/admin/prizes/export.csv', {
    query: prizeQuery(filters),
    fallbackName: 'prizes.csv',
  });
}

export function exportPrizeClaims(filters: TPrizeFilters) {
  return downloadFile('/api/admin/prize-claims/export.csv', {
    query: claimQuery(filters),
    fallbackName: 'prize-claims.csv',
  });
}

export function useExportPrizes() {
  return useMutation({
    mutationFn: ({ filters, what }: { filters: TPrizeFilters; what: 'prizes' | 'claims' }) =>
      what === 'prizes' ? exportPrizes(filters) : exportPrizeClaims(filters),
  });
}
