import type { TAuditEntryView, TAuditLogFilter } from '@portal/shared/contracts/audit';
import { presentEventFacts } from '@portal/shared/domain/event-facts';
import type { TAuditLogFilter as TAuditLogRowFilter, TAuditLogRow } from './audit.repository';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function presentAuditEntry(row: TAuditLogRow): TAuditEntryView {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorUserId: row.actorUserId,
    actorLabel: row.actorLabel,
    actorName: row.userName ?? row.actorLabel,
    actorUsername: row.username,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    fileReference: row.fileReference,
    detail: isRecord(row.detail) ? row.detail : null,
    // The back office reads every particular, so plain values this vocabulary does not know stay.
    facts: presentEventFacts(row.action, row.detail, { includeOther: true }),
    brandId: row.fileBrandId,
    ip: row.ip,
  };
}

/** The query string's filters as the repository reads them. */
export function auditFilterOf(query: TAuditLogFilter): TAuditLogRowFilter {
  return {
    actor: query.actor || undefined,
    action: query.action || undefined,
    entityType: query.entity_type || undefined,
    entity: query.entity || undefined,
    fromDate: query.from,
    toDate: query.to,
  };
}

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toAuditLogCsv(rows: TAuditLogRow[]): string {
  const header = ['Time', 'Actor', 'Action', 'Entity type', 'Entity id', 'File', 'Detail', 'IP'];
  const body = rows.map((row) =>
    [
      row.createdAt.toISOString(),
      cell(row.actorLabel),
      cell(row.action),
      cell(row.entityType),
      cell(row.entityId ?? ''),
      cell(row.fileReference ?? ''),
      cell(row.detail === null || row.detail === undefined ? '' : JSON.stringify(row.detail)),
      cell(row.ip ?? ''),
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}
