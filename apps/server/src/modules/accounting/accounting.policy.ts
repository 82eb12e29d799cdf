import { requirePermission } from '../../plugins/auth';

/**
 * The GST return and the accounting export are the finance team's (finance.manage: the
 * Accountant and the Super administrator roles), like every back-office finance screen.
 */
export const accountingPolicy = {
  manage: requirePermission('finance.manage'),
};
