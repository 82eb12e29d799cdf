import { requirePermission } from '../../plugins/auth';

/** Prizes, their stock and the travellers' claims: back-office users with `prizes.manage`. */
export const prizesPolicy = {
  manage: requirePermission('prizes.manage'),
};
