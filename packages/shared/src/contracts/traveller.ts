import { z } from 'zod';
import { ZQueryId } from './primitives';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { isInternationalPhone } from '../validation/intl-phone';
import { isValidEmail } from '../validation/rules';
import { ZTravelAppAlert } from './itinerary-alerts';

/**
 * Traveller pages (issue 8): no login. Every address carries an unguessable token bound to one
 * file (never the database id), so a token of one booking never opens another.
 *
 * - GET  /api/find-itinerary/{reference}            -> TFindItineraryResponse (rate limited)
 * - GET  /api/find-quote/{reference}                -> TFindItineraryResponse: the quote's token
 * - GET  /api/travel-app/{token}                    -> TTravelApp
 * - PUT  /api/travel-app/{token}/emergency-contact  TEmergencyContactRequest -> TEmergencyContact
 * - POST /api/travel-app/{token}/feedback           TFeedbackRequest -> TTravelAppFeedback
 * - GET  /api/travel-app/{token}/prizes             -> TPrizeCart
 * - POST /api/travel-app/{token}/prizes/{prizeId}   -> TPrizeCart (once per booking)
 * - GET  /api/quotes/public/{token}                 -> TPublicQuote
 * - POST /api/quotes/public/{token}/accept          TAcceptQuoteRequest -> TPublicQuote
 * Back office / agent (signed in):
 * - POST /api/app/files/{ref}/traveller-links, POST /api/admin/files/{ref}/traveller-links
 *   -> TTravellerLinks (creates the links once, then answers the same)
 * - GET  /api/app/files/{ref}/traveller-links -> TTravellerShare (the live links, creates nothing)
 * - POST /api/app/files/{ref}/traveller-links/{kind}/email  TShareLinkEmailRequest -> TTravellerShare
 * - POST /api/app/files/{ref}/traveller-links/{kind}/revoke -> TTravellerShare
 */

const ZId = z.number().int().positive();
const ZIsoDate = z.iso.date();

/** Traveller tokens are url-safe base64 of 24 random bytes (32 characters). */
export const ZTravellerToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.');
export const ZTravellerTokenParams = z.object({ token: ZTravellerToken });

/** GET /api/travel-app/{token}/services/{lineId}/voucher.pdf: a confirmed service's voucher. */
export const ZTravelAppServiceParams = ZTravellerTokenParams.extend({ lineId: ZQueryId });

/** The booking reference as a traveller types it ("nz-100234 " is accepted). */
export const ZFindItineraryParams = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(40, 'This field must be 40 or less characters'),
});
export const ZFindItineraryResponse = z.object({ id: ZTravellerToken });
export type TFindItineraryResponse = z.infer<typeof ZFindItineraryResponse>;

export const ZTravelAppBrand = z.object({
  id: ZId,
  name: z.string(),
  currency: z.enum(['NZD', 'AUD']),
  /** SPEC section 9: "NZD incl. 15% GST" / "AUD incl. 10% GST". */
  priceMessage: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
});

/**
 * What a traveller is told of a service: booked (the supplier confirmed it), or asked for and not
 * confirmed yet. Services a supplier could not provide, and the portal's own status words, are
 * never sent (issue 19 point 6).
 */
export const TRAVELLER_SERVICE_STATUSES = ['confirmed', 'pending'] as const;
export type TTravellerServiceStatus = (typeof TRAVELLER_SERVICE_STATUSES)[number];

export const ZTravelAppService = z.object({
  id: ZId,
  name: z.string(),
  serviceTypeCode: z.string(),
  supplierName: z.string(),
  date: ZIsoDate,
  endDate: ZIsoDate,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  status: z.enum(TRAVELLER_SERVICE_STATUSES),
  /** Confirmation with the supplier suffixes removed. */
  confirmation: z.string().nullable(),
  voucher: z.string().nullable(),
  /**
   * The product's description in the traveller's language (the content store's, English where it
   * has no translation). Copies saved offline before it existed have none.
   */
  description: z.string().default(''),
  /** The service's itinerary text; never what a supplier wrote to the operator. */
  remarks: z.string(),
  /** A maps search link for the address (null when there is no address). */
  mapUrl: z.string().nullable(),
});
export type TTravelAppService = z.infer<typeof ZTravelAppService>;

export const ZTravelAppDay = z.object({
  dayNumber: z.number().int().min(1),
  date: ZIsoDate,
  title: z.string(),
  description: z.string(),
  locationName: z.string().nullable(),
  mapUrl: z.string().nullable(),
  drivingNotes: z.array(z.string()),
  services: z.array(ZTravelAppService),
});
export type TTravelAppDay = z.infer<typeof ZTravelAppDay>;

/** SPEC section 5: full name and title, and contact details for emergencies. */
export const ZEmergencyContactRequest = z.object({
  title: z.string().trim().min(1, 'This field is required').max(20),
  fullName: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(120, 'This field must be 120 or less characters'),
  relationship: z.string().trim().max(60).default(''),
  phone: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(40)
    .refine(isInternationalPhone, VALIDATION_MESSAGES.intlPhone),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || isValidEmail(value), 'This field must be a valid email')
    .default(''),
});
export type TEmergencyContactRequest = z.infer<typeof ZEmergencyContactRequest>;
export type TEmergencyContactRequestInput = z.input<typeof ZEmergencyContactRequest>;

export const ZEmergencyContact = ZEmergencyContactRequest.extend({ updatedAt: z.string() });
export type TEmergencyContact = z.infer<typeof ZEmergencyContact>;

export const ZTravelAppFeedback = z.object({
  tripRating: z.number().int().min(1).max(5),
  comment: z.string(),
  serviceRatings: z.array(z.object({ serviceLineId: ZId, rating: z.number().int().min(1).max(5) })),
  submittedAt: z.string(),
  /** The operator's answer to the feedback (written in the back office), once there is one. */
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable().optional(),
});
export type TTravelAppFeedback = z.infer<typeof ZTravelAppFeedback>;

export const ZFeedbackRequest = z.object({
  tripRating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(4000).default(''),
  serviceRatings: z
    .array(z.object({ serviceLineId: ZId, rating: z.number().int().min(1).max(5) }))
    .max(200)
    .default([]),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;
export type TFeedbackRequestInput = z.input<typeof ZFeedbackRequest>;

/** GET /api/travel-app/{token}: everything the itinerary app shows, cached offline as it is. */
export const ZTravelApp = z.object({
  token: ZTravellerToken,
  bookingReference: z.string(),
  bookingName: z.string(),
  status: z.string(),
  travelDate: ZIsoDate,
  endDate: ZIsoDate,
  companyName: z.string(),
  brand: ZTravelAppBrand,
  days: z.array(ZTravelAppDay),
  emergencyContact: ZEmergencyContact.nullable(),
  /** Feedback opens on the last day of travel. */
  canLeaveFeedback: z.boolean(),
  feedback: ZTravelAppFeedback.nullable(),
  /** True once feedback is in and no prize was chosen yet for this booking. */
  canChoosePrize: z.boolean(),
  /**
   * Deposit or balance owing now (null when nothing is owing); "Pay now" creates a payment session
   * (POST /api/travel-app/{token}/payment-sessions, contracts/online-payments.ts).
   */
  /**
   * True when the traveller's agency collects payment itself: the app then asks for none and says
   * so (domain/client-price.ts).
   */
  isPaidThroughAgency: z.boolean(),
  amountDue: z
    .object({
      purpose: z.enum(['deposit', 'balance']),
      amountCents: z.number().int(),
      currency: z.enum(['NZD', 'AUD']),
      dueOn: ZIsoDate,
    })
    .nullable(),
  /** Itinerary alerts (road closures, weather) in force during the trip where it goes. */
  alerts: z.array(ZTravelAppAlert).optional(),
  generatedAt: z.string(),
});
export type TTravelApp = z.infer<typeof ZTravelApp>;

export const ZPrize = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** How many are left; a prize with none left cannot be chosen. */
  remaining: z.number().int().min(0),
});
export type TPrize = z.infer<typeof ZPrize>;

export const ZPrizeCart = z.object({
  prizes: z.array(ZPrize),
  chosenPrizeId: ZId.nullable(),
  canChoose: z.boolean(),
});
export type TPrizeCart = z.infer<typeof ZPrizeCart>;
export const ZPrizeParams = z.object({
  token: ZTravellerToken,
  prizeId: ZQueryId,
});

export const ZPublicQuoteLine = z.object({
  dayNumber: z.number().int(),
  date: ZIsoDate,
  name: z.string(),
  serviceTypeCode: z.string(),
  span: z.number().int(),
  quantity: z.number().int(),
  /**
   * Stop-sold or full on its dates (SPEC section 5's red lines): shown marked, left out of the
   * total and of what an acceptance accepts.
   */
  isUnavailable: z.boolean(),
});

/** The quote as the traveller sees it: sell prices only, never cost or commission. */
export const ZPublicQuote = z.object({
  token: ZTravellerToken,
  reference: z.string(),
  bookingName: z.string(),
  status: z.string(),
  travelDate: ZIsoDate,
  endDate: ZIsoDate,
  agencyName: z.string(),
  companyName: z.string(),
  brand: ZTravelAppBrand,
  pax: z.object({ adults: z.number().int(), children: z.number().int() }),
  days: z.array(
    z.object({
      dayNumber: z.number().int(),
      date: ZIsoDate,
      title: z.string(),
      description: z.string(),
      lines: z.array(ZPublicQuoteLine),
    }),
  ),
  /** The services that can be booked; unavailable ones are not counted. */
  totalCents: z.number().int(),
  acceptedAt: z.string().nullable(),
  acceptedByName: z.string().nullable(),
  /**
   * A quote can be accepted while it is a quote, not yet accepted, and has a service that can be
   * booked.
   */
  canAccept: z.boolean(),
});
export type TPublicQuote = z.infer<typeof ZPublicQuote>;

export const ZAcceptQuoteRequest = z.object({
  fullName: z.string().trim().min(1, 'This field is required').max(120),
  comment: z.string().trim().max(2000).default(''),
});
export type TAcceptQuoteRequest = z.infer<typeof ZAcceptQuoteRequest>;
export type TAcceptQuoteRequestInput = z.input<typeof ZAcceptQuoteRequest>;

export const ZTravellerLinks = z.object({
  travelAppUrl: z.string(),
  quoteUrl: z.string(),
});
export type TTravellerLinks = z.infer<typeof ZTravellerLinks>;

/** The links an agent shares with their client: a link is null until made (or after revoking). */
export const ZTravellerShare = z.object({
  travelAppUrl: z.string().nullable(),
  quoteUrl: z.string().nullable(),
  quoteAcceptance: z.object({ fullName: z.string(), acceptedAt: z.string() }).nullable(),
});
export type TTravellerShare = z.infer<typeof ZTravellerShare>;

export const ZTravellerLinkKind = z.enum(['quote', 'travel-app']);
export type TTravellerLinkKindName = z.infer<typeof ZTravellerLinkKind>;

export const ZShareLinkEmailRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(254)
    .refine(isValidEmail, VALIDATION_MESSAGES.email),
  message: z.string().trim().max(2000).default(''),
});
export type TShareLinkEmailRequest = z.infer<typeof ZShareLinkEmailRequest>;
export type TShareLinkEmailRequestInput = z.input<typeof ZShareLinkEmailRequest>;

/** Live: the traveller accepted the quote (file and agency channels, and the back office). */
export const ZQuoteAcceptedEvent = z.object({
  fileId: ZId,
  bookingReference: z.string(),
  agencyId: ZId,
  acceptedByName: z.string(),
  acceptedAt: z.string(),
});

/**
 * Back office (signed in):
 * - GET  /api/admin/files/{ref}/traveller (files.view-all) -> TAdminFileTraveller
 * Prizes and reviews are managed in contracts/prizes.ts and contracts/reviews.ts.
 */
export const ZTravellerLinkView = z.object({
  kind: z.enum(['travel-app', 'quote']),
  url: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const ZAdminFileTraveller = z.object({
  links: z.array(ZTravellerLinkView),
  /** Whether one was saved; the contact itself is read (and each reading audited) on its own. */
  hasEmergencyContact: z.boolean(),
  feedback: ZTravelAppFeedback.extend({ status: z.string() }).nullable(),
  prizeChoice: z.object({ prizeId: ZId, prizeName: z.string(), chosenAt: z.string() }).nullable(),
  quoteAcceptance: z
    .object({ fullName: z.string(), comment: z.string(), acceptedAt: z.string(), ip: z.string() })
    .nullable(),
});
export type TAdminFileTraveller = z.infer<typeof ZAdminFileTraveller>;

/**
 * GET /api/admin/files/{ref}/emergency-contact (files.view-all): the operations team reads the
 * contact a traveller saved; every reading is audited (who, when) as file.emergency-contact-viewed.
 */
export const ZAdminEmergencyContact = z.object({ contact: ZEmergencyContact.nullable() });
export type TAdminEmergencyContact = z.infer<typeof ZAdminEmergencyContact>;
