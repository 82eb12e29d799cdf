import type { TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import type { TPartnerDocument, TPartnerFileView } from '@portal/shared/contracts/partner-v1';

/** Where the partner API's version 1 lives; the documents' and list pages' links start here. */
export const PARTNER_API_BASE = '/api/partner/v1';

/**
 * The PDFs a file has now, each with the partner path that downloads it: the itinerary always,
 * a voucher per confirmed service (invoicesService.voucherPdf refuses the others), and every
 * invoice and credit note issued for it.
 */
function documentsOf(file: TFileView, billing: TFileInvoices): TPartnerDocument[] {
  const fileBase = `${PARTNER_API_BASE}/files/${encodeURIComponent(file.reference)}`;
  const vouchers = file.days
    .flatMap((day) => day.lines)
    .filter((line) => line.status === 'Confirmed')
    .map((line): TPartnerDocument => ({
      kind: 'voucher',
      title: `Voucher: ${line.name}`,
      url: `${fileBase}/lines/${line.id}/voucher.pdf`,
    }));
  return [
    { kind: 'itinerary', title: 'Itinerary', url: `${fileBase}/itinerary.pdf` },
    ...vouchers,
    ...billing.invoices.map((invoice): TPartnerDocument => ({
      kind: 'invoice',
      title: `Invoice ${invoice.number}`,
      url: `${PARTNER_API_BASE}/invoices/${invoice.id}/pdf`,
    })),
    ...billing.creditNotes.map((note): TPartnerDocument => ({
      kind: 'credit-note',
      title: `Credit note ${note.number}`,
      url: `${PARTNER_API_BASE}/credit-notes/${note.id}/pdf`,
    })),
  ];
}

export function presentPartnerFile(file: TFileView, billing: TFileInvoices): TPartnerFileView {
  return { ...file, documents: documentsOf(file, billing) };
}
