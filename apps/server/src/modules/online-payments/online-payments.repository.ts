import { and, asc, count, eq, gt, ilike, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  LIVE_PAYMENT_SESSION_STATUSES,
  type TPaymentProviderName,
} from '@portal/shared/contracts/online-payments';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { files } from '../../db/schema/files';
import { invoices } from '../../db/schema/finance';
import {
  paymentProviderEvents,
  paymentReminderFileExclusions,
  paymentReminderRecipientExclusions,
  paymentReminders,
  paymentSessions,
} from '../../db/schema/online-payments';
import { travellerLinks } from '../../db/schema/traveller';
import { users } from '../../db/schema/users';

export type TPaymentSessionRow = typeof paymentSessions.$inferSelect;
export type TPaymentSessionInsert = typeof paymentSessions.$inferInsert;

export async function insertPaymentSession(
  executor: TExecutor,
  row: TPaymentSessionInsert,
): Promise<TPaymentSessionRow> {
  const [inserted] = await executor.insert(paymentSessions).values(row).returning();
  if (!inserted) throw new Error('payment_sessions insert returned no row');
  return inserted;
}

export async function updatePaymentSession(
  executor: TExecutor,
  id: number,
  changes: Partial<TPaymentSessionInsert>,
): Promise<TPaymentSessionRow> {
  const [updated] = await executor
    .update(paymentSessions)
    .set(changes)
    .where(eq(paymentSessions.id, id))
    .returning();
  if (!updated) throw new Error(`payment session ${id} not found`);
  return updated;
}

export async function findPaymentSessionByToken(
  executor: TExecutor,
  token: string,
): Promise<TPaymentSessionRow | null> {
  const [row] = await executor
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.token, token));
  return row ?? null;
}

export async function findPaymentSessionByProviderId(
  executor: TExecutor,
  provider: TPaymentProviderName,
  providerSessionId: string,
): Promise<TPaymentSessionRow | null> {
  const [row] = await executor
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.provider, provider),
        eq(paymentSessions.providerSessionId, providerSessionId),
      ),
    );
  return row ?? null;
}

/**
 * The session, locked until the transaction ends: its steps and events are handled one after
 * another. Callers lock the session's file first (lockFileById), as every payment path does, so
 * two paths never wait on each other's locks in opposite order.
 */
export async function lockPaymentSession(
  executor: TExecutor,
  id: number,
): Promise<TPaymentSessionRow | null> {
  const [row] = await executor
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.id, id))
    .for('update');
  return row ?? null;
}

/** The file's sessions that may still collect money, locked (at most one: a unique index). */
export async function lockLiveSessionsOfFile(
  executor: TExecutor,
  fileId: number,
): Promise<TPaymentSessionRow[]> {
  return executor
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.fileId, fileId),
        inArray(paymentSessions.status, [...LIVE_PAYMENT_SESSION_STATUSES]),
      ),
    )
    .orderBy(asc(paymentSessions.id))
    .for('update');
}

/** Sessions the portal closed whose page may still be open at the provider (not yet expired). */
export async function findCheckoutsToClose(
  executor: TExecutor,
  provider: TPaymentProviderName,
  now: Date,
): Promise<TPaymentSessionRow[]> {
  return executor
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.provider, provider),
        eq(paymentSessions.status, 'cancelled'),
        isNotNull(paymentSessions.providerSessionId),
        isNull(paymentSessions.providerClosedAt),
        gt(paymentSessions.expiresAt, now),
      ),
    )
    .orderBy(asc(paymentSessions.id));
}

/** Refunds decided but not yet confirmed by the provider. */
export async function findPendingRefunds(
  executor: TExecutor,
  provider: TPaymentProviderName,
): Promise<TPaymentSessionRow[]> {
  return executor
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.refundStatus, 'pending')))
    .orderBy(asc(paymentSessions.id));
}

/**
 * Records that an event was handled; false when its id was seen before (the caller then does
 * nothing). The unique key decides, so two deliveries racing each other cannot both pass.
 */
export async function claimProviderEvent(
  executor: TExecutor,
  event: { provider: TPaymentProviderName; eventId: string; type: string; receivedAt: Date },
): Promise<number | null> {
  const [row] = await executor
    .insert(paymentProviderEvents)
    .values(event)
    .onConflictDoNothing({
      target: [paymentProviderEvents.provider, paymentProviderEvents.eventId],
    })
    .returning({ id: paymentProviderEvents.id });
  return row?.id ?? null;
}

export async function linkProviderEvent(executor: TExecutor, id: number, sessionId: number) {
  await executor
    .update(paymentProviderEvents)
    .set({ sessionId })
    .where(eq(paymentProviderEvents.id, id));
}

/** The file behind a session with what the payment page shows of it. */
export async function findSessionContext(executor: TExecutor, session: TPaymentSessionRow) {
  const [row] = await executor
    .select({
      reference: files.reference,
      bookingName: files.bookingName,
      agencyId: files.agencyId,
      fileStatus: files.status,
      invoiceNumber: invoices.number,
    })
    .from(files)
    .innerJoin(invoices, eq(invoices.id, session.invoiceId))
    .where(eq(files.id, session.fileId));
  if (!row) throw new Error(`payment session ${session.id}: file or invoice missing`);
  return row;
}

export async function findFileById(executor: TExecutor, fileId: number) {
  const [row] = await executor.select().from(files).where(eq(files.id, fileId));
  return row ?? null;
}

export async function lockFileById(executor: TExecutor, fileId: number) {
  const [row] = await executor.select().from(files).where(eq(files.id, fileId)).for('update');
  return row ?? null;
}

/** The file's live travel-app link token, if the agent has handed one out. */
export async function findLiveTravelAppToken(
  executor: TExecutor,
  fileId: number,
): Promise<string | null> {
  const [row] = await executor
    .select({ token: travellerLinks.token })
    .from(travellerLinks)
    .where(
      and(
        eq(travellerLinks.fileId, fileId),
        eq(travellerLinks.kind, 'travel-app'),
        isNull(travellerLinks.revokedAt),
      ),
    );
  return row?.token ?? null;
}

// Reminders ------------------------------------------------------------------------------------

/** Invoices with money still owing, with their file, agent and agency (the job filters by date). */
export async function findInvoicesOwing(executor: TExecutor) {
  return executor
    .select({
      invoice: invoices,
      fileId: files.id,
      reference: files.reference,
      bookingName: files.bookingName,
      fileStatus: files.status,
      agentName: users.name,
      agentEmail: users.email,
      agentActive: users.isActive,
      agencyName: agencies.name,
      excludedAt: paymentReminderFileExclusions.createdAt,
    })
    .from(invoices)
    .innerJoin(files, eq(files.id, invoices.fileId))
    .innerJoin(users, eq(users.id, files.agentId))
    .innerJoin(agencies, eq(agencies.id, files.agencyId))
    .leftJoin(paymentReminderFileExclusions, eq(paymentReminderFileExclusions.fileId, files.id))
    .where(inArray(invoices.status, ['issued', 'part-paid']))
    .orderBy(asc(invoices.id));
}

/** Claims a reminder (invoice, purpose, offset); false when it went out before. */
export async function claimReminder(
  executor: TExecutor,
  row: typeof paymentReminders.$inferInsert,
): Promise<boolean> {
  const inserted = await executor
    .insert(paymentReminders)
    .values(row)
    .onConflictDoNothing({
      target: [paymentReminders.invoiceId, paymentReminders.purpose, paymentReminders.offsetDays],
    })
    .returning({ id: paymentReminders.id });
  return inserted.length > 0;
}

export async function findExcludedRecipients(executor: TExecutor): Promise<Set<string>> {
  const rows = await executor
    .select({ email: paymentReminderRecipientExclusions.email })
    .from(paymentReminderRecipientExclusions);
  return new Set(rows.map((row) => row.email));
}

/** The excluded addresses matching `q`, by address; and how many match. */
export async function findRecipientExclusions(
  executor: TExecutor,
  filter: { q?: string | undefined; limit: number; offset: number },
) {
  const where = filter.q
    ? ilike(
        paymentReminderRecipientExclusions.email,
        `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
      )
    : undefined;
  const rows = await executor
    .select()
    .from(paymentReminderRecipientExclusions)
    .where(where)
    .orderBy(
      asc(paymentReminderRecipientExclusions.email),
      asc(paymentReminderRecipientExclusions.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor
    .select({ total: count() })
    .from(paymentReminderRecipientExclusions)
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function insertRecipientExclusion(
  executor: TExecutor,
  row: typeof paymentReminderRecipientExclusions.$inferInsert,
) {
  const [inserted] = await executor
    .insert(paymentReminderRecipientExclusions)
    .values(row)
    .onConflictDoNothing({ target: paymentReminderRecipientExclusions.email })
    .returning();
  return inserted ?? null;
}

export async function deleteRecipientExclusion(executor: TExecutor, id: number) {
  const deleted = await executor
    .delete(paymentReminderRecipientExclusions)
    .where(eq(paymentReminderRecipientExclusions.id, id))
    .returning();
  return deleted[0] ?? null;
}

export async function findFileExclusion(executor: TExecutor, fileId: number) {
  const [row] = await executor
    .select()
    .from(paymentReminderFileExclusions)
    .where(eq(paymentReminderFileExclusions.fileId, fileId));
  return row ?? null;
}

export async function upsertFileExclusion(
  executor: TExecutor,
  row: typeof paymentReminderFileExclusions.$inferInsert,
) {
  await executor
    .insert(paymentReminderFileExclusions)
    .values(row)
    .onConflictDoUpdate({
      target: paymentReminderFileExclusions.fileId,
      set: { reason: row.reason ?? '', excludedByUserId: row.excludedByUserId ?? null },
    });
}

export async function deleteFileExclusion(executor: TExecutor, fileId: number) {
  await executor
    .delete(paymentReminderFileExclusions)
    .where(eq(paymentReminderFileExclusions.fileId, fileId));
}

/** The invoice, locked until the transaction ends (a reminder re-reads what is owing under it). */
export async function lockInvoice(executor: TExecutor, invoiceId: number) {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  return row ?? null;
}
