import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { roleListQuery, type TRoleListFilter } from './query-keys';

export function exportRoles(filter: Omit<TRoleListFilter, 'page'>) {
  return downloadFile('/api/admin/roles/export.csv', {
    query: roleListQuery(filter),
    fallbackName: 'roles.csv',
  });
}

export function useExportRoles() {
  return useMutation({ mutationFn: exportRoles });
}

/** Every permission with the roles that grant it (the permissions list), as a CSV. */
export function exportPermissions() {
  return downloadFile('/api/admin/permissions/export.csv', { fallbackName: 'permissions.csv' });
}
