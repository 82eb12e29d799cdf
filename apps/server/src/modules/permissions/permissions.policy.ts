import { requireUser } from '../../plugins/auth';

/** Any signed-in user may read their own roles and permissions (to drive is()/can() in the web). */
export const permissionsPolicy = {
  getOwn: requireUser(),
};
