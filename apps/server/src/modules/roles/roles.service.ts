import type { TCreateRoleRequest, TUpdateRoleRequest } from '@portal/shared/contracts/roles';
import { ZCreateRoleRequest, ZUpdateRoleRequest } from '@portal/shared/contracts/roles';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { isUniqueViolation } from '../../lib/database-errors';
import {
  isAllAdminPermissions,
  isDefaultRole,
  SUPER_ADMIN_ROLE,
  unknownPermissions,
} from './roles.policy';
import {
  deleteRole,
  findAllRoles,
  findRoleById,
  findRoleIdByName,
  findRolesPage,
  insertRole,
  lockRole,
  replaceRolePermissions,
  updateRoleFields,
  type TRoleFilter,
  type TRoleRow,
} from './roles.repository';

export const ROLE_NAME_TAKEN = 'A role with this name already exists.';

function roleNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Role not found.');
}

function checkPermissions(kind: TRoleRow['kind'], names: readonly string[]): void {
  const unknown = unknownPermissions(kind, names);
  if (unknown.length > 0) {
    throw AppError.invalidField(
      'permissions',
      `Not a permission of ${kind} users: ${unknown.join(', ')}`,
    );
  }
}

function diff(before: readonly string[], after: readonly string[]) {
  return {
    added: after.filter((name) => !before.includes(name)),
    removed: before.filter((name) => !after.includes(name)),
  };
}

/** A page of roles, by kind then name, each with its permissions and how many users hold it. */
export function listRoles(
  ctx: TAppContext,
  filter: TRoleFilter & { page: number; perPage: number },
): Promise<{ rows: TRoleRow[]; total: number }> {
  return findRolesPage(ctx.db, filter);
}

/** Every role matching the filter (the CSV export and the permissions list). */
export function listAllRoles(ctx: TAppContext, filter: TRoleFilter): Promise<TRoleRow[]> {
  return findAllRoles(ctx.db, filter);
}

export async function getRole(ctx: TAppContext, id: number): Promise<TRoleRow> {
  const role = await findRoleById(ctx.db, id);
  if (!role) throw roleNotFound();
  return role;
}

export async function createRole(
  ctx: TAppContext,
  actor: TAuditActor,
  body: TCreateRoleRequest,
): Promise<TRoleRow> {
  const input = ZCreateRoleRequest.parse(body);
  checkPermissions(input.kind, input.permissions);
  const now = ctx.clock.now();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      if ((await findRoleIdByName(tx, input.name)) !== null) {
        throw AppError.invalidField('name', ROLE_NAME_TAKEN);
      }
      const roleId = await insertRole(tx, {
        name: input.name,
        kind: input.kind,
        label: input.label,
        createdAt: now,
      });
      await replaceRolePermissions(tx, roleId, input.permissions);
      await recordAudit(tx, actor, {
        action: 'role.created',
        entityType: 'role',
        entityId: roleId,
        detail: {
          name: input.name,
          kind: input.kind,
          label: input.label,
          permissions: input.permissions,
        },
        at: now,
      });
      return roleId;
    });
    return await getRole(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalidField('name', ROLE_NAME_TAKEN);
    throw error;
  }
}

export async function updateRole(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
  body: TUpdateRoleRequest,
): Promise<TRoleRow> {
  const input = ZUpdateRoleRequest.parse(body);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await lockRole(tx, id))) throw roleNotFound();
      const before = await findRoleById(tx, id);
      if (!before) throw roleNotFound();
      const name = input.name ?? before.name;
      if (name !== before.name) {
        if (isDefaultRole(before.name)) {
          throw AppError.invalidField('name', 'The name of a default role cannot change.');
        }
        if ((await findRoleIdByName(tx, name)) !== null) {
          throw AppError.invalidField('name', ROLE_NAME_TAKEN);
        }
      }
      checkPermissions(before.kind, input.permissions);
      if (before.name === SUPER_ADMIN_ROLE && !isAllAdminPermissions(input.permissions)) {
        throw AppError.invalidField(
          'permissions',
          'The super administrator role always holds every permission.',
        );
      }
      await updateRoleFields(tx, id, { name, label: input.label });
      await replaceRolePermissions(tx, id, input.permissions);
      const change = diff(before.permissions, input.permissions);
      await recordAudit(tx, actor, {
        action: 'role.updated',
        entityType: 'role',
        entityId: id,
        detail: {
          name,
          ...(name !== before.name ? { previousName: before.name } : {}),
          ...(input.label !== before.label
            ? { previousLabel: before.label, label: input.label }
            : {}),
          addedPermissions: change.added,
          removedPermissions: change.removed,
        },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalidField('name', ROLE_NAME_TAKEN);
    throw error;
  }
  return getRole(ctx, id);
}

export async function removeRole(ctx: TAppContext, actor: TAuditActor, id: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockRole(tx, id))) throw roleNotFound();
    const role = await findRoleById(tx, id);
    if (!role) throw roleNotFound();
    if (isDefaultRole(role.name)) {
      throw new AppError('CONFLICT', 'A default role cannot be deleted.');
    }
    if (role.userCount > 0) {
      throw new AppError('CONFLICT', 'This role is held by users; take it from them first.');
    }
    await deleteRole(tx, id);
    await recordAudit(tx, actor, {
      action: 'role.deleted',
      entityType: 'role',
      entityId: id,
      detail: {
        name: role.name,
        kind: role.kind,
        label: role.label,
        permissions: role.permissions,
      },
      at: now,
    });
  });
}
