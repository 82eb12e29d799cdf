import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import type { TExecutor } from '../../db/database';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/roles';
import { likePattern } from '../../lib/database-errors';

export interface TRoleRow {
  id: number;
  name: string;
  kind: TUserKind;
  label: string;
  createdAt: Date;
  permissions: string[];
  userCount: number;
}

export interface TRoleFilter {
  kind?: TUserKind | undefined;
  q?: string | undefined;
}

function conditions(filter: TRoleFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.kind) parts.push(eq(roles.kind, filter.kind));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(roles.name, pattern), ilike(roles.label, pattern));
    if (match) parts.push(match);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Adds each role's permission names and the number of users holding it. */
async function withDetails(
  executor: TExecutor,
  rows: Omit<TRoleRow, 'permissions' | 'userCount'>[],
): Promise<TRoleRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [grants, holders] = await Promise.all([
    executor
      .select({ roleId: rolePermissions.roleId, name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, ids)),
    executor
      .select({ roleId: userRoles.roleId, total: count() })
      .from(userRoles)
      .where(inArray(userRoles.roleId, ids))
      .groupBy(userRoles.roleId),
  ]);
  const namesOf = new Map<number, string[]>();
  for (const grant of grants) {
    const list = namesOf.get(grant.roleId) ?? [];
    list.push(grant.name);
    namesOf.set(grant.roleId, list);
  }
  const countOf = new Map(holders.map((row) => [row.roleId, row.total]));
  return rows.map((row) => ({
    ...row,
    permissions: (namesOf.get(row.id) ?? []).sort(),
    userCount: countOf.get(row.id) ?? 0,
  }));
}

const columns = {
  id: roles.id,
  name: roles.name,
  kind: roles.kind,
  label: roles.label,
  createdAt: roles.createdAt,
};

export async function findRolesPage(
  executor: TExecutor,
  filter: TRoleFilter & { page: number; perPage: number },
): Promise<{ rows: TRoleRow[]; total: number }> {
  const where = conditions(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select(columns)
      .from(roles)
      .where(where)
      .orderBy(asc(roles.kind), asc(roles.name))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(roles).where(where),
  ]);
  return { rows: await withDetails(executor, rows), total: totals[0]?.total ?? 0 };
}

/** Every role matching the filter (the CSV export and the permissions list). */
export async function findAllRoles(executor: TExecutor, filter: TRoleFilter): Promise<TRoleRow[]> {
  const rows = await executor
    .select(columns)
    .from(roles)
    .where(conditions(filter))
    .orderBy(asc(roles.kind), asc(roles.name));
  return withDetails(executor, rows);
}

export async function findRoleById(executor: TExecutor, id: number): Promise<TRoleRow | null> {
  const rows = await executor.select(columns).from(roles).where(eq(roles.id, id));
  const [row] = await withDetails(executor, rows);
  return row ?? null;
}

/** The role row locked for the rest of the transaction, so two edits of one role queue. */
export async function lockRole(executor: TExecutor, id: number): Promise<{ id: number } | null> {
  const rows = await executor
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update');
  return rows[0] ?? null;
}

export async function findRoleIdByName(executor: TExecutor, name: string): Promise<number | null> {
  const rows = await executor.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return rows[0]?.id ?? null;
}

export async function insertRole(
  executor: TExecutor,
  values: { name: string; kind: TUserKind; label: string; createdAt: Date },
): Promise<number> {
  const [row] = await executor.insert(roles).values(values).returning({ id: roles.id });
  if (!row) throw new Error('insertRole: no row returned');
  return row.id;
}

export async function updateRoleFields(
  executor: TExecutor,
  id: number,
  values: { name: string; label: string },
): Promise<void> {
  await executor.update(roles).set(values).where(eq(roles.id, id));
}

/** Replaces the role's permissions; names missing from the permissions table are added first. */
export async function replaceRolePermissions(
  executor: TExecutor,
  roleId: number,
  names: readonly string[],
): Promise<void> {
  await executor.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (names.length === 0) return;
  await executor
    .insert(permissions)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: permissions.name });
  const rows = await executor
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  await executor
    .insert(rolePermissions)
    .values(rows.map((row) => ({ roleId, permissionId: row.id })));
}

export async function deleteRole(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(roles).where(eq(roles.id, id));
}
