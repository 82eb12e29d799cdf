import { requirePermission } from '../../plugins/auth';

/**
 * Who manages the partner API: an agency's administrators hold `partner-api.manage` (keys and
 * the agency's webhooks); the operator's own webhooks and every delivery are `webhooks.manage`.
 */
export const partnerApiPolicy = {
  agencyManage: requirePermission('partner-api.manage'),
  operatorManage: requirePermission('webhooks.manage'),
};
