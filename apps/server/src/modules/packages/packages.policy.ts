import { requirePermission, requireUser } from '../../plugins/auth';

/**
 * Back-office staff read packages with catalogue.view and build or change them (and test their
 * prices) with packages.manage. Agents see the published packages of their own market.
 */
export const packagesPolicy = {
  view: requirePermission('catalogue.view'),
  manage: requirePermission('packages.manage'),
  agentSearch: requireUser('agent'),
};
