import { and, eq } from 'drizzle-orm';
import type { TPermissionState } from '@portal/shared/domain/authorization';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import type { TExecutor } from '../../db/database';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/roles';

/**
 * The roles and permissions a user holds. Only roles of the user's own kind count, so an admin
 * role attached to an agent by mistake grants nothing.
 */
export async function findPermissionState(
  executor: TExecutor,
  userId: number,
  kind: TUserKind,
): Promise<TPermissionState> {
  const rows = await executor
    .select({ role: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.kind, kind)))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  const roleNames = new Set<string>();
  const permissionNames = new Set<string>();
  for (const row of rows) {
    roleNames.add(row.role);
    if (row.permission) permissionNames.add(row.permission);
  }
  return { roles: [...roleNames].sort(), permissions: [...permissionNames].sort() };
}
