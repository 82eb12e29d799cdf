import type { TCreditNoteKind, TInvoiceLine } from '@portal/shared/contracts/invoices';
import { getBrand } from '@portal/shared/domain/brands';
import { balanceDueOn, splitDeposit } from '@portal/shared/domain/invoicing';
import { gstContent } from '@portal/shared/domain/pricing/rounding';
import { taxSplitOf, type TTaxCode, type TTaxSplit } from '@portal/shared/domain/tax';
import type { TTransaction } from '../../db/database';
import type { TClock } from '../../lib/clock';
import { documentNumber, nextDocumentNumber } from '../../lib/finance-document-numbers';
import { findFileLines, type TFileRow, type TLineRow } from '../files/files.repository';
import { readInvoiceTerms, readSettingsSection } from '../settings/settings.sections';
import { brandTodayWithin } from '../settings/settings.service';
import { publishFileWebhookEvent } from '../webhooks/webhooks.service';
import {
  findFileCreditNotes,
  findFileInvoices,
  sumAdjustmentCredits,
  insertCreditNote,
  insertInvoice,
  insertLedgerTransactions,
  updateInvoice,
  type TCreditNoteRow,
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

/** The brand's next invoice or credit note number, taken in the caller's transaction. */
async function nextNumberOf(
  tx: TTransaction,
  kind: 'invoice' | 'credit_note',
  brandId: number,
): Promise<string> {
  const n = await nextDocumentNumber(tx, brandId, kind);
  return documentNumber(kind === 'invoice' ? 'INV' : 'CN', brandId, n);
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

/** What is left to credit on an invoice, split by tax code (what was credited of each taken off). */
export function creditableSplitOf(
  invoice: Pick<TInvoiceRow, 'id' | 'totalCents' | 'creditedCents' | 'zeroRatedCents'>,
  notes: readonly Pick<TCreditNoteRow, 'invoiceId' | 'zeroRatedCents'>[],
): TTaxSplit {
  const creditable = Math.max(0, invoice.totalCents - invoice.creditedCents);
  const zeroCredited = notes
    .filter((note) => note.invoiceId === invoice.id)
    .reduce((sum, note) => sum + note.zeroRatedCents, 0);
  const zeroRatedCents = Math.min(creditable, Math.max(0, invoice.zeroRatedCents - zeroCredited));
  return { zeroRatedCents, taxableCents: creditable - zeroRatedCents };
}

/**
 * A credit note against `invoice` for a taxable and a zero-rated amount, its ledger row, the
 * invoice's new status and its webhook event, inside the caller's transaction. The GST credited is the GST in the
 * taxable part only (docs/tax.md).
 */
export async function issueCreditNote(
  tx: TTransaction,
  file: Pick<TFileRow, 'id' | 'brandId' | 'agencyId' | 'reference' | 'yourReference' | 'status'>,
  invoice: TInvoiceRow,
  credit: TTaxSplit & { reason: string; kind?: TCreditNoteKind },
  clock: TClock,
): Promise<TCreditNoteRow> {
  const amount = credit.taxableCents + credit.zeroRatedCents;
  const number = await nextNumberOf(tx, 'credit_note', file.brandId);
  const note = await insertCreditNote(tx, {
    number,
    brandId: file.brandId,
    fileId: file.id,
    agencyId: file.agencyId,
    invoiceId: invoice.id,
    issuedOn: await brandTodayWithin(tx, clock, file.brandId),
    totalCents: amount,
    gstCents: gstContent(credit.taxableCents, getBrand(file.brandId).gstPercent),
    zeroRatedCents: credit.zeroRatedCents,
    reason: credit.reason,
    kind: credit.kind ?? 'billing',
  });
  const creditedCents = invoice.creditedCents + amount;
  await updateInvoice(tx, invoice.id, {
    creditedCents,
    status: invoiceStatusOf({ ...invoice, creditedCents }),
    updatedAt: clock.now(),
  });
  await insertLedgerTransactions(tx, [
    {
      agencyId: file.agencyId,
      fileId: file.id,
      type: 'credit_note',
      occurredOn: note.issuedOn,
      valueCents: -amount,
      reference: number,
      creditNoteId: note.id,
    },
  ]);
  await publishFileWebhookEvent(tx, file, 'credit_note.issued', clock.now(), {
    creditNote: {
      id: note.id,
      number: note.number,
      invoiceNumber: invoice.number,
      issuedOn: note.issuedOn,
      totalCents: note.totalCents,
      gstCents: note.gstCents,
      reason: note.reason,
      currency: getBrand(file.brandId).currency,
    },
  });
  return note;
}

/** A cancelled service whose cancellation fee the agency keeps paying. */
const KEPT_FEE = (line: TLineRow) => line.status === 'Cancelled' && line.cancellationFeeCents > 0;

/**
 * What the booking should have billed, by tax code: the net price of its live services (what the
 * agency pays, GST-inclusive) while it is a booking, plus the cancellation fees of its cancelled
 * services (docs/pricing.md, "Cancellation fees", also once the booking is Cancelled), less what
 * the back office took off by hand, whose credits were taxable. A fee keeps the tax code of its
 * service, so the zero-rated part is the net of the services abroad and their fees.
 */
function targetSplitOf(file: TFileRow, lines: readonly TLineRow[], adjusted: number): TTaxSplit {
  const isBooking = BILLABLE_STATUSES.has(file.status);
  if (!isBooking && file.status !== 'Cancelled') return { taxableCents: 0, zeroRatedCents: 0 };
  const live = isBooking ? lines.filter(LIVE_LINE) : [];
  const fees = lines.filter(KEPT_FEE);
  const liveNet = isBooking ? file.netCents : 0;
  const feeTotal = fees.reduce((sum, line) => sum + line.cancellationFeeCents, 0);
  const total = Math.max(0, liveNet + feeTotal - adjusted);
  const { zeroRatedCents } = taxSplitOf([
    ...live.map((line) => ({ taxCode: line.taxCode, amountCents: line.netCents })),
    ...fees.map((line) => ({ taxCode: line.taxCode, amountCents: line.cancellationFeeCents })),
  ]);
  const zero = Math.min(zeroRatedCents, total);
  return { taxableCents: total - zero, zeroRatedCents: zero };
}

/** What the booking's invoices bill now (less their credit notes), by tax code. */
function billedSplitOf(
  invoices: readonly TInvoiceRow[],
  notes: readonly TCreditNoteRow[],
): TTaxSplit {
  const billed = invoices.reduce((sum, inv) => sum + inv.totalCents - inv.creditedCents, 0);
  const zeroRatedCents =
    invoices.reduce((sum, inv) => sum + inv.zeroRatedCents, 0) -
    notes.reduce((sum, note) => sum + note.zeroRatedCents, 0);
  return { zeroRatedCents, taxableCents: billed - zeroRatedCents };
}

/**
 * The invoice lines: the services themselves (and the fees of cancelled ones) on a booking's
 * first invoice, else the change.
 */
function billedLinesOf(
  file: TFileRow,
  lines: readonly TLineRow[],
  increase: TTaxSplit,
  firstInvoice: boolean,
  today: string,
  label = `Price change on ${file.reference}`,
): TInvoiceLine[] {
  const itemised = lines.map((line) => {
    const isFee = line.status === 'Cancelled';
    return {
      dayNumber: line.dayNumber,
      date: line.date,
      name: isFee ? `Cancellation fee: ${line.name}` : line.name,
      serviceTypeCode: line.serviceTypeCode,
      quantity: isFee ? 1 : line.quantity,
      amountCents: isFee ? line.cancellationFeeCents : line.netCents,
      taxCode: line.taxCode,
    };
  });
  const itemisedSplit = taxSplitOf(itemised);
  if (
    firstInvoice &&
    itemisedSplit.taxableCents === increase.taxableCents &&
    itemisedSplit.zeroRatedCents === increase.zeroRatedCents
  ) {
    return itemised;
  }
  const change = (taxCode: TTaxCode, amountCents: number, name: string): TInvoiceLine => ({
    dayNumber: 0,
    date: today,
    name,
    serviceTypeCode: '',
    quantity: 1,
    amountCents,
    taxCode,
  });
  return [
    ...(increase.taxableCents > 0 ? [change('standard', increase.taxableCents, label)] : []),
    ...(increase.zeroRatedCents > 0
      ? [change('zero_rated', increase.zeroRatedCents, `${label}, services abroad`)]
      : []),
  ];
}

/**
 * Brings a file's billing in line with the file, inside the caller's transaction (the files
 * service calls it when a booking is requested and on every status move). A booking is billed
 * its net price (what the agency pays, GST-inclusive), apart by tax code: what the taxable or the
 * zero-rated part no longer costs (a cancellation, a price decrease) is credited newest invoice
 * first, and an increase of either is billed by a further invoice, so each document's GST is the
 * GST of its own taxable part (docs/tax.md). Every document is a ledger transaction and a webhook
 * event (invoice.issued, credit_note.issued). Nothing slow happens here: documents are rendered
 * when downloaded and webhooks sent after commit.
 */
export async function reconcileFileInvoices(
  tx: TTransaction,
  file: TFileRow,
  clock: TClock,
  options: {
    /** Why a decrease is credited, when the caller knows better than "Price decrease". */
    creditReason?: string;
    /** What an increase is called on its invoice, when the caller knows better than "Price change". */
    increaseLabel?: string;
    /** The back office issues the invoice now, even where the brand waits for confirmation. */
    issueNow?: boolean;
  } = {},
): Promise<void> {
  if (file.status === 'Quote') return;
  const existing = await findFileInvoices(tx, file.id);
  if (!options.issueNow && (await awaitsConfirmation(tx, file, existing.length > 0))) return;
  const allLines = await findFileLines(tx, file.id);
  // Money the back office took off by hand stays off: the target is the net price less it.
  const target = targetSplitOf(file, allLines, await sumAdjustmentCredits(tx, file.id));
  const notes = await findFileCreditNotes(tx, file.id);
  const billed = billedSplitOf(existing, notes);
  const taxableChange = target.taxableCents - billed.taxableCents;
  const zeroRatedChange = target.zeroRatedCents - billed.zeroRatedCents;
  if (taxableChange === 0 && zeroRatedChange === 0) return;

  // Credits first, so a decrease never credits the invoice issued for an increase.
  const toCredit: TTaxSplit = {
    taxableCents: Math.max(0, -taxableChange),
    zeroRatedCents: Math.max(0, -zeroRatedChange),
  };
  if (toCredit.taxableCents + toCredit.zeroRatedCents > 0) {
    const targetTotal = target.taxableCents + target.zeroRatedCents;
    const reason =
      targetTotal === 0
        ? `Cancellation of ${file.reference}`
        : file.status === 'Cancelled'
          ? `Cancellation of ${file.reference}, less its cancellation fees`
          : (options.creditReason ?? `Price decrease on ${file.reference}`);
    await creditNewestFirst(tx, file, existing, notes, toCredit, reason, clock);
  }

  const increase: TTaxSplit = {
    taxableCents: Math.max(0, taxableChange),
    zeroRatedCents: Math.max(0, zeroRatedChange),
  };
  const total = increase.taxableCents + increase.zeroRatedCents;
  if (total === 0) return;
  const today = await brandTodayWithin(tx, clock, file.brandId);
  const billedBefore = billed.taxableCents + billed.zeroRatedCents;
  const invoicedLines = [
    ...(BILLABLE_STATUSES.has(file.status) ? allLines.filter(LIVE_LINE) : []),
    ...allLines.filter(KEPT_FEE),
  ];
  const billLines = billedLinesOf(
    file,
    invoicedLines,
    increase,
    billedBefore === 0,
    today,
    options.increaseLabel,
  );
  const terms = await readInvoiceTerms(tx);
  const { depositCents, balanceCents } = splitDeposit(total, terms);
  const number = await nextNumberOf(tx, 'invoice', file.brandId);
  const invoice = await insertInvoice(tx, {
    number,
    brandId: file.brandId,
    fileId: file.id,
    agencyId: file.agencyId,
    issuedOn: today,
    totalCents: total,
    // Once on the taxable part (docs/tax.md): the zero-rated part carries none.
    gstCents: gstContent(increase.taxableCents, getBrand(file.brandId).gstPercent),
    zeroRatedCents: increase.zeroRatedCents,
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
      valueCents: total,
      reference: number,
      invoiceId: invoice.id,
    },
  ]);
  await publishFileWebhookEvent(tx, file, 'invoice.issued', clock.now(), {
    invoice: {
      id: invoice.id,
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      totalCents: invoice.totalCents,
      gstCents: invoice.gstCents,
      depositCents: invoice.depositCents,
      depositDueOn: invoice.depositDueOn,
      balanceDueOn: invoice.balanceDueOn,
      currency: getBrand(file.brandId).currency,
    },
  });
}

/**
 * Credits `toCredit` newest invoice first, each invoice's zero-rated and taxable parts only up to
 * what is left of them on it; whatever no invoice holds of its own tax code (an invoice issued
 * before lines had tax codes) is credited from what is left of the other.
 */
async function creditNewestFirst(
  tx: TTransaction,
  file: TFileRow,
  invoices: readonly TInvoiceRow[],
  notes: readonly TCreditNoteRow[],
  toCredit: TTaxSplit,
  reason: string,
  clock: TClock,
): Promise<void> {
  const left = { ...toCredit };
  const credited = [...notes];
  const current = new Map(invoices.map((invoice) => [invoice.id, { ...invoice }]));
  for (const strict of [true, false]) {
    for (const invoice of [...current.values()].reverse()) {
      if (left.taxableCents + left.zeroRatedCents === 0) return;
      const open = creditableSplitOf(invoice, credited);
      const openTotal = open.taxableCents + open.zeroRatedCents;
      const zero = Math.min(left.zeroRatedCents, strict ? open.zeroRatedCents : openTotal);
      const taxable = Math.min(left.taxableCents, strict ? open.taxableCents : openTotal - zero);
      if (zero + taxable === 0) continue;
      const note = await issueCreditNote(
        tx,
        file,
        invoice,
        { taxableCents: taxable, zeroRatedCents: zero, reason },
        clock,
      );
      credited.push(note);
      invoice.creditedCents += note.totalCents;
      left.taxableCents -= taxable;
      left.zeroRatedCents -= zero;
    }
  }
}
