import { requirePermission } from '../../plugins/auth';

/** Travellers' reviews are moderated and answered by back-office users with `reviews.manage`. */
export const reviewsPolicy = {
  manage: requirePermission('reviews.manage'),
};
