import { publicAccess, requirePermission } from '../../plugins/auth';

/**
 * Who may open and follow payment sessions. Agents pay their own agency's files (another
 * agency's reference is 404, as for files) and the back office any file; a traveller opens one
 * with the travel-app link. The payment page, the sandbox's card form and the provider's
 * webhook are public: the session token or the provider's signature is the key.
 */
export const onlinePaymentsPolicy = {
  agentPay: requirePermission('files.manage'),
  adminPay: requirePermission('files.manage-all'),
  adminReminders: requirePermission('files.manage-all'),
  traveller: publicAccess,
  paymentPage: publicAccess,
  webhook: publicAccess,
};

/** Per client address; the payment page polls while it waits for the provider. */
export const onlinePaymentsRateLimits = {
  travellerCreate: { max: 10, timeWindow: '1 minute' },
  paymentPage: { max: 120, timeWindow: '1 minute' },
  sandboxAttempt: { max: 20, timeWindow: '1 minute' },
};
