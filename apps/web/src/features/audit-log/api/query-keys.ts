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

/** The column sorted by ('' for newest first) and which way. */
export interface TAuditLogOrder {
  sort: string;
  dir: 'asc' | 'desc';
}

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (filter: TAuditLogFilter, page: number, order: TAuditLogOrder) =>
    [...auditLogKeys.all, 'list', filter, order, page] as const,
  entityTypes: () => [...auditLogKeys.all, 'entity-types'] as const,
};

/** The filters (and the order, when one is chosen) as the query string carries them. */
export function auditLogQuery(filter: TAuditLogFilter, order?: TAuditLogOrder) {
  return {
    ...Object.fromEntries(
      Object.entries(filter).map(([key, value]) => [key, value.trim() || undefined]),
    ),
    ...(order?.sort ? { sort: order.sort, dir: order.dir } : {}),
  };
}
