import type { TInvoiceLine } from '@portal/shared/contracts/invoices';
import { getBrand } from '@portal/shared/domain/brands';
import { balanceDueOn, gstOfInclusive, splitDeposit } from '@portal/shared/domain/invoicing';
import type { TTransaction } from '../../db/database';
import type { TClock } from '../../lib/clock';
import { findFileLines, type TFileRow, type TLineRow } from '../files/files.repository';
import { readInvoiceTerms, readSettingsSection } from '../settings/settings.sections';
import { brandTodayWithin } from '../settings/settings.service';
import {
  findFileInvoices,
  sumAdjustmentCredits,
  insertCreditNote,
  insertInvoice,
  insertLedgerTransactions,
  nextDocumentNumber,
  updateInvoice,
  type TInvoiceRow,
} from './invoices.repository';

/** File statuses that are bookings; a quote is never billed. */
// Cancellation still bills: suppliers may yet refuse to release; the credit comes with Cancelled.
export const BILLABLE_STATUSES = new Set([
  'Requested',
  'Processing',
  'Confirmed',
  'Amendment',
  'Cancellation',
]);
const LIVE_LINE = (line: TLineRow) => line.status !== 'Cancelled';

/** Statuses of a booking not yet confirmed: a brand that invoices at confirmation waits. */
const AWAITING_CONFIRMATION = new Set(['Requested', 'Processing']);

/**
 * Whether the booking's first invoice waits for its confirmation: the brand invoices at
 * confirmation (booking settings) and no service is confirmed for the whole booking yet. Once
 * invoiced, a booking is billed as usual whatever its status (an amendment, a cancellation).
 */
async function awaitsConfirmation(
  tx: TTransaction,
  file: TFileRow,
  invoiced: boolean,
): Promise<boolean> {
  if (invoiced || !AWAITING_CONFIRMATION.has(file.status)) return false;
  const bookings = await readSettingsSection(tx, 'bookings');
  const timing =
    getBrand(file.brandId).code === 'AU' ? bookings.invoiceTimingAU : bookings.invoiceTimingNZ;
  return timing === 'confirmation';
}

export function documentNumber(prefix: 'INV' | 'CN', brandId: number, n: number): string {
  return `${prefix}-${getBrand(brandId).code}-${String(n).padStart(6, '0')}`;
}

export function invoiceStatusOf(
  invoice: Pick<TInvoiceRow, 'totalCents' | 'paidCents' | 'creditedCents'>,
) {
  const payable = invoice.totalCents - invoice.creditedCents;
  if (payable <= 0) return 'void' as const;
  if (invoice.paidCents >= payable) return 'paid' as const;
  if (invoice.paidCents > 0) return 'part-paid' as const;
  return 'issued' as const;
}

/**
 * Brings a file's billing in line with the file, inside the caller's transaction (the files
 * service calls it when a booking is requested and on every status move). A booking is billed
 * its net price (what the agency pays, GST-inclusive); whatever was billed beyond that (a
 * cancellation, a price decrease) is credited newest invoice first, and a price increase is
 * billed by a further invoice. Every document is a ledger transaction. Nothing slow happens
 * here: documents are rendered when downloaded.
 */
export async function reconcileFileInvoices(
  tx: TTransaction,
  file: TFileRow,
  clock: TClock,
  options: {
    /** Why a decrease is credited, when the caller knows better than "Price decrease". */
    creditReason?: string;
    /** The back office issues the invoice now, even where the brand waits for confirmation. */
    issueNow?: boolean;
  } = {},
): Promise<void> {
  if (file.status === 'Quote') return;
  const lines = (await findFileLines(tx, file.id)).filter(LIVE_LINE);
  // Money the back office took off by hand stays off: the target is the net price less it.
  const adjusted = await sumAdjustmentCredits(tx, file.id);
  const target = BILLABLE_STATUSES.has(file.status) ? Math.max(0, file.netCents - adjusted) : 0;
  const existing = await findFileInvoices(tx, file.id);
  if (!options.issueNow && (await awaitsConfirmation(tx, file, existing.length > 0))) return;
  const billed = existing.reduce((sum, inv) => sum + inv.totalCents - inv.creditedCents, 0);
  const difference = target - billed;
  if (difference === 0) return;
  const brand = getBrand(file.brandId);
  const at = clock.now();
  const today = await brandTodayWithin(tx, clock, file.brandId);

  if (difference > 0) {
    const billLines: TInvoiceLine[] =
      billed === 0
        ? lines.map((line) => ({
            dayNumber: line.dayNumber,
            date: line.date,
            name: line.name,
            serviceTypeCode: line.serviceTypeCode,
            quantity: line.quantity,
            amountCents: line.netCents,
          }))
        : [
            {
              dayNumber: 0,
              date: today,
              name: `Price change on ${file.reference}`,
              serviceTypeCode: '',
              quantity: 1,
              amountCents: difference,
            },
          ];
    const terms = await readInvoiceTerms(tx);
    const { depositCents, balanceCents } = splitDeposit(difference, terms);
    const number = documentNumber(
      'INV',
      file.brandId,
      await nextDocumentNumber(tx, file.brandId, 'invoice'),
    );
    const invoice = await insertInvoice(tx, {
      number,
      brandId: file.brandId,
      fileId: file.id,
      agencyId: file.agencyId,
      issuedOn: today,
      totalCents: difference,
      gstCents: gstOfInclusive(difference, brand.gstPercent),
      depositCents,
      depositDueOn: today,
      balanceCents,
      balanceDueOn: balanceDueOn(file.travelDate, today, terms),
      lines: billLines,
    });
    await insertLedgerTransactions(tx, [
      {
        agencyId: file.agencyId,
        fileId: file.id,
        type: 'invoice',
        occurredOn: today,
        valueCents: difference,
        reference: number,
        invoiceId: invoice.id,
      },
    ]);
    return;
  }

  let toCredit = -difference;
  const reason =
    target === 0
      ? `Cancellation of ${file.reference}`
      : (options.creditReason ?? `Price decrease on ${file.reference}`);
  for (const invoice of [...existing].reverse()) {
    if (toCredit === 0) break;
    const creditable = invoice.totalCents - invoice.creditedCents;
    if (creditable <= 0) continue;
    const amount = Math.min(creditable, toCredit);
    toCredit -= amount;
    const number = documentNumber(
      'CN',
      file.brandId,
      await nextDocumentNumber(tx, file.brandId, 'credit_note'),
    );
    const note = await insertCreditNote(tx, {
      number,
      brandId: file.brandId,
      fileId: file.id,
      agencyId: file.agencyId,
      invoiceId: invoice.id,
      issuedOn: today,
      totalCents: amount,
      gstCents: gstOfInclusive(amount, brand.gstPercent),
      reason,
    });
    const creditedCents = invoice.creditedCents + amount;
    await updateInvoice(tx, invoice.id, {
      creditedCents,
      status: invoiceStatusOf({ ...invoice, creditedCents }),
      updatedAt: at,
    });
    await insertLedgerTransactions(tx, [
      {
        agencyId: file.agencyId,
        fileId: file.id,
        type: 'credit_note',
        occurredOn: today,
        valueCents: -amount,
        reference: number,
        creditNoteId: note.id,
      },
    ]);
  }
}
