import { requirePermission } from '../../plugins/auth';

/** Supplier administrators manage the users of their own supplier; plain supplier users may not. */
export const supplierUsersPolicy = {
  manage: requirePermission('supplier-users.manage'),
};
