import { requirePermission } from '../../plugins/auth';

/** Contracted rates are commercial data: read and written by those who manage rates. */
export const ratesPolicy = {
  manage: requirePermission('rates.manage'),
};
