import { requirePermission } from '../../plugins/auth';

/** Publishing a live notice and reading the notices sent both need `notices.publish`. */
export const noticesPolicy = {
  publish: requirePermission('notices.publish'),
};
