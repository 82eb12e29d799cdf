import { requirePermission, requireUser } from '../../plugins/auth';

/**
 * Back-office staff read the catalogue with catalogue.view (consultants quote from it) and change
 * locations, suppliers, attachments, products and availability with catalogue.manage. Agents of
 * any agency search the catalogue for quotes and alternatives.
 */
export const cataloguePolicy = {
  view: requirePermission('catalogue.view'),
  manage: requirePermission('catalogue.manage'),
  agentSearch: requireUser('agent'),
};
