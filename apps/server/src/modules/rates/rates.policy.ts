import { requirePermission } from '../../plugins/auth';

/**
 * Contracted rates are commercial data: back-office staff who read the catalogue see them (a
 * consultant answers agents' questions about prices); those who manage rates change, export,
 * import and analyse them.
 */
export const ratesPolicy = {
  view: requirePermission('catalogue.view'),
  manage: requirePermission('rates.manage'),
};
