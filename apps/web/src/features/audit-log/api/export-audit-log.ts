import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { auditLogQuery, type TAuditLogFilter, type TAuditLogOrder } from './query-keys';

export function exportAuditLog({
  filter,
  order,
}: {
  filter: TAuditLogFilter;
  order?: TAuditLogOrder;
}) {
  return downloadFile('/api/admin/audit-log/export.csv', {
    query: auditLogQuery(filter, order),
    fallbackName: 'audit-log.csv',
  });
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
