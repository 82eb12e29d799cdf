import { requirePermission } from '../../plugins/auth';

/** Labels and the labels on files are managed by back-office staff with `labels.manage`. */
export const labelsPolicy = {
  manage: requirePermission('labels.manage'),
};
