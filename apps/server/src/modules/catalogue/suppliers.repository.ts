import type { TCountryCode } from '@portal/shared/domain/pricing/codes';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TSupplierSort } from '@portal/shared/contracts/catalogue-api';
import type { TExecutor } from '../../db/database';
import { locations } from '../../db/schema/catalogue-locations';
import { products } from '../../db/schema/catalogue-products';
import { suppliers } from '../../db/schema/suppliers';
import { listOrderBy, type TListOrder } from '../../lib/list-order';
import { likePattern } from '../../lib/database-errors';

export type TSupplierRow = typeof suppliers.$inferSelect;
export type TSupplierListRow = TSupplierRow & { locationName: string | null; productCount: number };
export type TSupplierFields = Pick<
  typeof suppliers.$inferInsert,
  | 'code'
  | 'name'
  | 'email'
  | 'phone'
  | 'address'
  | 'locationId'
  | 'active'
  | 'confirmsEveryBooking'
  | 'paymentTermsBasis'
  | 'paymentTermsDays'
>;

const productCount = sql<number>`(select count(*)::int from ${products} where ${products.supplierId} = ${suppliers.id})`;

/** What each sortable column of the suppliers list orders by. */
const SUPPLIER_SORT_COLUMNS = {
  code: suppliers.code,
  name: suppliers.name,
  location: locations.name,
  email: suppliers.email,
  products: productCount,
  status: suppliers.active,
} satisfies Record<TSupplierSort, unknown>;

export interface TSupplierFilter {
  q?: string | undefined;
  active?: boolean | undefined;
  locationId?: number | undefined;
}

export async function findSuppliersPage(
  executor: TExecutor,
  filter: TSupplierFilter & { page: number; perPage: number },
  order: TListOrder<TSupplierSort> = {},
): Promise<{ rows: TSupplierListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(suppliers.name, pattern), ilike(suppliers.code, pattern));
    if (match) conditions.push(match);
  }
  if (filter.active !== undefined) conditions.push(eq(suppliers.active, filter.active));
  if (filter.locationId !== undefined) conditions.push(eq(suppliers.locationId, filter.locationId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    executor
      .select({ supplier: suppliers, locationName: locations.name, productCount })
      .from(suppliers)
      .leftJoin(locations, eq(locations.id, suppliers.locationId))
      .where(where)
      .orderBy(
        ...listOrderBy(SUPPLIER_SORT_COLUMNS, order, suppliers.id, [
          asc(suppliers.name),
          asc(suppliers.id),
        ]),
      )
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(suppliers).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.supplier,
      locationName: row.locationName,
      productCount: Number(row.productCount),
    })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findSupplierById(
  executor: TExecutor,
  id: number,
): Promise<
  (TSupplierRow & { locationName: string | null; countryCode: TCountryCode | null }) | null
> {
  const [row] = await executor
    .select({ supplier: suppliers, locationName: locations.name, countryCode: locations.country })
    .from(suppliers)
    .leftJoin(locations, eq(locations.id, suppliers.locationId))
    .where(eq(suppliers.id, id));
  return row
    ? { ...row.supplier, locationName: row.locationName, countryCode: row.countryCode }
    : null;
}

export async function findSupplierByCode(
  executor: TExecutor,
  code: string,
): Promise<TSupplierRow | null> {
  const [row] = await executor.select().from(suppliers).where(eq(suppliers.code, code));
  return row ?? null;
}

export async function findExistingSupplierIds(
  executor: TExecutor,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

export async function insertSupplier(
  executor: TExecutor,
  fields: TSupplierFields,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(suppliers)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: suppliers.id });
  if (!row) throw new Error('suppliers insert returned no row');
  return row.id;
}

export async function updateSupplier(
  executor: TExecutor,
  id: number,
  fields: Partial<TSupplierFields>,
  now: Date,
): Promise<void> {
  await executor
    .update(suppliers)
    .set({ ...fields, updatedAt: now })
    .where(eq(suppliers.id, id));
}

/** Of these suppliers, the ones that confirm every booking themselves (no instant confirmation). */
export async function findSuppliersConfirmingEveryBooking(
  executor: TExecutor,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(inArray(suppliers.id, [...new Set(ids)]), eq(suppliers.confirmsEveryBooking, true)));
  return new Set(rows.map((row) => row.id));
}
