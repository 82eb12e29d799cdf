import { z } from 'zod';
import { ZFileView } from './files';

/**
 * The payloads of the partner API (/api/partner/v1/…) that the agent's contracts do not already
 * describe. Every other partner endpoint answers with the agent's own schema (files, pricing,
 * invoices, online payments); the whole list, with each route's schemas, is the OpenAPI document
 * at /api/openapi.json (docs/partner-api.md).
 */

/** A PDF answer (itinerary, voucher, invoice, credit note): binary, described for the document. */
export const ZPdfDocument = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', contentMediaType: 'application/pdf' });

export const PARTNER_DOCUMENT_KINDS = ['itinerary', 'voucher', 'invoice', 'credit-note'] as const;

/** A document of the file the caller can download now, with the partner API path to fetch it. */
export const ZPartnerDocument = z.object({
  kind: z.enum(PARTNER_DOCUMENT_KINDS),
  /** "Itinerary", "Voucher: Remarkables Park Hotel", "Invoice NZ-INV-1001". */
  title: z.string(),
  /** GET this path (with the API key) for the PDF. */
  url: z.string(),
});
export type TPartnerDocument = z.infer<typeof ZPartnerDocument>;

/** A file as the agent sees it, with the documents available for it. */
export const ZPartnerFileView = ZFileView.extend({
  documents: z.array(ZPartnerDocument),
});
export type TPartnerFileView = z.infer<typeof ZPartnerFileView>;
