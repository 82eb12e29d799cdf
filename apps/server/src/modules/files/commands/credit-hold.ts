import type { TAdminFileView, TCreditRelease } from '@portal/shared/contracts/files';
import { isCancelledFileStatus } from '@portal/shared/domain/file-states';
import type { TAppContext } from '../../../app-context';
import type { TTransaction } from '../../../db/database';
import type { TAuditedCaller } from '../../../lib/request-user';
import { recordAudit } from '../../audit/audit.service';
import { fileLifecycle, type TSupplierRequestRef } from '../file-lifecycle';
import { adminFileView, reloadFile } from '../file-reads';
import type { TFilesLive } from '../files.live';
import type { TFileActor } from '../files.policy';
import {
  findAgencyCredit,
  isCreditHeld,
  releaseFileCredit,
  type TFileRow,
} from '../files.repository';
import { recordEvents } from '../file-events';
import {
  claimChangeKey,
  conflict,
  eventRow,
  hashOfRequest,
  isRepeatedChange,
  withLockedFile,
  type TFileCommandDeps,
} from './file-command';

/**
 * Credit limits (docs/pricing.md, "Credit limits"). A booking requested over its agency's limit
 * is requested as usual (invoiced at once, so its deposit can be paid) but held: its supplier
 * requests stay pending, unseen by the suppliers, until the deposit is paid or a back-office user
 * with finance.manage approves. Lifting the hold sends them in the same transaction.
 */

/** The agency's credit as a booking of `amountCents` would use it. */
export interface TCreditCheck {
  limitCents: number;
  usedCents: number;
  amountCents: number;
}

/**
 * Null when the agency has no limit (not checked) or the booking fits within it; otherwise what
 * it would use: the agency's unpaid invoices of the brand plus the booking's net.
 */
export async function overCreditLimit(
  tx: TTransaction,
  file: Pick<TFileRow, 'agencyId' | 'brandId'>,
  amountCents: number,
): Promise<TCreditCheck | null> {
  const { creditLimitCents } = await findAgencyCredit(tx, file.agencyId);
  if (creditLimitCents === null) return null;
  const owing = await fileLifecycle().invoices.agencyOwing(tx, {
    agencyId: file.agencyId,
    brandId: file.brandId,
  });
  const usedCents = owing + amountCents;
  return usedCents > creditLimitCents
    ? { limitCents: creditLimitCents, usedCents, amountCents }
    : null;
}

/** A hold lifted: the file as it is now and the supplier requests sent with it. */
export interface TCreditReleased {
  file: TFileRow;
  sent: TSupplierRequestRef[];
}

/** Lifts the hold on the locked file, records how and sends its pending supplier requests. */
async function releaseHold(
  tx: TTransaction,
  ctx: Pick<TAppContext, 'config'>,
  file: TFileRow,
  release: { how: TCreditRelease; actor: TFileActor; detail: Record<string, unknown>; at: Date },
): Promise<TCreditReleased> {
  const { how, actor, detail, at } = release;
  await releaseFileCredit(tx, file.id, { how, byUserId: actor.userId, at });
  await recordEvents(tx, [
    eventRow(file.id, actor, 'booking.credit-released', { release: how, ...detail }, at),
  ]);
  // The hold is off in this transaction, so the lifecycle sends what waited.
  const dispatched = await fileLifecycle().supplierRequests.dispatch(tx, ctx, file.id, at);
  return {
    file: await reloadFile(tx, file.id, file.reference),
    sent: [...dispatched.sent, ...dispatched.withdrawn],
  };
}

/** Why the back office cannot approve the credit of this file, if it cannot. */
function approvalRefusal(file: TFileRow): string | null {
  if (!isCreditHeld(file)) {
    return `${file.reference} is not waiting for a credit approval: it was never held, or its hold has already been lifted.`;
  }
  if (isCancelledFileStatus(file.status)) {
    return `${file.reference} is ${file.status}; a cancelled booking needs no credit approval.`;
  }
  return null;
}

/** The `action` of a credit approval's Idempotency-Key (idempotency_keys). */
const APPROVE_CREDIT_ACTION = 'approve-credit';

/**
 * A back-office user with finance.manage lets a held booking go to its suppliers without its
 * deposit: recorded in the file's history and in the audit log (who, when, the agency, its credit
 * used and limit). With an Idempotency-Key a second copy (a double click) answers as the first.
 */
export async function approveCredit(
  deps: TFileCommandDeps,
  caller: TAuditedCaller,
  reference: string,
  reason: string,
  idempotencyKey?: string,
): Promise<TAdminFileView> {
  const { ctx } = deps;
  const file = await withLockedFile(
    deps,
    caller,
    { reference, scope: { agencyId: null } },
    async ({ tx, file, at, actor, afterCommit }) => {
      const change = {
        action: APPROVE_CREDIT_ACTION,
        fileId: file.id,
        requestHash: hashOfRequest({ reason }),
      };
      if (idempotencyKey && (await isRepeatedChange(tx, idempotencyKey, change))) return file;
      const refusal = approvalRefusal(file);
      if (refusal) throw conflict(refusal);

      const agency = await findAgencyCredit(tx, file.agencyId);
      // The booking is invoiced by now, so what the agency owes already includes it.
      const usedCents = await fileLifecycle().invoices.agencyOwing(tx, {
        agencyId: file.agencyId,
        brandId: file.brandId,
      });
      const credit = { usedCents, limitCents: agency.creditLimitCents };
      const released = await releaseHold(tx, ctx, file, {
        how: 'approval',
        actor,
        detail: { ...credit, ...(reason ? { reason } : {}) },
        at,
      });
      await recordAudit(tx, caller.audit, {
        action: 'booking.credit-approved',
        entityType: 'file',
        entityId: file.id,
        detail: {
          fileReference: file.reference,
          agency: agency.name,
          agencyId: file.agencyId,
          ...credit,
          amountCents: file.netCents,
          ...(reason ? { reason } : {}),
        },
        at,
      });
      if (idempotencyKey) await claimChangeKey(tx, idempotencyKey, change, actor);
      afterCommit.fileUpdated(released.file, 'booking.credit-released');
      afterCommit.supplierRequestsChanged(released.file, released.sent);
      afterCommit.deliverMail();
      return released.file;
    },
  );
  return adminFileView(ctx.db, file, caller);
}

/**
 * Money came in for the file, inside the caller's transaction (which holds the file's lock): when
 * the file is on credit hold and what it shows paid now meets its first invoice's deposit, the
 * hold lifts and its suppliers are asked. Null when nothing changed; otherwise the caller sends
 * `announceCreditRelease` after commit.
 */
export async function releaseCreditOnDeposit(
  tx: TTransaction,
  ctx: Pick<TAppContext, 'config'>,
  fileRef: Pick<TFileRow, 'id' | 'reference'>,
  at: Date,
): Promise<TCreditReleased | null> {
  const file = await reloadFile(tx, fileRef.id, fileRef.reference);
  if (!isCreditHeld(file) || isCancelledFileStatus(file.status)) return null;
  const deposit = await fileLifecycle().invoices.depositOf(tx, file.id);
  if (!deposit || deposit.paidCents < deposit.depositCents) return null;
  return releaseHold(tx, ctx, file, {
    how: 'deposit',
    actor: { kind: 'system', userId: null, name: null },
    detail: { depositCents: deposit.depositCents, paidCents: deposit.paidCents },
    at,
  });
}

/** After commit: whoever has the file open, its agency and the suppliers now asked hear of it. */
export function announceCreditRelease(
  deps: { live: TFilesLive; ctx: Pick<TAppContext, 'mail'> },
  released: TCreditReleased | null,
): void {
  if (!released) return;
  deps.live.fileUpdated(released.file, 'booking.credit-released');
  deps.live.supplierRequestsChanged(released.file, released.sent);
  deps.ctx.mail.kick();
}
