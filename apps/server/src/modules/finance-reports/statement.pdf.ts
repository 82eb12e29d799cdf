import type { TAgedCents } from '@portal/shared/domain/debtor-ageing';
import {
  documentDate,
  formatDocumentMoney,
  letterhead,
  render,
  row,
  type TLetterhead,
  type TPdf,
} from '../invoices/invoices.pdf';

/** An open invoice as the statement lists it. */
export interface TStatementInvoice {
  number: string;
  fileReference: string;
  issuedOn: string;
  depositDueOn: string;
  balanceDueOn: string;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  outstandingCents: number;
}

export interface TStatementPdf {
  head: TLetterhead;
  agencyName: string;
  agencyEmail: string | null;
  asOf: string;
  currency: string;
  agedCents: TAgedCents;
  invoices: TStatementInvoice[];
  /** The agency's money held against no open invoice (payments on account, over-credits). */
  unallocatedCents: number;
  commissionCreditCents: number;
  /** The ledger's balance: outstanding less the two above. */
  balanceCents: number;
}

/** Amounts in the invoice table: the currency is named once above it, so the columns fit. */
function plainAmount(cents: number): string {
  const value = (Math.abs(cents) / 100).toLocaleString('en-NZ', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return cents < 0 ? `-${value}` : value;
}

interface TColumn {
  width: number;
  align: 'left' | 'right';
}

/** Invoice, file, issued, deposit due, balance due, total, credited, paid, outstanding: 495 pt. */
const INVOICE_COLUMNS: TColumn[] = [
  { width: 72, align: 'left' },
  { width: 59, align: 'left' },
  { width: 52, align: 'left' },
  { width: 52, align: 'left' },
  { width: 52, align: 'left' },
  { width: 52, align: 'right' },
  { width: 52, align: 'right' },
  { width: 52, align: 'right' },
  { width: 52, align: 'right' },
];

/** One table row: each cell in its column, the next row below the tallest cell. */
function tableRow(doc: TPdf, columns: TColumn[], cells: string[]): void {
  const top = doc.y;
  let x = doc.page.margins.left;
  let bottom = top;
  cells.forEach((cell, index) => {
    const column = columns[index];
    if (!column) return;
    doc.text(cell, x, top, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 2;
}

/**
 * An agency's statement of account (docs/finance.md, "Debtors"): the brand's letterhead, the
 * agency, the date it is drawn up to, what it owes by age, every invoice still owing with its due
 * dates, and how that outstanding amount becomes the balance of its account.
 */
export function renderStatementPdf(statement: TStatementPdf): Promise<Buffer> {
  const money = (cents: number) => formatDocumentMoney(cents, statement.currency);
  const title = `Statement of Account - ${statement.agencyName}`;
  return render(title, (doc) => {
    letterhead(doc, statement.head, 'Statement of Account');
    doc.text(`Agency: ${statement.agencyName}`);
    if (statement.agencyEmail) doc.text(`Email: ${statement.agencyEmail}`);
    doc.text(`As at: ${documentDate(statement.asOf)}`);
    doc.moveDown();

    doc.font('Helvetica-Bold').text('Ageing');
    doc.font('Helvetica');
    const aged = statement.agedCents;
    row(doc, 'Current (not yet due)', money(aged.current));
    row(doc, '1-30 days overdue', money(aged.days1To30));
    row(doc, '31-60 days overdue', money(aged.days31To60));
    row(doc, '61-90 days overdue', money(aged.days61To90));
    row(doc, 'Over 90 days overdue', money(aged.over90));
    doc.font('Helvetica-Bold');
    row(doc, 'Total outstanding', money(aged.total));
    doc.font('Helvetica').moveDown();

    doc.font('Helvetica-Bold').text(`Open invoices (amounts in ${statement.currency})`);
    doc.moveDown(0.3).fontSize(8);
    tableRow(doc, INVOICE_COLUMNS, [
      'Invoice',
      'File',
      'Issued',
      'Deposit due',
      'Balance due',
      'Total',
      'Credited',
      'Paid',
      'Outstanding',
    ]);
    doc.font('Helvetica');
    if (statement.invoices.length === 0) doc.text('No invoice is owing.');
    for (const invoice of statement.invoices) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
      tableRow(doc, INVOICE_COLUMNS, [
        invoice.number,
        invoice.fileReference,
        documentDate(invoice.issuedOn),
        documentDate(invoice.depositDueOn),
        documentDate(invoice.balanceDueOn),
        plainAmount(invoice.totalCents),
        plainAmount(invoice.creditedCents),
        plainAmount(invoice.paidCents),
        plainAmount(invoice.outstandingCents),
      ]);
    }
    doc.fontSize(10).moveDown();

    row(doc, 'Outstanding on open invoices', money(aged.total));
    if (statement.unallocatedCents !== 0) {
      row(
        doc,
        'Less payments and credits not set against an invoice',
        money(statement.unallocatedCents),
      );
    }
    if (statement.commissionCreditCents !== 0) {
      row(doc, 'Less commission credited', money(statement.commissionCreditCents));
    }
    doc.font('Helvetica-Bold');
    row(doc, 'Balance of account', money(statement.balanceCents));
    doc.font('Helvetica').fontSize(8).moveDown();
    doc.text(statement.head.priceMessage);
  });
}
