import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import type { TCountryCode, TServiceTypeCode } from '@portal/shared/domain/pricing/codes';
import type { TExecutor } from '../../db/database';
import { locations } from '../../db/schema/catalogue-locations';
import { products } from '../../db/schema/catalogue-products';
import { rates } from '../../db/schema/catalogue-rates';
import { suppliers } from '../../db/schema/suppliers';
import { contentTextSql } from '../content/content-store.repository';
import { likePattern } from '../../lib/database-errors';

export type TProductRow = typeof products.$inferSelect;
export type TProductListRow = TProductRow & {
  /** From the content store, in the language asked for (English when it has none). */
  description: string;
  supplierName: string;
  supplierCode: string;
  locationName: string;
};
export type TProductFields = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface TProductFilter {
  q?: string | undefined;
  /** The text also matches the supplier's name (the agents' search). */
  qMatchesSupplier?: boolean;
  supplierId?: number | undefined;
  serviceTypeCode?: TServiceTypeCode | undefined;
  locationId?: number | undefined;
  active?: boolean | undefined;
}

function productConditions(filter: TProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(
      ilike(products.name, pattern),
      ilike(products.code, pattern),
      filter.qMatchesSupplier
        ? inArray(
            products.supplierId,
            sql`(select ${suppliers.id} from ${suppliers} where ${suppliers.name} ilike ${pattern})`,
          )
        : undefined,
    );
    if (match) conditions.push(match);
  }
  if (filter.supplierId !== undefined) conditions.push(eq(products.supplierId, filter.supplierId));
  if (filter.serviceTypeCode !== undefined) {
    conditions.push(eq(products.serviceTypeCode, filter.serviceTypeCode));
  }
  if (filter.locationId !== undefined) conditions.push(eq(products.locationId, filter.locationId));
  if (filter.active !== undefined) conditions.push(eq(products.active, filter.active));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function listColumns(language: TContentLanguage) {
  return {
    product: products,
    description: contentTextSql('product', sql`${products}.id`, 'description', language),
    supplierName: suppliers.name,
    supplierCode: suppliers.code,
    locationName: locations.name,
  };
}

type TJoinedRow = {
  product: TProductRow;
  description: string;
  supplierName: string;
  supplierCode: string;
  locationName: string;
};

function flatten(row: TJoinedRow): TProductListRow {
  return {
    ...row.product,
    description: row.description,
    supplierName: row.supplierName,
    supplierCode: row.supplierCode,
    locationName: row.locationName,
  };
}

export async function findProductsPage(
  executor: TExecutor,
  filter: TProductFilter & { page: number; perPage: number },
  language: TContentLanguage = 'en',
): Promise<{ rows: TProductListRow[]; total: number }> {
  const where = productConditions(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select(listColumns(language))
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .innerJoin(locations, eq(locations.id, products.locationId))
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(products).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.total ?? 0 };
}

export async function findProductsOfSupplier(
  executor: TExecutor,
  supplierId: number,
): Promise<TProductListRow[]> {
  const rows = await executor
    .select(listColumns('en'))
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(eq(products.supplierId, supplierId))
    .orderBy(asc(products.serviceTypeCode), asc(products.name), asc(products.id));
  return rows.map(flatten);
}

export async function findProductById(
  executor: TExecutor,
  id: number,
): Promise<TProductListRow | null> {
  const [row] = await executor
    .select(listColumns('en'))
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(eq(products.id, id));
  return row ? flatten(row) : null;
}

export async function findProductByCode(
  executor: TExecutor,
  code: string,
): Promise<TProductRow | null> {
  const [row] = await executor.select().from(products).where(eq(products.code, code));
  return row ?? null;
}

export async function findProductsByIds(
  executor: TExecutor,
  ids: readonly number[],
): Promise<TProductRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
}

/** A product with the country it is performed in (its location's): what pricing needs. */
export type TPricingProductRow = TProductRow & { countryCode: TCountryCode };

export async function findPricingProducts(
  executor: TExecutor,
  ids: readonly number[],
): Promise<TPricingProductRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select({ ...getTableColumns(products), countryCode: locations.country })
    .from(products)
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(inArray(products.id, [...new Set(ids)]));
}

export async function findProductsByCodes(
  executor: TExecutor,
  codes: readonly string[],
): Promise<TProductRow[]> {
  const unique = [...new Set(codes)];
  const found: TProductRow[] = [];
  for (let start = 0; start < unique.length; start += 1000) {
    found.push(
      ...(await executor
        .select()
        .from(products)
        .where(inArray(products.code, unique.slice(start, start + 1000)))),
    );
  }
  return found;
}

export async function insertProduct(
  executor: TExecutor,
  fields: TProductFields,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(products)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: products.id });
  if (!row) throw new Error('products insert returned no row');
  return row.id;
}

export async function updateProduct(
  executor: TExecutor,
  id: number,
  fields: Partial<TProductFields>,
  now: Date,
): Promise<void> {
  await executor
    .update(products)
    .set({ ...fields, updatedAt: now })
    .where(eq(products.id, id));
}

/** Whether the product has rates priced on another basis than `basis`. */
export async function hasRatesOfOtherBasis(
  executor: TExecutor,
  productId: number,
  basis: TProductRow['pricingBasis'],
): Promise<boolean> {
  const [row] = await executor
    .select({ total: count() })
    .from(rates)
    .where(and(eq(rates.productId, productId), ne(rates.basis, basis)));
  return (row?.total ?? 0) > 0;
}
