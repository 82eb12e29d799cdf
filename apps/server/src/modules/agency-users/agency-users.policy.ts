import { requirePermission } from '../../plugins/auth';

/** Agency administrators manage the agents of their own agency; plain agents may not. */
export const agencyUsersPolicy = {
  manage: requirePermission('agency-users.manage'),
};
