import { randomBytes } from 'node:crypto';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { agencies } from '../src/db/schema/agencies';
import { suppliers } from '../src/db/schema/suppliers';
import { users } from '../src/db/schema/users';
import { assignRoles } from '../src/db/seed';
import { TEST_PASSWORD, type TTestApp } from './build-test-app';

type TAgencyRow = typeof agencies.$inferSelect;
type TSupplierRow = typeof suppliers.$inferSelect;
type TUserRow = typeof users.$inferSelect;

let sequence = 0;
/** Unique within the run, short enough for usernames and codes. */
function unique(): string {
  sequence += 1;
  return `${sequence}${randomBytes(3).toString('hex')}`;
}

export async function buildAgency(
  t: Pick<TTestApp, 'db'>,
  overrides: Partial<typeof agencies.$inferInsert> = {},
): Promise<TAgencyRow> {
  const [row] = await t.db
    .insert(agencies)
    .values({ name: `Test Travel ${unique()}`, brandId: 1, ...overrides })
    .returning();
  if (!row) throw new Error('buildAgency: no row');
  return row;
}

export async function buildSupplier(
  t: Pick<TTestApp, 'db'>,
  overrides: Partial<typeof suppliers.$inferInsert> = {},
): Promise<TSupplierRow> {
  const code = `SUP-${unique()}`.toUpperCase();
  const [row] = await t.db
    .insert(suppliers)
    .values({
      code,
      name: `Test Lodge ${code}`,
      email: `${code.toLowerCase()}@supplier.test`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildSupplier: no row');
  return row;
}

export type TUserOverrides = Partial<Omit<typeof users.$inferInsert, 'kind' | 'passwordHash'>> & {
  password?: string;
  /** Role names; defaults to the usual role for the kind. */
  roles?: string[];
};

export interface TBuiltUser extends TUserRow {
  password: string;
}

async function buildUser(
  t: Pick<TTestApp, 'db' | 'app'>,
  kind: TUserKind,
  defaults: { roles: string[]; agencyId?: number; supplierId?: number },
  overrides: TUserOverrides,
): Promise<TBuiltUser> {
  const { password = TEST_PASSWORD, roles = defaults.roles, ...columns } = overrides;
  const username = `${kind}.${unique()}`;
  const [row] = await t.db
    .insert(users)
    .values({
      kind,
      username,
      name: `Test ${kind} ${username}`,
      email: `${username}@portal.test`,
      passwordHash: await t.app.ctx.passwords.hash(password),
      agencyId: defaults.agencyId ?? null,
      supplierId: defaults.supplierId ?? null,
      ...columns,
    })
    .returning();
  if (!row) throw new Error('buildUser: no row');
  await assignRoles(t.db, row.id, roles);
  return { ...row, password };
}

/** A back-office user; super-admin unless `roles` says otherwise. */
export function buildAdmin(t: Pick<TTestApp, 'db' | 'app'>, overrides: TUserOverrides = {}) {
  return buildUser(t, 'admin', { roles: ['super-admin'] }, overrides);
}

/** A travel agent in a new agency (or `agencyId`); role "agent" unless told otherwise. */
export async function buildAgent(t: Pick<TTestApp, 'db' | 'app'>, overrides: TUserOverrides = {}) {
  const agencyId = overrides.agencyId ?? (await buildAgency(t)).id;
  return buildUser(t, 'agent', { roles: ['agent'], agencyId }, overrides);
}

/** A supplier's user for a new supplier (or `supplierId`); role "supplier-admin" by default. */
export async function buildSupplierUser(
  t: Pick<TTestApp, 'db' | 'app'>,
  overrides: TUserOverrides = {},
) {
  const supplierId = overrides.supplierId ?? (await buildSupplier(t)).id;
  return buildUser(t, 'supplier', { roles: ['supplier-admin'], supplierId }, overrides);
}
