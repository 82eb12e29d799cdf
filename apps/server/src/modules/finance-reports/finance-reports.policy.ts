import { requirePermission } from '../../plugins/auth';

/**
 * Who may read the finance reports (aged debtors, statements, profit per booking) and email an
 * agency its statement: the finance team (finance.manage: super-admin and accountant). The reports
 * show every agency's account and every booking's margin, so nobody else sees them.
 */
export const financeReportsPolicy = {
  manage: requirePermission('finance.manage'),
};
