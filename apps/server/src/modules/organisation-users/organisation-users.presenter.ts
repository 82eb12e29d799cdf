import type { TUserWithRoles } from '../users/users.repository';

/**
 * An organisation's user as its administrator sees it: never the password hash. `roles` is
 * [member role, administrator role].
 */
export function presentOrganisationUser<R extends string>(
  user: TUserWithRoles,
  roles: readonly [R, R],
) {
  const [memberRole, adminRole] = roles;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.roleNames.includes(adminRole) ? adminRole : memberRole,
    active: user.isActive,
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}
