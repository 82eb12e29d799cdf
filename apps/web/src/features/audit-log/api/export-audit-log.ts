import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { auditLogQuery, type TAuditLogFilter } from './query-keys';

export function exportAuditLog(filter: TAuditLogFilter) {
  return downloadFile('/api/admin/audit-log/export.csv', {
    query: auditLogQuery(filter),
    fallbackName: 'audit-log.csv',
  });
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
