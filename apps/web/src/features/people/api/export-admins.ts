import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { adminQuery, type TAdminFilter } from './query-keys';

export function exportAdmins(filter: Omit<TAdminFilter, 'page'>) {
  return downloadFile('/api/admin/admins/export.csv', {
    query: adminQuery(filter),
    fallbackName: 'admins.csv',
  });
}

export function useExportAdmins() {
  return useMutation({ mutationFn: exportAdmins });
}
