import PDFDocument from 'pdfkit';
import type { TInvoiceLine } from '@portal/shared/contracts/invoices';
import type { TClientDocumentBranding } from '@portal/shared/domain/client-documents';
import { formatDayMonthYear, formatTime } from '@portal/shared/format/dates';
import type { TDrawableImage } from '../../lib/document-images';

/** Amounts as printed on documents: "NZD 1,234.56" (negative with a leading minus). */
export function formatDocumentMoney(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const value = (Math.abs(cents) / 100).toLocaleString('en-NZ', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${sign}${currency} ${value}`;
}

/** What the settings give every document's head (empty strings are left out). */
export interface TLetterhead {
  companyName: string;
  brandName: string;
  address: string;
  phone: string;
  email: string;
  letterheadText: string;
  /** Printed by documents that show prices, e.g. "NZD incl. 15% GST". */
  priceMessage: string;
  /** The 24-hour line, printed on itineraries. */
  emergencyPhone: string;
}

export type TPdf = PDFKit.PDFDocument;

/** Dates on documents read "03 Jun 2030" (SPEC section 9), never the stored ISO form. */
export function documentDate(iso: string): string {
  return formatDayMonthYear(iso) || iso;
}

/** Renders with pdfkit's built-in Helvetica so every word stays extractable (pdftotext, search). */
export function render(title: string, draw: (doc: TPdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export function letterhead(doc: TPdf, head: TLetterhead, title: string): void {
  doc.font('Helvetica-Bold').fontSize(18).text(head.companyName);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(head.brandName);
  const contact = [
    head.address,
    head.phone && `Phone ${head.phone}`,
    head.email && `Email ${head.email}`,
  ].filter(Boolean);
  if (contact.length > 0) doc.text(contact.join('  |  '));
  if (head.letterheadText) doc.text(head.letterheadText);
  doc.moveDown().fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
}

type TBox = { width: number; height: number };
const DAY_PICTURE: TBox = { width: 260, height: 150 };
const LOGO: TBox = { width: 200, height: 70 };

function fitted(image: TDrawableImage, box: TBox): TBox {
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  return { width: image.width * scale, height: image.height * scale };
}

/** Starts a new page unless `height` more points fit on this one. */
function keepSpace(doc: TPdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * Draws a checked picture (lib/document-images.ts) at the left margin, scaled down to fit the box
 * and never enlarged, on a new page when the rest of this one is too short; the text goes on below.
 */
function picture(doc: TPdf, image: TDrawableImage, box: TBox): void {
  const { width, height } = fitted(image, box);
  keepSpace(doc, height);
  const { left } = doc.page.margins;
  const top = doc.y;
  doc.image(image.bytes, left, top, { width, height });
  doc.x = left;
  doc.y = top + height;
}

/** What an agency's client documents may print of the agency (modules/people). */
export interface TAgencyHead {
  name: string;
  phone: string;
  email: string;
  /** Drawn only on agent-branded documents. */
  logo: TDrawableImage | null;
}

/**
 * The head of a document the agency hands its client, as the agency chose: the operator's
 * letterhead, the agency's own (logo, name, contacts: nothing of the operator's), or none at all.
 */
function clientLetterhead(
  doc: TPdf,
  branding: TClientDocumentBranding,
  head: TLetterhead,
  agency: TAgencyHead,
  title: string,
): void {
  if (branding === 'operator') {
    letterhead(doc, head, title);
    return;
  }
  if (branding === 'agency') {
    if (agency.logo) {
      picture(doc, agency.logo, LOGO);
      doc.moveDown(0.5);
    }
    doc.font('Helvetica-Bold').fontSize(18).text(agency.name);
    const contact = [
      agency.phone && `Phone ${agency.phone}`,
      agency.email && `Email ${agency.email}`,
    ].filter(Boolean);
    doc.font('Helvetica').fontSize(10).fillColor('#555555');
    if (contact.length > 0) doc.text(contact.join('  |  '));
    doc.moveDown();
  }
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
}

/** A line of label, optional middle column and amount, as the documents' tables print them. */
export function row(doc: TPdf, label: string, value: string, middle?: string): void {
  const y = doc.y;
  doc.text(label, 50, y, { width: middle === undefined ? 330 : 250 });
  const afterLabel = doc.y;
  if (middle !== undefined) doc.text(middle, 300, y, { width: 85, align: 'right' });
  doc.text(value, 390, y, { width: 155, align: 'right' });
  doc.y = Math.max(afterLabel, doc.y);
  doc.x = 50;
}

/** How a brand's tax documents name its registration and its untaxed services (TAX_WORDS). */
export interface TTaxHead {
  /** "GST number" or "ABN". */
  taxNumberLabel: string;
  /** Empty when the brand's settings give none. */
  taxNumber: string;
  /** "Zero-rated" or "GST-free". */
  zeroRatedLabel: string;
}

function taxRegistration(doc: TPdf, tax: TTaxHead): void {
  if (tax.taxNumber) doc.text(`${tax.taxNumberLabel}: ${tax.taxNumber}`);
}

export interface TInvoicePdf {
  head: TLetterhead;
  tax: TTaxHead;
  number: string;
  fileReference: string;
  bookingName: string;
  agencyName: string;
  travelDate: string;
  issuedOn: string;
  currency: string;
  gstPercent: number;
  lines: TInvoiceLine[];
  totalCents: number;
  gstCents: number;
  zeroRatedCents: number;
  depositCents: number;
  depositDueOn: string;
  balanceCents: number;
  balanceDueOn: string;
}

/**
 * A tax invoice as both tax offices ask for one (docs/tax.md): the words "Tax Invoice", the
 * brand's GST number or ABN, and per line its GST rate or that it carries none, with the taxable
 * and the zero-rated (GST-free) subtotals and the GST in the total.
 */
export function renderInvoicePdf(invoice: TInvoicePdf): Promise<Buffer> {
  const money = (cents: number) => formatDocumentMoney(cents, invoice.currency);
  const { tax } = invoice;
  return render(`Tax Invoice ${invoice.number}`, (doc) => {
    letterhead(doc, invoice.head, `Tax Invoice ${invoice.number}`);
    taxRegistration(doc, tax);
    doc.text(`Booking reference: ${invoice.fileReference}`);
    doc.text(`Booking name: ${invoice.bookingName}`);
    doc.text(`Agency: ${invoice.agencyName}`);
    doc.text(`Travel date: ${documentDate(invoice.travelDate)}`);
    doc.text(`Issued: ${documentDate(invoice.issuedOn)}`);
    doc.moveDown();
    doc.font('Helvetica-Bold');
    row(doc, 'Service', 'Amount', 'GST');
    doc.font('Helvetica');
    for (const line of invoice.lines) {
      const when = line.dayNumber > 0 ? `Day ${line.dayNumber} ${documentDate(line.date)} - ` : '';
      const gst = line.taxCode === 'zero_rated' ? tax.zeroRatedLabel : `${invoice.gstPercent}%`;
      row(doc, `${when}${line.name}`, money(line.amountCents), gst);
    }
    doc.moveDown();
    if (invoice.zeroRatedCents > 0) {
      row(doc, 'Taxable supplies (incl. GST)', money(invoice.totalCents - invoice.zeroRatedCents));
      row(doc, `${tax.zeroRatedLabel} supplies`, money(invoice.zeroRatedCents));
    }
    row(doc, `GST included (${invoice.gstPercent}%)`, money(invoice.gstCents));
    doc.font('Helvetica-Bold');
    row(doc, 'Total', money(invoice.totalCents));
    doc.font('Helvetica').fontSize(8).text(invoice.head.priceMessage).fontSize(10);
    doc.font('Helvetica').moveDown();
    row(doc, `Deposit due ${documentDate(invoice.depositDueOn)}`, money(invoice.depositCents));
    row(doc, `Balance due ${documentDate(invoice.balanceDueOn)}`, money(invoice.balanceCents));
  });
}

export interface TCreditNotePdf {
  head: TLetterhead;
  tax: TTaxHead;
  number: string;
  invoiceNumber: string;
  fileReference: string;
  agencyName: string;
  issuedOn: string;
  reason: string;
  currency: string;
  gstPercent: number;
  totalCents: number;
  gstCents: number;
  zeroRatedCents: number;
}

export function renderCreditNotePdf(note: TCreditNotePdf): Promise<Buffer> {
  const money = (cents: number) => formatDocumentMoney(cents, note.currency);
  return render(`Credit Note ${note.number}`, (doc) => {
    letterhead(doc, note.head, `Credit Note ${note.number}`);
    taxRegistration(doc, note.tax);
    doc.text(`Booking reference: ${note.fileReference}`);
    doc.text(`Credits invoice: ${note.invoiceNumber}`);
    doc.text(`Agency: ${note.agencyName}`);
    doc.text(`Issued: ${documentDate(note.issuedOn)}`);
    doc.text(`Reason: ${note.reason}`);
    doc.moveDown();
    if (note.zeroRatedCents > 0) {
      row(doc, 'Taxable supplies (incl. GST)', money(note.totalCents - note.zeroRatedCents));
      row(doc, `${note.tax.zeroRatedLabel} supplies`, money(note.zeroRatedCents));
    }
    row(doc, `GST included (${note.gstPercent}%)`, money(note.gstCents));
    doc.font('Helvetica-Bold');
    row(doc, 'Total credited', money(note.totalCents));
  });
}

export interface TItineraryLine {
  name: string;
  serviceType: string;
  status: string;
  startTime: string | null;
  endTime: string | null;
  nights: number;
  supplierName: string;
  phone: string;
  address: string;
  voucher: string | null;
  confirmation: string | null;
  /** The line's itinerary text (set in the back office's itinerary editor). */
  remarks: string;
}

export interface TItineraryDay {
  dayNumber: number;
  date: string;
  title: string;
  description: string;
  drivingNotes: { km: number; minutes: number; notes: string }[];
  lines: TItineraryLine[];
  /** At most one picture a day: the first of the day's services that has one. */
  image: TDrawableImage | null;
}

export interface TItineraryPdf {
  /** The operator's letterhead; its price message and emergency line print whatever the branding. */
  head: TLetterhead;
  /** Whose letterhead the client reads (the agency's setting). */
  branding: TClientDocumentBranding;
  agency: TAgencyHead;
  fileReference: string;
  bookingName: string;
  travelDate: string;
  endDate: string;
  passengers: string;
  currency: string;
  totalCents: number;
  days: TItineraryDay[];
}

/**
 * A service's status in words a client understands: the trade's codes ("Wait", "Requested",
 * "Allotment") mean nothing to a traveller.
 */
export function clientStatusText(status: string): string {
  switch (status) {
    case 'Confirmed':
      return 'Confirmed';
    case 'Requested':
    case 'Provisional':
    case 'Wait':
    case 'On Request':
      return 'Awaiting confirmation';
    case 'Available':
    case 'Allotment':
      return 'Not booked yet';
    case 'Unable':
    case 'Full':
    case 'Unavailable':
      return 'Not available';
    case 'Cancelled':
      return 'Cancelled';
    default:
      return status;
  }
}

export function renderItineraryPdf(itinerary: TItineraryPdf): Promise<Buffer> {
  // SPEC section 9: dates as "DD Mon YYYY", times as HH:MM.
  return render(`Itinerary ${itinerary.fileReference}`, (doc) => {
    const title = `Itinerary ${itinerary.fileReference}`;
    clientLetterhead(doc, itinerary.branding, itinerary.head, itinerary.agency, title);
    // The line travellers call on the road: printed under every letterhead (it names no company).
    if (itinerary.head.emergencyPhone) {
      doc.font('Helvetica-Bold').text(`24-hour emergency line: ${itinerary.head.emergencyPhone}`);
      doc.font('Helvetica');
    }
    doc.text(`Booking name: ${itinerary.bookingName}`);
    // Agent-branded documents name the agency in their head; unbranded ones name no company.
    if (itinerary.branding === 'operator') doc.text(`Agency: ${itinerary.agency.name}`);
    doc.text(`Travel: ${documentDate(itinerary.travelDate)} to ${documentDate(itinerary.endDate)}`);
    doc.text(`Passengers: ${itinerary.passengers}`);
    for (const day of itinerary.days) {
      doc.moveDown();
      // A day's heading stays with its picture.
      if (day.image) keepSpace(doc, 30 + fitted(day.image, DAY_PICTURE).height);
      doc.font('Helvetica-Bold').fontSize(12);
      doc.text(
        `Day ${day.dayNumber} - ${documentDate(day.date)}${day.title ? ` - ${day.title}` : ''}`,
      );
      doc.font('Helvetica').fontSize(10);
      if (day.image) {
        doc.moveDown(0.3);
        picture(doc, day.image, DAY_PICTURE);
        doc.moveDown(0.3);
      }
      if (day.description) doc.text(day.description);
      for (const note of day.drivingNotes) {
        const hours = `${Math.floor(note.minutes / 60)}h ${String(note.minutes % 60).padStart(2, '0')}m`;
        doc.text(`Driving: ${note.km} km, about ${hours}${note.notes ? `. ${note.notes}` : ''}`);
      }
      for (const line of day.lines) {
        const times = [formatTime(line.startTime), formatTime(line.endTime)]
          .filter(Boolean)
          .join(' - ');
        const nights = line.nights > 1 ? ` (${line.nights} nights)` : '';
        doc.moveDown(0.3).font('Helvetica-Bold');
        doc.text(`${line.serviceType}: ${line.name}${nights}${times ? ` ${times}` : ''}`);
        doc.font('Helvetica');
        doc.text(`Supplier: ${line.supplierName}${line.phone ? `, phone ${line.phone}` : ''}`);
        if (line.remarks) doc.text(line.remarks);
        if (line.address) doc.text(`Address: ${line.address}`);
        doc.text(
          `Status: ${clientStatusText(line.status)}` +
            (line.confirmation ? `, confirmation ${line.confirmation}` : '') +
            (line.voucher ? `, voucher ${line.voucher}` : ''),
        );
      }
    }
    doc.moveDown().font('Helvetica-Bold').fontSize(12);
    doc.text(`Total: ${formatDocumentMoney(itinerary.totalCents, itinerary.currency)}`);
    doc.font('Helvetica').fontSize(8).text(itinerary.head.priceMessage);
  });
}
