import { and, asc, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/partner-api';
import { users } from '../../db/schema/users';

export type TEndpointRow = typeof webhookEndpoints.$inferSelect;
export type TDeliveryInsert = typeof webhookDeliveries.$inferInsert;
export type TAttemptInsert = typeof webhookAttempts.$inferInsert;

/** Whose endpoints: an agency's, or (null) the operator's own. */
export interface TEndpointOwner {
  agencyId: number | null;
}

/** Whose deliveries a caller sees: one agency's endpoints', or (null) every one (back office). */
export interface TDeliveryScope {
  agencyId: number | null;
}

function ownedBy(owner: TEndpointOwner): SQL {
  return owner.agencyId === null
    ? isNull(webhookEndpoints.agencyId)
    : eq(webhookEndpoints.agencyId, owner.agencyId);
}

function visibleTo(scope: TDeliveryScope): SQL | undefined {
  return scope.agencyId === null ? undefined : eq(webhookEndpoints.agencyId, scope.agencyId);
}

// Endpoints --------------------------------------------------------------------------------------

export function findEndpoints(executor: TExecutor, owner: TEndpointOwner) {
  return executor
    .select()
    .from(webhookEndpoints)
    .where(ownedBy(owner))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(
  executor: TExecutor,
  owner: TEndpointOwner,
  id: number,
): Promise<TEndpointRow | null> {
  const [row] = await executor
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)));
  return row ?? null;
}

export async function countEndpoints(executor: TExecutor, owner: TEndpointOwner) {
  const [row] = await executor
    .select({ total: count() })
    .from(webhookEndpoints)
    .where(ownedBy(owner));
  return row?.total ?? 0;
}

export async function insertEndpoint(
  executor: TExecutor,
  row: typeof webhookEndpoints.$inferInsert,
): Promise<TEndpointRow> {
  const [created] = await executor.insert(webhookEndpoints).values(row).returning();
  if (!created) throw new Error('webhook endpoint not returned');
  return created;
}

export async function updateEndpoint(
  executor: TExecutor,
  id: number,
  values: Pick<TEndpointRow, 'url' | 'description' | 'events' | 'isActive' | 'updatedAt'>,
): Promise<TEndpointRow> {
  const [updated] = await executor
    .update(webhookEndpoints)
    .set(values)
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!updated) throw new Error(`webhook endpoint ${String(id)} not updated`);
  return updated;
}

export async function deleteEndpoint(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** Whether any endpoint listens at all: most changes then need no more reading. */
export async function hasActiveEndpoints(executor: TExecutor): Promise<boolean> {
  const [row] = await executor
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.isActive, true))
    .limit(1);
  return row !== undefined;
}

/** The active endpoints that picked `type`: the agency's own and the operator's. */
export function findListeningEndpoints(executor: TExecutor, agencyId: number, type: string) {
  return executor
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.isActive, true),
        or(eq(webhookEndpoints.agencyId, agencyId), isNull(webhookEndpoints.agencyId)),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    )
    .orderBy(asc(webhookEndpoints.id));
}

// Deliveries -------------------------------------------------------------------------------------

export async function insertDeliveries(
  executor: TExecutor,
  rows: TDeliveryInsert[],
): Promise<void> {
  if (rows.length > 0) await executor.insert(webhookDeliveries).values(rows);
}

/** The receiver's status on the delivery's latest attempt. */
const lastResponseStatus = sql<number | null>`(
  select ${webhookAttempts.responseStatus} from ${webhookAttempts}
  where ${webhookAttempts.deliveryId} = ${webhookDeliveries.id}
  order by ${webhookAttempts.number} desc limit 1
)`;

const deliveryColumns = {
  delivery: webhookDeliveries,
  endpointUrl: webhookEndpoints.url,
  agencyId: webhookEndpoints.agencyId,
  agencyName: agencies.name,
  lastResponseStatus,
};

export interface TDeliveryFilter {
  scope: TDeliveryScope;
  endpointId?: number | undefined;
  status?: string | undefined;
  /** The back office's filter: one agency's endpoints. */
  agencyId?: number | undefined;
}

export async function findDeliveriesPage(
  executor: TExecutor,
  filter: TDeliveryFilter,
  page: { page: number; perPage: number },
) {
  const where = and(
    visibleTo(filter.scope),
    filter.endpointId === undefined
      ? undefined
      : eq(webhookDeliveries.endpointId, filter.endpointId),
    filter.status === undefined ? undefined : eq(webhookDeliveries.status, filter.status),
    filter.agencyId === undefined ? undefined : eq(webhookEndpoints.agencyId, filter.agencyId),
  );
  const [rows, [totals]] = await Promise.all([
    executor
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .leftJoin(agencies, eq(agencies.id, webhookEndpoints.agencyId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    executor
      .select({ total: count() })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export type TDeliveryListRow = Awaited<ReturnType<typeof findDeliveriesPage>>['rows'][number];

export async function findDelivery(
  executor: TExecutor,
  scope: TDeliveryScope,
  id: number,
): Promise<TDeliveryListRow | null> {
  const [row] = await executor
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .leftJoin(agencies, eq(agencies.id, webhookEndpoints.agencyId))
    .where(and(eq(webhookDeliveries.id, id), visibleTo(scope)));
  return row ?? null;
}

export function findAttempts(executor: TExecutor, deliveryId: number) {
  return executor
    .select({ attempt: webhookAttempts, replayedBy: users.name })
    .from(webhookAttempts)
    .leftJoin(users, eq(users.id, webhookAttempts.replayedByUserId))
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.number));
}

export type TAttemptRow = Awaited<ReturnType<typeof findAttempts>>[number];

// Sending ----------------------------------------------------------------------------------------

/** A delivery as the dispatcher sends it: with its endpoint's address and signing secret. */
export interface TClaimedDelivery {
  id: number;
  eventType: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
}

const claimedColumns = {
  id: webhookDeliveries.id,
  eventType: webhookDeliveries.eventType,
  payload: webhookDeliveries.payload,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  createdAt: webhookDeliveries.createdAt,
  url: webhookEndpoints.url,
  secret: webhookEndpoints.secret,
};

const unleased = (now: Date) =>
  or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now));

/**
 * Leases up to `limit` due deliveries of active endpoints until `leaseUntil`: another instance
 * skips the rows locked here and, once committed, the lease. A lease outlives an instance that
 * dies mid-send, so the delivery is tried again (at least once, never lost).
 */
export function claimDueDeliveries(
  db: TDatabase,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<TClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select(claimedColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          unleased(now),
          eq(webhookEndpoints.isActive, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    for (const delivery of due) {
      await tx
        .update(webhookDeliveries)
        .set({ lockedUntil: leaseUntil })
        .where(eq(webhookDeliveries.id, delivery.id));
    }
    return due;
  });
}

/** Leases one delivery whatever its status (a replay); null while another attempt holds it. */
export async function claimDelivery(
  db: TDatabase,
  id: number,
  now: Date,
  leaseUntil: Date,
): Promise<TClaimedDelivery | null> {
  return db.transaction(async (tx) => {
    const [leased] = await tx
      .update(webhookDeliveries)
      .set({ lockedUntil: leaseUntil })
      .where(and(eq(webhookDeliveries.id, id), unleased(now)))
      .returning({ id: webhookDeliveries.id });
    if (!leased) return null;
    const [row] = await tx
      .select(claimedColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, id));
    return row ?? null;
  });
}

/**
 * Records an attempt and what it changed, and lifts the lease. Nothing is written when the
 * delivery went away meanwhile (its endpoint was deleted).
 */
export async function recordAttempt(
  db: TDatabase,
  attempt: TAttemptInsert,
  changes: Partial<
    Pick<typeof webhookDeliveries.$inferSelect, 'status' | 'nextAttemptAt' | 'deliveredAt'>
  > & { attempts: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, attempt.deliveryId))
      .for('update');
    if (!row) return;
    await tx.insert(webhookAttempts).values(attempt);
    await tx
      .update(webhookDeliveries)
      .set({ ...changes, lockedUntil: null })
      .where(eq(webhookDeliveries.id, attempt.deliveryId));
  });
}
