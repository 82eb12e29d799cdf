import type { TAgencyUser } from '@portal/shared/contracts/agency-users';
import type { TUserWithRoles } from '../users/users.repository';

/** An agency's user as its administrator sees it: never the password hash. */
export function presentAgencyUser(user: TUserWithRoles): TAgencyUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.roleNames.includes('agency-admin') ? 'agency-admin' : 'agent',
    active: user.isActive,
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}
