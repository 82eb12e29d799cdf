import { requirePermission } from '../../plugins/auth';

/**
 * Supplier users holding `supplier-rates.propose` propose changes to their own supplier's products
 * (the service scopes every read and write to the session's supplier); back-office staff holding
 * `rate-proposals.review` approve or reject them, which writes the catalogue.
 */
export const rateProposalsPolicy = {
  propose: requirePermission('supplier-rates.propose'),
  review: requirePermission('rate-proposals.review'),
};
