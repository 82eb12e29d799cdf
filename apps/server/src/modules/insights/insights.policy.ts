import { requirePermission } from '../../plugins/auth';

/**
 * Insights show every agency's activity and the operator's margin: back-office users with
 * `insights.view` only (the super administrator and, by default, the accountant).
 */
export const insightsPolicy = {
  view: requirePermission('insights.view'),
};
