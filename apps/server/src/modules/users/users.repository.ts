import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { roles, userRoles } from '../../db/schema/roles';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';

export type TUserRow = typeof users.$inferSelect;

/** A user with the agency or supplier they belong to, as sessions need it. */
export interface TUserWithOwner extends TUserRow {
  agencyName: string | null;
  agencyActive: boolean | null;
  brandId: number | null;
  supplierName: string | null;
  supplierActive: boolean | null;
}

function selectUserWithOwner(executor: TExecutor) {
  return executor
    .select({
      user: users,
      agencyName: agencies.name,
      agencyActive: agencies.active,
      brandId: agencies.brandId,
      supplierName: suppliers.name,
      supplierActive: suppliers.active,
    })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(suppliers, eq(suppliers.id, users.supplierId));
}

type TJoinedRow = Awaited<ReturnType<typeof selectUserWithOwner>>[number];

function flatten(row: TJoinedRow | undefined): TUserWithOwner | null {
  if (!row) return null;
  return {
    ...row.user,
    agencyName: row.agencyName,
    agencyActive: row.agencyActive,
    brandId: row.brandId,
    supplierName: row.supplierName,
    supplierActive: row.supplierActive,
  };
}

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByUsername(
  executor: TExecutor,
  username: string,
): Promise<TUserWithOwner | null> {
  const rows = await selectUserWithOwner(executor)
    .where(eq(users.username, normalizeUsername(username)))
    .limit(1);
  return flatten(rows[0]);
}

export async function findUserById(
  executor: TExecutor,
  id: number,
): Promise<TUserWithOwner | null> {
  const rows = await selectUserWithOwner(executor).where(eq(users.id, id)).limit(1);
  return flatten(rows[0]);
}

/** Whether the user may sign in to `area`: right kind, active, and the owning company active. */
export function canSignInTo(user: TUserWithOwner, area: TUserKind): boolean {
  if (user.kind !== area || !user.isActive) return false;
  if (user.kind === 'agent') return user.agencyActive === true;
  if (user.kind === 'supplier') return user.supplierActive === true;
  return true;
}

export async function updateUser(
  executor: TExecutor,
  id: number,
  changes: Partial<
    Pick<
      TUserRow,
      | 'name'
      | 'email'
      | 'passwordHash'
      | 'lastLoginAt'
      | 'isActive'
      | 'notifyQuoteAccepted'
      | 'defaultClientView'
    >
  >,
  now: Date,
): Promise<void> {
  await executor
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}

/** A user with the names of the roles they hold (of their own kind). */
export interface TUserWithRoles extends TUserRow {
  roleNames: string[];
}

async function withRoles(executor: TExecutor, rows: TUserRow[]): Promise<TUserWithRoles[]> {
  if (rows.length === 0) return [];
  const held = await executor
    .select({ userId: userRoles.userId, role: roles.name, kind: roles.kind })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    roleNames: held
      .filter((entry) => entry.userId === row.id && entry.kind === row.kind)
      .map((entry) => entry.role)
      .sort(),
  }));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Whose users a company administrator manages: an agency's agents or a supplier's users. */
export type TUserOwner =
  { kind: 'agent'; agencyId: number } | { kind: 'supplier'; supplierId: number };

function ownedBy(owner: TUserOwner): SQL[] {
  return owner.kind === 'agent'
    ? [eq(users.agencyId, owner.agencyId), eq(users.kind, 'agent')]
    : [eq(users.supplierId, owner.supplierId), eq(users.kind, 'supplier')];
}

/** One page of a company's users, by name then id; `q` matches name, email or username. */
export async function findOwnedUsersPage(
  executor: TExecutor,
  owner: TUserOwner,
  filter: { q?: string | undefined; page: number; perPage: number },
): Promise<{ rows: TUserWithRoles[]; total: number }> {
  const conditions: SQL[] = ownedBy(owner);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const match = or(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(users.username, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: await withRoles(executor, rows), total: totals[0]?.total ?? 0 };
}

/** The company's user `id`, or null when that company has no such user (another's user too). */
export async function findOwnedUser(
  executor: TExecutor,
  owner: TUserOwner,
  id: number,
): Promise<TUserWithRoles | null> {
  const rows = await executor
    .select()
    .from(users)
    .where(and(eq(users.id, id), ...ownedBy(owner)))
    .limit(1);
  const [row] = await withRoles(executor, rows);
  return row ?? null;
}

export async function insertUser(
  executor: TExecutor,
  values: Omit<typeof users.$inferInsert, 'id'>,
): Promise<TUserRow> {
  const [row] = await executor
    .insert(users)
    .values({ ...values, username: normalizeUsername(values.username) })
    .returning();
  if (!row) throw new Error('insertUser: no row returned');
  return row;
}

/** Replaces the roles of the user's kind with `roleNames` (all must exist for that kind). */
export async function replaceUserRoles(
  executor: TExecutor,
  user: Pick<TUserRow, 'id' | 'kind'>,
  roleNames: readonly string[],
): Promise<void> {
  const ofKind = await executor
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.kind, user.kind));
  const wanted = ofKind.filter((role) => roleNames.includes(role.name));
  if (wanted.length !== new Set(roleNames).size) {
    throw new Error(`Unknown ${user.kind} role in ${roleNames.join(', ')}`);
  }
  const kindRoleIds = ofKind.map((role) => role.id);
  if (kindRoleIds.length > 0) {
    await executor
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), inArray(userRoles.roleId, kindRoleIds)));
  }
  if (wanted.length > 0) {
    await executor
      .insert(userRoles)
      .values(wanted.map((role) => ({ userId: user.id, roleId: role.id })))
      .onConflictDoNothing();
  }
}
