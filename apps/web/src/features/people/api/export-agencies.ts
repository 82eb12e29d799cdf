import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { agencyQuery, type TAgencyFilter } from './query-keys';

export function exportAgencies(filter: Omit<TAgencyFilter, 'page'>) {
  return downloadFile('/api/admin/agencies/export.csv', {
    query: agencyQuery(filter),
    fallbackName: 'agencies.csv',
  });
}

export function useExportAgencies() {
  return useMutation({ mutationFn: exportAgencies });
}
