import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { auditLog } from '../../db/schema/audit-log';
import { bookingAlerts } from '../../db/schema/booking-alerts';
import { fileDocumentsSent } from '../../db/schema/file-documents-sent';
import { fileEvents, fileVersions } from '../../db/schema/files-history';
import { fileServiceLines } from '../../db/schema/files-lines';
import { supplierRequests } from '../../db/schema/files-supplier-requests';
import { creditNotes, invoices, ledgerTransactions, payments } from '../../db/schema/finance';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { paymentSessions } from '../../db/schema/online-payments';
import { prizeChoices, prizes } from '../../db/schema/prizes';
import { supplierRequestEvents } from '../../db/schema/supplier-request-events';
import { suppliers } from '../../db/schema/suppliers';
import {
  quoteAcceptances,
  travellerEmergencyContacts,
  travellerLinks,
  travellerReviews,
} from '../../db/schema/traveller';
import { likePattern } from '../../lib/database-errors';

/**
 * Every place the portal keeps something about a file's travellers (docs/security.md lists them),
 * read for an export and rewritten for an erasure. Finance documents are read, never rewritten:
 * their amounts and numbers are the accounting's.
 */

export const PRIVACY_AUDIT_ACTIONS = {
  exported: 'privacy.exported',
  erased: 'privacy.erased',
} as const;

export async function findFileAgencyName(executor: TExecutor, agencyId: number) {
  const [row] = await executor
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.name ?? '';
}

/** Everything held about the file's travellers, beside the file row itself. */
export async function findPersonalRecords(executor: TExecutor, fileId: number) {
  const [
    emergencyContact,
    review,
    acceptance,
    prizeChoice,
    lines,
    links,
    fileVersionRows,
    fileEventRows,
    requests,
    paymentRows,
    sessions,
    invoiceRows,
    documents,
  ] = await Promise.all([
    executor
      .select()
      .from(travellerEmergencyContacts)
      .where(eq(travellerEmergencyContacts.fileId, fileId)),
    executor.select().from(travellerReviews).where(eq(travellerReviews.fileId, fileId)),
    executor.select().from(quoteAcceptances).where(eq(quoteAcceptances.fileId, fileId)),
    executor
      .select({ prize: prizes.name, chosenAt: prizeChoices.chosenAt })
      .from(prizeChoices)
      .innerJoin(prizes, eq(prizes.id, prizeChoices.prizeId))
      .where(eq(prizeChoices.fileId, fileId)),
    executor
      .select({ id: fileServiceLines.id, name: fileServiceLines.name })
      .from(fileServiceLines)
      .where(eq(fileServiceLines.fileId, fileId)),
    executor
      .select()
      .from(travellerLinks)
      .where(eq(travellerLinks.fileId, fileId))
      .orderBy(asc(travellerLinks.id)),
    executor
      .select({ id: fileVersions.id, snapshot: fileVersions.snapshot })
      .from(fileVersions)
      .where(eq(fileVersions.fileId, fileId)),
    executor
      .select({ id: fileEvents.id, detail: fileEvents.detail, actorName: fileEvents.actorName })
      .from(fileEvents)
      .where(eq(fileEvents.fileId, fileId)),
    executor
      .select({ request: supplierRequests, supplier: suppliers.name })
      .from(supplierRequests)
      .innerJoin(suppliers, eq(suppliers.id, supplierRequests.supplierId))
      .where(eq(supplierRequests.fileId, fileId))
      .orderBy(asc(supplierRequests.id)),
    executor.select().from(payments).where(eq(payments.fileId, fileId)).orderBy(asc(payments.id)),
    executor
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.fileId, fileId))
      .orderBy(asc(paymentSessions.id)),
    executor.select().from(invoices).where(eq(invoices.fileId, fileId)).orderBy(asc(invoices.id)),
    executor
      .select()
      .from(fileDocumentsSent)
      .where(eq(fileDocumentsSent.fileId, fileId))
      .orderBy(asc(fileDocumentsSent.id)),
  ]);
  return {
    emergencyContact: emergencyContact[0] ?? null,
    review: review[0] ?? null,
    acceptance: acceptance[0] ?? null,
    prizeChoice: prizeChoice[0] ?? null,
    lines,
    links,
    fileVersionRows,
    fileEventRows,
    requests,
    paymentRows,
    sessions,
    invoiceRows,
    documents,
  };
}
export type TPersonalRecords = Awaited<ReturnType<typeof findPersonalRecords>>;

/** The audit entries about this file, from which the earlier erasures are read. */
export async function findFileErasures(executor: TExecutor, reference: string) {
  return executor
    .select({ at: auditLog.createdAt, by: auditLog.actorLabel })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'file'),
        eq(auditLog.entityId, reference),
        eq(auditLog.action, PRIVACY_AUDIT_ACTIONS.erased),
      ),
    )
    .orderBy(asc(auditLog.id));
}

// --- Erasure: each function rewrites one kind of record and says how many it changed. ---------

type TRewrite<T> = (value: T) => T;

export async function deleteEmergencyContact(executor: TExecutor, fileId: number) {
  const deleted = await executor
    .delete(travellerEmergencyContacts)
    .where(eq(travellerEmergencyContacts.fileId, fileId))
    .returning({ fileId: travellerEmergencyContacts.fileId });
  return deleted.length;
}

export async function eraseReviewComment(executor: TExecutor, fileId: number) {
  const updated = await executor
    .update(travellerReviews)
    .set({ comment: '' })
    .where(eq(travellerReviews.fileId, fileId))
    .returning({ id: travellerReviews.id });
  return updated.length;
}

export async function eraseQuoteAcceptance(executor: TExecutor, fileId: number, name: string) {
  const updated = await executor
    .update(quoteAcceptances)
    .set({ fullName: name, comment: '', ip: '' })
    .where(eq(quoteAcceptances.fileId, fileId))
    .returning({ fileId: quoteAcceptances.fileId });
  return updated.length;
}

/** The traveller's links stop working: whoever holds one no longer reaches the booking. */
export async function revokeTravellerLinks(executor: TExecutor, fileId: number, at: Date) {
  const updated = await executor
    .update(travellerLinks)
    .set({ revokedAt: at })
    .where(and(eq(travellerLinks.fileId, fileId), isNull(travellerLinks.revokedAt)))
    .returning({ id: travellerLinks.id });
  return updated.length;
}

export async function rewriteSupplierRequests(
  executor: TExecutor,
  rows: TPersonalRecords['requests'],
  rewrite: { value: TRewrite<unknown>; text: TRewrite<string> },
) {
  for (const { request } of rows) {
    await executor
      .update(supplierRequests)
      .set({
        details: request.details
          ? (rewrite.value(request.details) as typeof request.details)
          : null,
        remarks: rewrite.text(request.remarks),
        reason: rewrite.text(request.reason),
      })
      .where(eq(supplierRequests.id, request.id));
    const events = await executor
      .select({ id: supplierRequestEvents.id, detail: supplierRequestEvents.detail })
      .from(supplierRequestEvents)
      .where(eq(supplierRequestEvents.requestId, request.id));
    for (const event of events) {
      await executor
        .update(supplierRequestEvents)
        .set({ detail: rewrite.value(event.detail) as Record<string, unknown> })
        .where(eq(supplierRequestEvents.id, event.id));
    }
  }
  return rows.length;
}

/** Payments keep their amounts, dates and methods; only the texts lose the names. */
export async function rewritePaymentTexts(
  executor: TExecutor,
  rows: TPersonalRecords['paymentRows'],
  rewrite: TRewrite<string>,
) {
  let changed = 0;
  for (const row of rows) {
    const reference = rewrite(row.reference);
    const notes = rewrite(row.notes);
    if (reference === row.reference && notes === row.notes) continue;
    await executor.update(payments).set({ reference, notes }).where(eq(payments.id, row.id));
    changed += 1;
  }
  return changed;
}

export async function rewriteCreditNoteReasons(
  executor: TExecutor,
  fileId: number,
  rewrite: TRewrite<string>,
) {
  const rows = await executor
    .select({ id: creditNotes.id, reason: creditNotes.reason })
    .from(creditNotes)
    .where(eq(creditNotes.fileId, fileId));
  let changed = 0;
  for (const row of rows) {
    const reason = rewrite(row.reason);
    if (reason === row.reason) continue;
    await executor.update(creditNotes).set({ reason }).where(eq(creditNotes.id, row.id));
    changed += 1;
  }
  return changed;
}

/** Ledger rows keep their type, date and value; a payment reference may name the payer. */
export async function rewriteLedgerReferences(
  executor: TExecutor,
  fileId: number,
  rewrite: TRewrite<string>,
) {
  const rows = await executor
    .select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.fileId, fileId));
  let changed = 0;
  for (const row of rows) {
    const reference = rewrite(row.reference);
    if (reference === row.reference) continue;
    await executor
      .update(ledgerTransactions)
      .set({ reference })
      .where(eq(ledgerTransactions.id, row.id));
    changed += 1;
  }
  return changed;
}

export async function rewriteBookingAlerts(
  executor: TExecutor,
  fileId: number,
  rewrite: TRewrite<string>,
) {
  const rows = await executor
    .select({ id: bookingAlerts.id, message: bookingAlerts.message })
    .from(bookingAlerts)
    .where(eq(bookingAlerts.fileId, fileId));
  let changed = 0;
  for (const row of rows) {
    const message = rewrite(row.message);
    if (message === row.message) continue;
    await executor.update(bookingAlerts).set({ message }).where(eq(bookingAlerts.id, row.id));
    changed += 1;
  }
  return changed;
}

/** Mail about the file (it names the reference): suppliers' requests, documents, reminders. */
export async function rewriteMailAbout(
  executor: TExecutor,
  reference: string,
  rewrite: TRewrite<string>,
) {
  const pattern = likePattern(reference);
  const rows = await executor
    .select()
    .from(mailOutbox)
    .where(or(ilike(mailOutbox.subject, pattern), ilike(mailOutbox.text, pattern)));
  let changed = 0;
  for (const row of rows) {
    const next = {
      subject: rewrite(row.subject),
      text: rewrite(row.text),
      html: row.html === null ? null : rewrite(row.html),
    };
    if (next.subject === row.subject && next.text === row.text && next.html === row.html) continue;
    await executor.update(mailOutbox).set(next).where(eq(mailOutbox.id, row.id));
    changed += 1;
  }
  return changed;
}

/** Audit entries about the file keep who did what and when; names leave their details. */
export async function rewriteAuditDetails(
  executor: TExecutor,
  reference: string,
  fileId: number,
  rewrite: TRewrite<unknown>,
) {
  const aboutFile: SQL | undefined = or(
    eq(auditLog.entityId, reference),
    and(eq(auditLog.entityType, 'file'), eq(auditLog.entityId, String(fileId))),
  );
  const rows = await executor
    .select({ id: auditLog.id, detail: auditLog.detail })
    .from(auditLog)
    .where(aboutFile);
  let changed = 0;
  for (const row of rows) {
    if (row.detail === null) continue;
    const detail = rewrite(row.detail);
    if (JSON.stringify(detail) === JSON.stringify(row.detail)) continue;
    await executor.update(auditLog).set({ detail }).where(eq(auditLog.id, row.id));
    changed += 1;
  }
  return changed;
}
