import { requirePermission } from '../../plugins/auth';

/**
 * Supplier payables are finance work: every route, reading included (supplier costs and what the
 * operator owes), needs finance.manage (super-admin and accountant).
 */
export const payablesPolicy = {
  manage: requirePermission('finance.manage'),
};
