import {
  documentDate,
  formatDocumentMoney,
  letterhead,
  render,
  row,
  type TLetterhead,
} from '../invoices/invoices.pdf';

/** One supplier invoice a remittance pays, with what of ours it was for. */
export interface TRemittancePdfInvoice {
  supplierReference: string;
  issuedOn: string;
  totalCents: number;
  /** "NZ-100234 Queenstown Lakeside Hotel" per line: our file reference and the service. */
  services: string[];
}

export interface TRemittancePdf {
  head: TLetterhead;
  runNumber: string;
  paidOn: string;
  currency: string;
  supplier: { name: string; code: string; address: string; email: string };
  invoices: TRemittancePdfInvoice[];
  totalCents: number;
}

/**
 * The remittance advice a supplier gets with a payment run: what was paid, when, for which of its
 * invoices and our bookings, in the house style of the operator's other documents.
 */
export function renderRemittancePdf(advice: TRemittancePdf): Promise<Buffer> {
  const money = (cents: number) => formatDocumentMoney(cents, advice.currency);
  const title = `Remittance Advice ${advice.runNumber}`;
  return render(title, (doc) => {
    letterhead(doc, advice.head, title);
    doc.text(`Paid on: ${documentDate(advice.paidOn)}`);
    doc.text(`Payment run: ${advice.runNumber}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`To: ${advice.supplier.name} (${advice.supplier.code})`);
    doc.font('Helvetica');
    if (advice.supplier.address) doc.text(advice.supplier.address);
    if (advice.supplier.email) doc.text(advice.supplier.email);
    doc.moveDown();
    doc.font('Helvetica-Bold');
    row(doc, 'Your invoice', 'Amount', 'Dated');
    doc.font('Helvetica');
    for (const invoice of advice.invoices) {
      row(
        doc,
        invoice.supplierReference,
        money(invoice.totalCents),
        documentDate(invoice.issuedOn),
      );
      doc.fontSize(9).fillColor('#555555');
      for (const service of invoice.services) doc.text(`    ${service}`, { width: 330 });
      doc.fontSize(10).fillColor('#000000');
    }
    doc.moveDown();
    doc.font('Helvetica-Bold');
    row(doc, 'Total paid', money(advice.totalCents));
    doc.font('Helvetica');
  });
}
