import { DEFAULT_ROLES, PERMISSIONS } from '@portal/shared/domain/permissions';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { requirePermission } from '../../plugins/auth';

export const rolesPolicy = {
  manage: requirePermission('roles.manage'),
};

/** The seeded roles keep their names (code and demo data refer to them) and cannot be deleted. */
export function isDefaultRole(name: string): boolean {
  return Object.hasOwn(DEFAULT_ROLES, name);
}

/** The super administrator always holds every admin permission, so nobody locks the back office out. */
export const SUPER_ADMIN_ROLE = 'super-admin';

/** Names that are not permissions of this kind of user (a role grants only its own kind's). */
export function unknownPermissions(kind: TUserKind, names: readonly string[]): string[] {
  const allowed = new Set<string>(PERMISSIONS[kind]);
  return names.filter((name) => !allowed.has(name));
}

export function isAllAdminPermissions(names: readonly string[]): boolean {
  const granted = new Set(names);
  return PERMISSIONS.admin.every((name) => granted.has(name));
}
