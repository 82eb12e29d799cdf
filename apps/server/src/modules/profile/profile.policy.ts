import { requireUser } from '../../plugins/auth';

/** Every signed-in user, of any kind, manages their own profile and password. */
export const profilePolicy = {
  view: requireUser(),
  update: requireUser(),
  changePassword: requireUser(),
};
