import { eq } from 'drizzle-orm';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
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
  changes: Partial<Pick<TUserRow, 'name' | 'email' | 'passwordHash' | 'lastLoginAt'>>,
  now: Date,
): Promise<void> {
  await executor
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}
