import type { TAuditLogSort } from '@portal/shared/contracts/audit';
import type { TAuditActor } from '../../lib/request-user';
import type { TExecutor } from '../../db/database';
import type { TListOrder } from '../../lib/list-order';
import {
  findAuditEntityTypes,
  findAuditLogForExport,
  findAuditLogPage,
  insertAuditEntry,
  type TAuditLogFilter,
  type TAuditLogRow,
} from './audit.repository';

export type { TAuditActor };

export interface TAuditEvent {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  detail?: Record<string, unknown> | null;
  at: Date;
}

/**
 * Appends to the audit log. Pass the caller's transaction so the entry commits (or rolls back)
 * with the change it describes.
 */
export async function recordAudit(
  executor: TExecutor,
  actor: TAuditActor,
  event: TAuditEvent,
): Promise<void> {
  await insertAuditEntry(executor, {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action: event.action,
    entityType: event.entityType,
    entityId:
      event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
    detail: event.detail ?? null,
    ip: actor.ip ?? null,
    createdAt: event.at,
  });
}

/** A page of the audit log screen, newest first or in the list's order. */
export function listAuditLog(
  executor: TExecutor,
  filter: TAuditLogFilter & { page: number; perPage: number },
  order: TListOrder<TAuditLogSort> = {},
): Promise<{ rows: TAuditLogRow[]; total: number }> {
  return findAuditLogPage(executor, filter, order);
}

/** Every entry matching the filter, at most `limit` of them (the CSV export). */
export function listAuditLogForExport(
  executor: TExecutor,
  filter: TAuditLogFilter,
  limit: number,
  order: TListOrder<TAuditLogSort> = {},
): Promise<TAuditLogRow[]> {
  return findAuditLogForExport(executor, filter, limit, order);
}

/** The entity types the log holds, for the screen's filter. */
export function listAuditEntityTypes(executor: TExecutor): Promise<string[]> {
  return findAuditEntityTypes(executor);
}
