import type { TAdminReview } from '@portal/shared/contracts/reviews';
import type { TReviewListRow } from './reviews.repository';

export function presentAdminReview(
  row: TReviewListRow,
  serviceNames: ReadonlyMap<number, string>,
): TAdminReview {
  const { review } = row;
  return {
    id: review.id,
    fileReference: row.fileReference,
    bookingName: row.bookingName,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    tripRating: review.tripRating,
    comment: review.comment,
    serviceRatings: review.serviceRatings.map((rating) => ({
      serviceLineId: rating.serviceLineId,
      serviceName: serviceNames.get(rating.serviceLineId) ?? '',
      rating: rating.rating,
    })),
    status: review.status,
    submittedAt: review.submittedAt.toISOString(),
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    repliedByName: review.repliedByName,
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
    moderatedByName: review.moderatedByName,
  };
}
