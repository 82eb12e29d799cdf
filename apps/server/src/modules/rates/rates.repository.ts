import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TPricingRate } from '@portal/shared/domain/pricing/rates';
import type { TExecutor } from '../../db/database';
import { products } from '../../db/schema/catalogue-products';
import { rates } from '../../db/schema/catalogue-rates';

export type TRateRow = typeof rates.$inferSelect;
export type TRateFields = Pick<
  typeof rates.$inferInsert,
  | 'productId'
  | 'brandId'
  | 'roomType'
  | 'basis'
  | 'validFrom'
  | 'validTo'
  | 'weekdayMask'
  | 'minStay'
  | 'costCents'
  | 'sellCents'
  | 'childCostCents'
  | 'childSellCents'
>;

export interface TRateFilter {
  productId?: number | undefined;
  supplierId?: number | undefined;
  brandId?: number | undefined;
  validOn?: string | undefined;
}

function rateConditions(filter: TRateFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.productId !== undefined) conditions.push(eq(rates.productId, filter.productId));
  if (filter.supplierId !== undefined) {
    conditions.push(
      inArray(
        rates.productId,
        sql`(select ${products.id} from ${products} where ${products.supplierId} = ${filter.supplierId})`,
      ),
    );
  }
  if (filter.brandId !== undefined) conditions.push(eq(rates.brandId, filter.brandId));
  if (filter.validOn !== undefined) {
    conditions.push(lte(rates.validFrom, filter.validOn), gte(rates.validTo, filter.validOn));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listOrder = [
  asc(rates.productId),
  asc(rates.brandId),
  sql`${rates.roomType} asc nulls first`,
  asc(rates.validFrom),
  asc(rates.id),
];

export async function findRatesPage(
  executor: TExecutor,
  filter: TRateFilter & { page: number; perPage: number },
): Promise<{ rows: TRateRow[]; total: number }> {
  const where = rateConditions(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(rates)
      .where(where)
      .orderBy(...listOrder)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(rates).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Rates for the CSV export, with their product's code, in a stable order. */
export function findRatesForExport(
  executor: TExecutor,
  filter: TRateFilter,
): Promise<(TRateRow & { productCode: string })[]> {
  return executor
    .select({
      id: rates.id,
      productId: rates.productId,
      brandId: rates.brandId,
      roomType: rates.roomType,
      basis: rates.basis,
      validFrom: rates.validFrom,
      validTo: rates.validTo,
      weekdayMask: rates.weekdayMask,
      minStay: rates.minStay,
      costCents: rates.costCents,
      sellCents: rates.sellCents,
      childCostCents: rates.childCostCents,
      childSellCents: rates.childSellCents,
      createdAt: rates.createdAt,
      updatedAt: rates.updatedAt,
      productCode: products.code,
    })
    .from(rates)
    .innerJoin(products, eq(products.id, rates.productId))
    .where(rateConditions(filter))
    .orderBy(
      asc(products.code),
      asc(rates.brandId),
      sql`${rates.roomType} asc nulls first`,
      asc(rates.validFrom),
      asc(rates.id),
    );
}

export async function findRateById(executor: TExecutor, id: number): Promise<TRateRow | null> {
  const [row] = await executor.select().from(rates).where(eq(rates.id, id));
  return row ?? null;
}

export async function findRatesByIds(
  executor: TExecutor,
  ids: readonly number[],
): Promise<TRateRow[]> {
  if (ids.length === 0) return [];
  const found: TRateRow[] = [];
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 1000) {
    found.push(
      ...(await executor
        .select()
        .from(rates)
        .where(inArray(rates.id, unique.slice(start, start + 1000)))),
    );
  }
  return found;
}

export async function insertRate(
  executor: TExecutor,
  fields: TRateFields,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(rates)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: rates.id });
  if (!row) throw new Error('rates insert returned no row');
  return row.id;
}

/** Inserts many rates in statements of a few hundred rows (well under the 65 535 parameter cap). */
export async function insertRates(
  executor: TExecutor,
  rows: readonly TRateFields[],
  now: Date,
  chunkSize = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await executor
      .insert(rates)
      .values(
        rows
          .slice(start, start + chunkSize)
          .map((row) => ({ ...row, createdAt: now, updatedAt: now })),
      );
  }
}

export async function updateRate(
  executor: TExecutor,
  id: number,
  fields: Partial<TRateFields>,
  now: Date,
): Promise<void> {
  await executor
    .update(rates)
    .set({ ...fields, updatedAt: now })
    .where(eq(rates.id, id));
}

/**
 * Updates many rates by id, a few hundred per statement (UPDATE ... FROM VALUES). Returns how
 * many rows changed, so the caller can tell when a rate vanished meanwhile.
 */
export async function updateRates(
  executor: TExecutor,
  rows: readonly (TRateFields & { id: number })[],
  now: Date,
): Promise<number> {
  let updated = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const values = sql.join(
      rows
        .slice(start, start + 500)
        .map(
          (row) =>
            sql`(${row.id}::int, ${row.productId}::int, ${row.brandId}::int, ${row.roomType ?? null}::room_type_code, ${row.basis}::pricing_basis, ${row.validFrom}::date, ${row.validTo}::date, ${row.weekdayMask}::smallint, ${row.minStay}::smallint, ${row.costCents}::int, ${row.sellCents}::int, ${row.childCostCents ?? null}::int, ${row.childSellCents ?? null}::int)`,
        ),
      sql`, `,
    );
    const changed = await executor
      .update(rates)
      .set({
        productId: sql`v.product_id`,
        brandId: sql`v.brand_id`,
        roomType: sql`v.room_type`,
        basis: sql`v.basis`,
        validFrom: sql`v.valid_from`,
        validTo: sql`v.valid_to`,
        weekdayMask: sql`v.weekday_mask`,
        minStay: sql`v.min_stay`,
        costCents: sql`v.cost_cents`,
        sellCents: sql`v.sell_cents`,
        childCostCents: sql`v.child_cost_cents`,
        childSellCents: sql`v.child_sell_cents`,
        updatedAt: now,
      })
      .from(
        sql`(values ${values}) as v(id, product_id, brand_id, room_type, basis, valid_from, valid_to, weekday_mask, min_stay, cost_cents, sell_cents, child_cost_cents, child_sell_cents)`,
      )
      .where(sql`${rates.id} = v.id`)
      .returning({ id: rates.id });
    updated += changed.length;
  }
  return updated;
}

export async function deleteRate(executor: TExecutor, id: number): Promise<boolean> {
  const rows = await executor.delete(rates).where(eq(rates.id, id)).returning({ id: rates.id });
  return rows.length > 0;
}

/**
 * The rates that can price some products in one market over a span: validity overlapping
 * from..to. Served by rates_product_brand_validity_idx (product, brand, valid_to, valid_from).
 */
export function findPricingRates(
  executor: TExecutor,
  productIds: readonly number[],
  brandId: number,
  from: string,
  to: string,
): Promise<TPricingRate[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: rates.id,
      productId: rates.productId,
      brandId: rates.brandId,
      roomType: rates.roomType,
      basis: rates.basis,
      validFrom: rates.validFrom,
      validTo: rates.validTo,
      weekdayMask: rates.weekdayMask,
      minStay: rates.minStay,
      costCents: rates.costCents,
      sellCents: rates.sellCents,
      childCostCents: rates.childCostCents,
      childSellCents: rates.childSellCents,
    })
    .from(rates)
    .where(
      and(
        inArray(rates.productId, [...new Set(productIds)]),
        eq(rates.brandId, brandId),
        gte(rates.validTo, from),
        lte(rates.validFrom, to),
      ),
    ) as Promise<TPricingRate[]>; // brand_id references brands, whose ids are BRANDS' 1 and 2
}
