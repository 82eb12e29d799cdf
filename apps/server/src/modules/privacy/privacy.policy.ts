import { requirePermission } from '../../plugins/auth';

/** A traveller's data is exported or erased by back-office staff holding `privacy.manage`. */
export const privacyPolicy = {
  manage: requirePermission('privacy.manage'),
};
