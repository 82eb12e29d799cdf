import { z } from 'zod';
import { addDays, isIsoDate } from '../domain/pricing/calendar';
import { ZPricingModel } from './catalogue';
import {
  CUSTOM_FILE_MAX_NIGHTS,
  ZAddServiceLineRequest,
  ZFileRooms,
  ZFileTotals,
  ZFileView,
} from './files';
import { ZAgentPricedLine, ZPax } from './pricing';
import { ZBrandId, ZIsoDate } from './primitives';

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

// ---------------------------------------------------------------------------------------------
// Pricing a list of services (POST /api/partner/v1/services/price)

/** The most services one call prices. */
export const PRICE_SERVICES_MAX = 30;

/**
 * A catalogue service to price: what a quote's service is made of when it is added to a quote
 * (ZAddServiceLineRequest), without the left-out service it would replace (there is no quote).
 */
export const ZPriceServiceRequest = ZAddServiceLineRequest.omit({ replacesDroppedKey: true });
export type TPriceServiceRequest = z.infer<typeof ZPriceServiceRequest>;

/**
 * Services priced for a trip (its first day and rooms) as a new custom quote of the caller's
 * agency would price them, nothing saved. Each service lies on a day of the trip: from the travel
 * date to the longest custom quote's last day.
 */
export const ZPriceServicesRequest = z
  .object({
    travelDate: ZIsoDate,
    rooms: ZFileRooms,
    services: z.array(ZPriceServiceRequest).min(1).max(PRICE_SERVICES_MAX),
  })
  .superRefine((body, ctx) => {
    // Checks run even when a field failed: compare only what parsed.
    if (!isIsoDate(body.travelDate) || !Array.isArray(body.services)) return;
    const lastDay = addDays(body.travelDate, CUSTOM_FILE_MAX_NIGHTS);
    body.services.forEach((service: Partial<TPriceServiceRequest> | undefined, index) => {
      const date = service?.date;
      if (typeof date !== 'string' || !isIsoDate(date)) return;
      if (date < body.travelDate || date > lastDay) {
        ctx.addIssue({
          code: 'custom',
          path: ['services', index, 'date'],
          message: `The date must be within the trip, from ${body.travelDate} to ${lastDay}.`,
        });
      }
    });
  });
export type TPriceServicesRequest = z.infer<typeof ZPriceServicesRequest>;
export type TPriceServicesRequestInput = z.input<typeof ZPriceServicesRequest>;

/**
 * Why a service could not be quoted or booked as asked: `no-rate`, a night or day without a rate
 * (`missingRateDates`; it has no price and a quote would leave it out, listed in `droppedLines`);
 * `stop-sell`, the product is closed on a date (status Unavailable); `full`, its allotment is sold
 * out and its supplier takes no requests beyond it (status Full). A quote keeps a stop-sell or full
 * service at its price, but the booking cannot be requested until it is replaced or removed.
 */
export const PRICED_SERVICE_ISSUES = ['no-rate', 'stop-sell', 'full'] as const;
export type TPricedServiceIssue = (typeof PRICED_SERVICE_ISSUES)[number];

/**
 * One service as a quote would carry it: its dates, the status pricing gives it (Available is free
 * sell, Allotment, On Request, Full, Unavailable) and its prices (no supplier cost). `key` is
 * `s1`, `s2`, … in the order the services were sent.
 */
export const ZPricedService = ZAgentPricedLine.extend({
  /** GST in `sellCents` (none for a service abroad, docs/tax.md). */
  gstCents: z.number().int(),
  /** GST in `netCents`. */
  netGstCents: z.number().int(),
  /** What the agency's client pays for it: the published price unless a net agency marks up. */
  clientCents: z.number().int(),
  issue: z.enum(PRICED_SERVICE_ISSUES).nullable(),
});
export type TPricedService = z.infer<typeof ZPricedService>;

/** The services priced, in the order sent, and the totals a quote of them would show. */
export const ZPricedServices = z.object({
  brandId: ZBrandId,
  currency: z.enum(['NZD', 'AUD']),
  gstPercent: z.number().int(),
  pricingModel: ZPricingModel,
  /** The client markup a new quote of the agency starts with; null: the published price. */
  clientMarkupBasisPoints: z.number().int().nullable(),
  travelDate: ZIsoDate,
  /** The day the last priced service ends (the travel date when none could be priced). */
  endDate: ZIsoDate,
  pax: ZPax,
  services: z.array(ZPricedService),
  /**
   * Of the services with a rate, as the quote's totals (a `no-rate` service counts nothing), the
   * GST taken once from the standard-rated ones (docs/tax.md).
   */
  totals: ZFileTotals,
});
export type TPricedServices = z.infer<typeof ZPricedServices>;
