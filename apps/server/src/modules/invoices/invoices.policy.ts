import { requirePermission } from '../../plugins/auth';

/**
 * Who may reach billing. Agents read their own agency's documents and ledger with the files
 * permission (a document of another agency is 404, as for files). In the back office, whoever
 * sees every file sees its billing; invoices, credit notes, payments and refunds are changed by
 * finance staff (finance.manage: super-admin and accountant).
 */
export const invoicesPolicy = {
  agentRead: requirePermission('files.view'),
  adminReadBilling: requirePermission('files.view-all'),
  adminManageFinance: requirePermission('finance.manage'),
};
