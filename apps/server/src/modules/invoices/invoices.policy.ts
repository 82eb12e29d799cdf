import { requirePermission } from '../../plugins/auth';

/**
 * Who may reach billing. Agents read their own agency's documents and ledger with the files
 * permission (a document of another agency is 404, as for files); payments are recorded by
 * back-office staff who may manage every file.
 */
export const invoicesPolicy = {
  agentRead: requirePermission('files.view'),
  adminRecordPayment: requirePermission('files.manage-all'),
};
