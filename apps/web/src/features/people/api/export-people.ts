import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { peopleQuery, type TOrganisation, type TPeopleFilter } from './query-keys';

export function exportPeople(filter: Omit<TPeopleFilter, 'page'>) {
  return downloadFile('/api/admin/users/export.csv', {
    query: peopleQuery(filter),
    fallbackName: 'users.csv',
  });
}

/** One agency's or supplier's users with the panel's search, through the users export. */
export function exportMembers({ kind, id }: TOrganisation, q: string) {
  return downloadFile('/api/admin/users/export.csv', {
    query:
      kind === 'agency'
        ? { kind: 'agent', agency_id: id, q: q.trim() || undefined }
        : { kind: 'supplier', supplier_id: id, q: q.trim() || undefined },
    fallbackName: 'users.csv',
  });
}

export function useExportPeople() {
  return useMutation({ mutationFn: exportPeople });
}
