import { requirePermission } from '../../plugins/auth';

/**
 * Who manages webhooks: the permissions of partner-api.policy.ts, declared here because the
 * partner-api module reaches invoices, which publish webhooks (a cycle if webhooks imported it).
 * An agency's administrators hold `partner-api.manage` (their agency's endpoints and deliveries);
 * the back office `webhooks.manage` (the operator's own endpoints and every delivery).
 */
export const webhooksPolicy = {
  agencyManage: requirePermission('partner-api.manage'),
  operatorManage: requirePermission('webhooks.manage'),
};
