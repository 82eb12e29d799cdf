import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAuditEntryView } from '@portal/shared/contracts/audit';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import {
  AUDIT_LOG_PAGE_SIZE,
  auditLogKeys,
  auditLogQuery,
  type TAuditLogFilter,
  type TAuditLogOrder,
} from './query-keys';

const NEWEST_FIRST: TAuditLogOrder = { sort: '', dir: 'asc' };

const ZAuditLogPage = zPaginated(ZAuditEntryView);

export function getAuditLog(
  filter: TAuditLogFilter,
  page: number,
  order: TAuditLogOrder = NEWEST_FIRST,
) {
  return api.get('/api/admin/audit-log', {
    query: { ...auditLogQuery(filter, order), page, per_page: AUDIT_LOG_PAGE_SIZE },
    schema: ZAuditLogPage,
  });
}

export function useAuditLog(
  filter: TAuditLogFilter,
  page: number,
  order: TAuditLogOrder = NEWEST_FIRST,
) {
  return useQuery({
    queryKey: auditLogKeys.list(filter, page, order),
    queryFn: () => getAuditLog(filter, page, order),
    placeholderData: keepPreviousData,
  });
}

export function getAuditEntityTypes() {
  return api.get('/api/admin/audit-log/entity-types', { schema: z.array(z.string()) });
}

export function useAuditEntityTypes() {
  return useQuery({
    queryKey: auditLogKeys.entityTypes(),
    queryFn: getAuditEntityTypes,
    staleTime: 60_000,
  });
}
