import { requirePermission } from '../../plugins/auth';

/**
 * Reading the guide needs `guide.view` (every default back-office role holds it); writing it needs
 * `guide.manage`.
 */
export const guidePolicy = {
  read: requirePermission('guide.view'),
  manage: requirePermission('guide.manage'),
};
