import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TAuditLogSort } from '@portal/shared/contracts/audit';
import type { TExecutor } from '../../db/database';
import { auditLog } from '../../db/schema/audit-log';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { listOrderBy, type TListOrder } from '../../lib/list-order';
import { OPERATOR_TIME_ZONE } from '../../lib/clock';

export type TNewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(executor: TExecutor, entry: TNewAuditEntry): Promise<void> {
  await executor.insert(auditLog).values(entry);
}

/** "%term%" for ILIKE, with the term's own wildcard characters escaped. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface TAuditLogFilter {
  actor?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  /** An entity id, or a file reference. */
  entity?: string | undefined;
  /** Inclusive calendar dates (YYYY-MM-DD) in the operator's time zone. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

export interface TAuditLogRow {
  id: number;
  createdAt: Date;
  actorUserId: number | null;
  actorLabel: string;
  action: string;
  entityType: string;
  entityId: string | null;
  fileReference: string | null;
  fileBrandId: number | null;
  /** The acting user's name and username now (null when there was none or it was deleted). */
  userName: string | null;
  username: string | null;
  detail: unknown;
  ip: string | null;
}

/** File entries are keyed by the file's id in some modules and by its reference in others. */
const fileOfEntry = and(
  eq(auditLog.entityType, 'file'),
  or(eq(auditLog.entityId, files.reference), eq(auditLog.entityId, sql`${files.id}::text`)),
);

function auditConditions(filter: TAuditLogFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.actor) parts.push(ilike(auditLog.actorLabel, likePattern(filter.actor)));
  if (filter.action) parts.push(ilike(auditLog.action, likePattern(filter.action)));
  if (filter.entityType) parts.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entity) {
    const byId = eq(auditLog.entityId, filter.entity);
    const byReference = and(
      eq(auditLog.entityType, 'file'),
      inArray(
        auditLog.entityId,
        sql`(select ${files.id}::text from ${files} where ${files.reference} = ${filter.entity})`,
      ),
    );
    const match = or(byId, byReference);
    if (match) parts.push(match);
  }
  if (filter.fromDate) {
    parts.push(
      sql`${auditLog.createdAt} >= (${filter.fromDate}::date)::timestamp at time zone ${OPERATOR_TIME_ZONE}`,
    );
  }
  if (filter.toDate) {
    parts.push(
      sql`${auditLog.createdAt} < (${filter.toDate}::date + 1)::timestamp at time zone ${OPERATOR_TIME_ZONE}`,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

const auditColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorUserId: auditLog.actorUserId,
  actorLabel: auditLog.actorLabel,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  fileReference: files.reference,
  fileBrandId: files.brandId,
  userName: users.name,
  username: users.username,
  detail: auditLog.detail,
  ip: auditLog.ip,
};

/** What each sortable column orders by: the names and entities as the screen shows them. */
const AUDIT_SORT_COLUMNS = {
  at: auditLog.createdAt,
  actor: sql`coalesce(${users.name}, ${auditLog.actorLabel})`,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entity: sql`coalesce(${files.reference}, ${auditLog.entityId})`,
} satisfies Record<TAuditLogSort, unknown>;

const NEWEST_FIRST = [desc(auditLog.createdAt), desc(auditLog.id)];

function auditOrderBy(order: TListOrder<TAuditLogSort>): SQL[] {
  return listOrderBy(AUDIT_SORT_COLUMNS, order, auditLog.id, NEWEST_FIRST);
}

export async function findAuditLogPage(
  executor: TExecutor,
  filter: TAuditLogFilter & { page: number; perPage: number },
  order: TListOrder<TAuditLogSort> = {},
): Promise<{ rows: TAuditLogRow[]; total: number }> {
  const where = auditConditions(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select(auditColumns)
      .from(auditLog)
      .leftJoin(files, fileOfEntry)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(...auditOrderBy(order))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * The export: every matching entry, newest first or in the list's order, capped so one download
 * stays reasonable.
 */
export async function findAuditLogForExport(
  executor: TExecutor,
  filter: TAuditLogFilter,
  limit: number,
  order: TListOrder<TAuditLogSort> = {},
): Promise<TAuditLogRow[]> {
  return executor
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(files, fileOfEntry)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(auditConditions(filter))
    .orderBy(...auditOrderBy(order))
    .limit(limit);
}

export async function findAuditEntityTypes(executor: TExecutor): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ entityType: auditLog.entityType })
    .from(auditLog)
    .orderBy(asc(auditLog.entityType));
  return rows.map((row) => row.entityType);
}
