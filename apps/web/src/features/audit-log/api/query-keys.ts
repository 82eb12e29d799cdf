export interface TAuditLogFilter {
  actor: string;
  action: string;
  entity_type: string;
  entity: string;
  from: string;
  to: string;
}

export const AUDIT_LOG_FILTERS = [
  'actor',
  'action',
  'entity_type',
  'entity',
  'from',
  'to',
] as const;

export const AUDIT_LOG_PAGE_SIZE = 50;

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (filter: TAuditLogFilter, page: number) =>
    [...auditLogKeys.all, 'list', filter, page] as const,
  entityTypes: () => [...auditLogKeys.all, 'entity-types'] as const,
};

/** The filters as the query string carries them (empty ones left out). */
export function auditLogQuery(filter: TAuditLogFilter) {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [key, value.trim() || undefined]),
  );
}
