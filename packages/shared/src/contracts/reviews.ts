import { z } from 'zod';
import { ZPageQuery } from './pagination';
import { ZIsoDate, ZQueryId } from './primitives';

/**
 * Traveller reviews, moderated by the back office (issue 10), `reviews.manage`:
 * - GET /api/admin/reviews?status&rating&reference&agency_id&from&to&page&per_page
 *       -> zPaginated(ZAdminReview), newest first
 * - GET /api/admin/reviews/export.csv (same filters)   -> text/csv
 * - GET /api/admin/reviews/filter-options              -> TReviewFilterOptions
 * - PUT /api/admin/reviews/{id}/status TReviewStatusRequest -> TAdminReview (audited)
 * - PUT /api/admin/reviews/{id}/reply  TReviewReplyRequest  -> TAdminReview (audited; an empty
 *   reply removes it). The traveller reads the reply under their feedback in the travel app.
 *
 * A review arrives pending; the back office publishes it or hides it (and may change its mind).
 */

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_REPLY_MAX = 2000;

const ZReviewFilterShape = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** The start of a booking reference ("NZ-1001" finds NZ-100123). */
  reference: z.string().trim().toUpperCase().max(20).optional(),
  agency_id: ZQueryId.optional(),
  /** Submission dates, inclusive, in the operator's time zone. */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});

const dateOrder = {
  check: (value: { from?: string | undefined; to?: string | undefined }) =>
    !value.from || !value.to || value.from <= value.to,
  message: { message: 'The end date must not be before the start date', path: ['to'] },
};

export const ZReviewFilter = ZReviewFilterShape.refine(dateOrder.check, dateOrder.message);
export type TReviewFilter = z.infer<typeof ZReviewFilter>;

export const ZReviewListQuery = ZReviewFilterShape.extend(ZPageQuery.shape).refine(
  dateOrder.check,
  dateOrder.message,
);
export type TReviewListQuery = z.infer<typeof ZReviewListQuery>;

export const ZReviewIdParams = z.object({ id: ZQueryId });

export const ZReviewStatusRequest = z.object({ status: z.enum(REVIEW_STATUSES) });
export type TReviewStatusRequest = z.infer<typeof ZReviewStatusRequest>;

export const ZReviewReplyRequest = z.object({
  reply: z
    .string()
    .trim()
    .max(REVIEW_REPLY_MAX, `This field must be ${REVIEW_REPLY_MAX} or less characters`),
});
export type TReviewReplyRequest = z.infer<typeof ZReviewReplyRequest>;

export const ZAdminReview = z.object({
  id: z.number().int(),
  fileReference: z.string(),
  bookingName: z.string(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  tripRating: z.number().int().min(1).max(5),
  comment: z.string(),
  serviceRatings: z.array(
    z.object({ serviceLineId: z.number().int(), serviceName: z.string(), rating: z.number() }),
  ),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedByName: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  moderatedByName: z.string().nullable(),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;

export const ZReviewFilterOptions = z.object({
  agencies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TReviewFilterOptions = z.infer<typeof ZReviewFilterOptions>;
