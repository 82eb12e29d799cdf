import { formatTime } from '@portal/shared/format/dates';
import { documentDate, letterhead, render, type TLetterhead } from './invoices.pdf';

/**
 * A service voucher (issue 24): what the traveller hands the supplier on the day, one per
 * confirmed service. It names the operator (the supplier's customer, on the brand's letterhead),
 * the service as booked, the guests, the supplier's confirmation number and the product's voucher
 * text. Rendered from the line as it is now, so a changed line gets a new voucher on its next
 * download; a line that is not confirmed has none.
 */
export interface TVoucherPdf {
  head: TLetterhead;
  fileReference: string;
  bookingName: string;
  serviceType: string;
  serviceName: string;
  supplierName: string;
  supplierPhone: string;
  supplierAddress: string;
  date: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  /** Nights for accommodation, days for the rest; printed when more than one. */
  span: number;
  isAccommodation: boolean;
  quantity: number;
  /** "2 adults, 1 child". */
  passengers: string;
  /** Names as the supplier books them ("Mr Tom Walker"), the lead guest first. */
  guests: string[];
  /** Room types with their guests, for accommodation ("Double: Mr Tom Walker, Mrs Ana Walker"). */
  rooms: string[];
  confirmation: string;
  voucherText: string;
  /** The operator's date the voucher was issued on. */
  issuedOn: string;
}

function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value);
}

export function renderVoucherPdf(voucher: TVoucherPdf): Promise<Buffer> {
  const title = `Service voucher ${voucher.fileReference}`;
  return render(title, (doc) => {
    letterhead(doc, voucher.head, title);
    field(doc, 'Confirmation number', voucher.confirmation);
    field(doc, 'Booking', `${voucher.fileReference} - ${voucher.bookingName}`);
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(12).text(`${voucher.serviceType}: ${voucher.serviceName}`);
    doc.fontSize(10);
    field(doc, 'Supplier', voucher.supplierName);
    if (voucher.supplierAddress) field(doc, 'Address', voucher.supplierAddress);
    if (voucher.supplierPhone) field(doc, 'Phone', voucher.supplierPhone);
    const dates =
      voucher.endDate === voucher.date
        ? documentDate(voucher.date)
        : `${documentDate(voucher.date)} to ${documentDate(voucher.endDate)}`;
    const span =
      voucher.span > 1 ? ` (${voucher.span} ${voucher.isAccommodation ? 'nights' : 'days'})` : '';
    field(doc, 'Dates', `${dates}${span}`);
    const times = [formatTime(voucher.startTime), formatTime(voucher.endTime)]
      .filter(Boolean)
      .join(' - ');
    if (times) field(doc, 'Times', times);
    if (voucher.quantity > 1) field(doc, 'Quantity', String(voucher.quantity));
    field(doc, 'Passengers', voucher.passengers);
    if (voucher.rooms.length > 0) field(doc, 'Rooms', voucher.rooms.join('; '));
    else if (voucher.guests.length > 0) field(doc, 'Guests', voucher.guests.join(', '));
    if (voucher.voucherText) {
      doc.moveDown();
      doc.font('Helvetica-Bold').text('Please note');
      doc.font('Helvetica').text(voucher.voucherText);
    }
    doc.moveDown();
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(
        `Issued ${documentDate(voucher.issuedOn)} by ${voucher.head.brandName}. Services are paid by ${voucher.head.brandName}; extras are paid direct to the supplier.`,
      );
  });
}
