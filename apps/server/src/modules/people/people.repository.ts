import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TAgencySort } from '@portal/shared/contracts/people';
import type { TAgencyLogoContentType } from '@portal/shared/domain/client-documents';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { agencyLogos } from '../../db/schema/agency-logos';
import { brands } from '../../db/schema/brands';
import { roles, userRoles } from '../../db/schema/roles';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { listOrderBy, type TListOrder } from '../../lib/list-order';

export type TAgencyRow = typeof agencies.$inferSelect;

/** A user as the back office lists them: roles of their own kind and the company they work for. */
export interface TPersonRow {
  id: number;
  kind: TUserKind;
  username: string;
  name: string;
  email: string;
  roleNames: string[];
  isActive: boolean;
  agencyId: number | null;
  agencyName: string | null;
  supplierId: number | null;
  supplierName: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export interface TPeopleFilter {
  kind?: TUserKind | undefined;
  agencyId?: number | undefined;
  supplierId?: number | undefined;
  active?: boolean | undefined;
  q?: string | undefined;
}

export interface TPageWindow {
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function peopleConditions(filter: TPeopleFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(users.kind, filter.kind));
  if (filter.agencyId !== undefined) conditions.push(eq(users.agencyId, filter.agencyId));
  if (filter.supplierId !== undefined) conditions.push(eq(users.supplierId, filter.supplierId));
  if (filter.active !== undefined) conditions.push(eq(users.isActive, filter.active));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const match = or(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(users.username, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const personColumns = {
  id: users.id,
  kind: users.kind,
  username: users.username,
  name: users.name,
  email: users.email,
  isActive: users.isActive,
  agencyId: users.agencyId,
  agencyName: agencies.name,
  supplierId: users.supplierId,
  supplierName: suppliers.name,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

async function attachRoles(
  executor: TExecutor,
  rows: Omit<TPersonRow, 'roleNames'>[],
): Promise<TPersonRow[]> {
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

/** People by name then id; `window` absent means all of them (the CSV export). */
export async function findPeople(
  executor: TExecutor,
  filter: TPeopleFilter,
  window?: TPageWindow,
): Promise<{ rows: TPersonRow[]; total: number }> {
  const where = peopleConditions(filter);
  const base = executor
    .select(personColumns)
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id));
  const [rows, totals] = await Promise.all([
    window ? base.limit(window.limit).offset(window.offset) : base,
    executor.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: await attachRoles(executor, rows), total: totals[0]?.total ?? 0 };
}

export async function findPerson(executor: TExecutor, id: number): Promise<TPersonRow | null> {
  const rows = await executor
    .select(personColumns)
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(eq(users.id, id))
    .limit(1);
  const [row] = await attachRoles(executor, rows);
  return row ?? null;
}

export interface TAgencyFilter {
  brandId?: number | undefined;
  active?: boolean | undefined;
  q?: string | undefined;
}

/** What the back office sees of a logo; the bytes are read only to serve or print it. */
export interface TAgencyLogoInfo {
  contentType: TAgencyLogoContentType;
  sizeBytes: number;
  updatedAt: Date;
}

export interface TAgencyListRow extends TAgencyRow {
  brandCode: string;
  userCount: number;
  logo: TAgencyLogoInfo | null;
}

const logoInfoColumns = {
  contentType: agencyLogos.contentType,
  sizeBytes: agencyLogos.sizeBytes,
  updatedAt: agencyLogos.updatedAt,
};

function agencyConditions(filter: TAgencyFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(agencies.brandId, filter.brandId));
  if (filter.active !== undefined) conditions.push(eq(agencies.active, filter.active));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const match = or(ilike(agencies.name, pattern), ilike(agencies.email, pattern));
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function withUserCounts(
  executor: TExecutor,
  rows: { agency: TAgencyRow; brandCode: string; logo: TAgencyLogoInfo | null }[],
): Promise<TAgencyListRow[]> {
  if (rows.length === 0) return [];
  const counts = await executor
    .select({ agencyId: users.agencyId, total: count() })
    .from(users)
    .where(
      inArray(
        users.agencyId,
        rows.map((row) => row.agency.id),
      ),
    )
    .groupBy(users.agencyId);
  return rows.map((row) => ({
    ...row.agency,
    brandCode: row.brandCode,
    logo: row.logo,
    userCount: counts.find((entry) => entry.agencyId === row.agency.id)?.total ?? 0,
  }));
}

/** What each sortable column of the agencies list orders by. */
const AGENCY_SORT_COLUMNS = {
  name: agencies.name,
  brand: brands.code,
  commission: agencies.commissionBasisPoints,
  // No limit (null) sorts above every limit, as PostgreSQL orders nulls: it is the most credit.
  creditLimit: agencies.creditLimitCents,
  users: sql`(select count(*) from ${users} where ${users.agencyId} = ${agencies.id})`,
  status: agencies.active,
} satisfies Record<TAgencySort, unknown>;

export async function findAgenciesPage(
  executor: TExecutor,
  filter: TAgencyFilter,
  window?: TPageWindow,
  order: TListOrder<TAgencySort> = {},
): Promise<{ rows: TAgencyListRow[]; total: number }> {
  const where = agencyConditions(filter);
  const base = executor
    .select({ agency: agencies, brandCode: brands.code, logo: logoInfoColumns })
    .from(agencies)
    .innerJoin(brands, eq(brands.id, agencies.brandId))
    .leftJoin(agencyLogos, eq(agencyLogos.agencyId, agencies.id))
    .where(where)
    .orderBy(
      ...listOrderBy(AGENCY_SORT_COLUMNS, order, agencies.id, [
        asc(agencies.name),
        asc(agencies.id),
      ]),
    );
  const [rows, totals] = await Promise.all([
    window ? base.limit(window.limit).offset(window.offset) : base,
    executor.select({ total: count() }).from(agencies).where(where),
  ]);
  return { rows: await withUserCounts(executor, rows), total: totals[0]?.total ?? 0 };
}

export async function findAgency(executor: TExecutor, id: number): Promise<TAgencyListRow | null> {
  const rows = await executor
    .select({ agency: agencies, brandCode: brands.code, logo: logoInfoColumns })
    .from(agencies)
    .innerJoin(brands, eq(brands.id, agencies.brandId))
    .leftJoin(agencyLogos, eq(agencyLogos.agencyId, agencies.id))
    .where(eq(agencies.id, id))
    .limit(1);
  const [row] = await withUserCounts(executor, rows);
  return row ?? null;
}

/** Locks the agency row for the rest of the transaction, so two edits apply one after the other. */
export async function lockAgency(executor: TExecutor, id: number): Promise<TAgencyRow | null> {
  const [row] = await executor.select().from(agencies).where(eq(agencies.id, id)).for('update');
  return row ?? null;
}

export type TAgencyValues = Pick<
  typeof agencies.$inferInsert,
  | 'name'
  | 'brandId'
  | 'commissionBasisPoints'
  | 'creditLimitCents'
  | 'email'
  | 'phone'
  | 'active'
  | 'clientDocumentBranding'
  | 'travellerPayments'
  | 'clientMarkupBasisPoints'
>;

export async function insertAgency(
  executor: TExecutor,
  values: TAgencyValues,
  now: Date,
): Promise<TAgencyRow> {
  const [row] = await executor
    .insert(agencies)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insertAgency: no row returned');
  return row;
}

export async function updateAgency(
  executor: TExecutor,
  id: number,
  values: Partial<TAgencyValues>,
  now: Date,
): Promise<void> {
  await executor
    .update(agencies)
    .set({ ...values, updatedAt: now })
    .where(eq(agencies.id, id));
}

/** What an agency's client documents may print of it. */
export async function findAgencyDocumentDetails(executor: TExecutor, agencyId: number) {
  const [row] = await executor
    .select({
      name: agencies.name,
      email: agencies.email,
      phone: agencies.phone,
      clientDocumentBranding: agencies.clientDocumentBranding,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ?? null;
}

export async function findAgencyLogo(
  executor: TExecutor,
  agencyId: number,
): Promise<{ contentType: TAgencyLogoContentType; content: Buffer; updatedAt: Date } | null> {
  const [row] = await executor
    .select({
      contentType: agencyLogos.contentType,
      content: agencyLogos.content,
      updatedAt: agencyLogos.updatedAt,
    })
    .from(agencyLogos)
    .where(eq(agencyLogos.agencyId, agencyId));
  return row ?? null;
}

/** Sets the agency's one logo, replacing the one before. */
export async function upsertAgencyLogo(
  executor: TExecutor,
  values: {
    agencyId: number;
    contentType: TAgencyLogoContentType;
    content: Buffer;
    updatedAt: Date;
  },
): Promise<void> {
  const set = {
    contentType: values.contentType,
    sizeBytes: values.content.length,
    content: values.content,
    updatedAt: values.updatedAt,
  };
  await executor
    .insert(agencyLogos)
    .values({ agencyId: values.agencyId, ...set })
    .onConflictDoUpdate({ target: agencyLogos.agencyId, set });
}

/** Removes the agency's logo; false when it had none. */
export async function deleteAgencyLogo(executor: TExecutor, agencyId: number): Promise<boolean> {
  const rows = await executor
    .delete(agencyLogos)
    .where(eq(agencyLogos.agencyId, agencyId))
    .returning({ agencyId: agencyLogos.agencyId });
  return rows.length > 0;
}

/** Roles of one kind, by label. */
export function findRolesOfKind(
  executor: TExecutor,
  kind: TUserKind,
): Promise<{ name: string; label: string }[]> {
  return executor
    .select({ name: roles.name, label: roles.label })
    .from(roles)
    .where(eq(roles.kind, kind))
    .orderBy(asc(roles.label), asc(roles.name));
}

/** Locks the user row, so a disable and an edit of the same person do not interleave. */
export async function lockUser(executor: TExecutor, id: number): Promise<void> {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}
