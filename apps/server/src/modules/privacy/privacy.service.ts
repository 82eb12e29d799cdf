import {
  ERASED_TRAVELLER_NAME,
  type TErasePersonalDataResponse,
  type TPersonalDataExport,
} from '@portal/shared/contracts/privacy';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import type { TFilesLive } from '../files/files.live';
import { findFileByReference } from '../files/files.repository';
import { eraseTravellerDataOfFile } from '../files/commands/erase-traveller-data';
import { lockFile } from '../files/commands/within-transaction';
import { presentPersonalData } from './privacy.presenter';
import {
  deleteEmergencyContact,
  eraseQuoteAcceptance,
  eraseReviewComment,
  findFileAgencyName,
  findFileErasures,
  findPersonalRecords,
  PRIVACY_AUDIT_ACTIONS,
  revokeTravellerLinks,
  rewriteAuditDetails,
  rewriteBookingAlerts,
  rewriteCreditNoteReasons,
  rewriteLedgerReferences,
  rewriteMailAbout,
  rewritePaymentTexts,
  rewriteSupplierRequests,
} from './privacy.repository';
import { namesIn, namesToErase, scrubText, scrubValue } from './privacy.scrub';

function fileNotFound(): AppError {
  return new AppError('NOT_FOUND', 'File not found.');
}

/**
 * A traveller's personal data on request (issue 11): the export of everything held about a file's
 * travellers, and its erasure. Both are audited; the erasure runs in one transaction with the
 * file locked, keeps every amount, number and date the accounting needs, and replaces the names.
 */
export function createPrivacyService(ctx: TAppContext, live: TFilesLive) {
  const { db } = ctx;

  return {
    async exportPersonalData(reference: string, actor: TAuditActor): Promise<TPersonalDataExport> {
      return db.transaction(async (tx) => {
        const file = await findFileByReference(tx, reference, { agencyId: null });
        if (!file) throw fileNotFound();
        const [agencyName, records, erasures] = await Promise.all([
          findFileAgencyName(tx, file.agencyId),
          findPersonalRecords(tx, file.id),
          findFileErasures(tx, file.reference),
        ]);
        const exportedAt = ctx.clock.now();
        await recordAudit(tx, actor, {
          action: PRIVACY_AUDIT_ACTIONS.exported,
          entityType: 'file',
          entityId: file.reference,
          at: exportedAt,
        });
        return presentPersonalData({ file, agencyName, records, erasures, exportedAt });
      });
    },

    async erasePersonalData(
      reference: string,
      confirmReference: string,
      actor: TAuditActor,
    ): Promise<TErasePersonalDataResponse> {
      if (confirmReference !== reference) {
        throw AppError.invalidField('confirmReference', 'Type the reference of this file.');
      }
      const erasedAt = ctx.clock.now();
      const { file, changed } = await db.transaction(async (tx) => {
        const file = await lockFile(tx, reference, { agencyId: null });
        if (!file) throw fileNotFound();
        const records = await findPersonalRecords(tx, file.id);
        const names = namesToErase([
          ...namesIn({ bookingName: file.bookingName, rooms: file.rooms }),
          ...records.fileVersionRows.flatMap((row) => namesIn(row.snapshot)),
          ...records.fileEventRows.flatMap((row) => namesIn(row.detail)),
          ...records.requests.flatMap(({ request }) => namesIn(request.details)),
          records.emergencyContact?.fullName,
          records.acceptance?.fullName,
        ]);
        const value = (stored: unknown) => scrubValue(stored, names);
        const text = (stored: string) => scrubText(stored, names);

        const changed: Record<string, number> = {
          ...(await eraseTravellerDataOfFile(
            tx,
            file,
            { versions: records.fileVersionRows, events: records.fileEventRows },
            { value, text },
            { bookingName: ERASED_TRAVELLER_NAME, at: erasedAt, byUserId: actor.userId },
          )),
        };
        changed.emergencyContact = await deleteEmergencyContact(tx, file.id);
        changed.feedback = await eraseReviewComment(tx, file.id);
        changed.quoteAcceptance = await eraseQuoteAcceptance(tx, file.id, ERASED_TRAVELLER_NAME);
        changed.travellerLinks = await revokeTravellerLinks(tx, file.id, erasedAt);
        changed.supplierRequests = await rewriteSupplierRequests(tx, records.requests, {
          value,
          text,
        });
        changed.payments = await rewritePaymentTexts(tx, records.paymentRows, text);
        changed.creditNotes = await rewriteCreditNoteReasons(tx, file.id, text);
        changed.ledger = await rewriteLedgerReferences(tx, file.id, text);
        changed.bookingAlerts = await rewriteBookingAlerts(tx, file.id, text);
        changed.mail = await rewriteMailAbout(tx, file.reference, text);
        changed.audit = await rewriteAuditDetails(tx, file.reference, file.id, value);

        // Written last, so this entry is not itself rewritten; it names no one.
        await recordAudit(tx, actor, {
          action: PRIVACY_AUDIT_ACTIONS.erased,
          entityType: 'file',
          entityId: file.reference,
          detail: { changed, namesErased: names.length },
          at: erasedAt,
        });
        return { file: { ...file, bookingName: ERASED_TRAVELLER_NAME }, changed };
      });
      // Open views of the file (agent and back office) refetch and lose the names too.
      live.fileUpdated(file, 'file.updated');
      return { reference: file.reference, erasedAt: erasedAt.toISOString(), changed };
    },
  };
}
