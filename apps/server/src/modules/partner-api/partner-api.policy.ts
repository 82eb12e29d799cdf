import { requirePermission } from '../../plugins/auth';

/**
 * Who manages an agency's API keys: its administrators (`partner-api.manage`, which also opens
 * the agency's webhooks in modules/webhooks/webhooks.policy.ts).
 */
export const partnerApiPolicy = {
  agencyManage: requirePermission('partner-api.manage'),
};
