import { sql } from 'drizzle-orm';
import type { TPricingAvailability } from '@portal/shared/domain/pricing/availability';
import type { TPricingProduct } from '@portal/shared/domain/pricing/price-services';
import type { TPricingRate } from '@portal/shared/domain/pricing/rates';
import type { TPricingRule } from '@portal/shared/domain/pricing/rules';
import { selectRows, type TExecutor } from '../../db/database';

export interface TPricingInputs {
  products: TPricingProduct[];
  rates: TPricingRate[];
  availability: TPricingAvailability[];
  rules: TPricingRule[];
}

export interface TPricingInputsQuery {
  productIds: readonly number[];
  brandId: number;
  /** The first and last date any line occupies. */
  from: string;
  to: string;
  /** The agency priced for (its rules and allotment splits), or null for the agency-less view. */
  agencyId: number | null;
}

/**
 * Everything the engine needs to price some products in one market over a span, in one statement
 * (docs/benchmarks.md: every query is a round trip and a wake-up of a database process, which is
 * most of a price request's cost; four separate reads measured a third slower):
 * - the products;
 * - their rates in the market overlapping the span (the rates index is ranged per product);
 * - availability, one record per product and date: the agency's own allotment split where it
 *   has one on the date, else the general record, with allotments as units left;
 * - the market's markup and commission rules: any market or this one, any agency or this one
 *   (with no agency, agency-specific rules are left out).
 * These are the selections of findPricingProducts, findPricingRates, findPricingAvailability and
 * findPricingRules, which other features use one at a time; test/pricing-inputs.test.ts holds
 * them equal. Rows come back as JSON with the engine's field names, so nothing is mapped per column.
 */
export async function findPricingInputs(
  executor: TExecutor,
  query: TPricingInputsQuery,
): Promise<TPricingInputs> {
  const ids = [...new Set(query.productIds)];
  if (ids.length === 0) {
    return { products: [], rates: [], availability: [], rules: await findRules(executor, query) };
  }
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new RangeError(`Not a product id: ${id}`);
  }
  // One array parameter rather than a list: the planner keeps to the indexes with `= any()`.
  const idArray = `{${ids.join(',')}}`;
  const [row] = await selectRows<TPricingInputs>(
    executor,
    sql`select
      (select coalesce(json_agg(p), '[]'::json) from (
        select id, supplier_id as "supplierId", service_type_code as "serviceTypeCode", name,
          pricing_basis as "pricingBasis", capacity, start_time as "startTime",
          end_time as "endTime", infant_max_age as "infantMaxAge", child_max_age as "childMaxAge",
          (select country from locations where locations.id = products.location_id)
            as "countryCode"
        from products
        where id = any(${idArray}::int[])
      ) as p) as products,
      (select coalesce(json_agg(r), '[]'::json) from (
        select id, product_id as "productId", brand_id as "brandId", room_type as "roomType",
          basis, valid_from as "validFrom", valid_to as "validTo", weekday_mask as "weekdayMask",
          min_stay as "minStay", cost_cents as "costCents", sell_cents as "sellCents",
          child_cost_cents as "childCostCents", child_sell_cents as "childSellCents"
        from rates
        where product_id = any(${idArray}::int[]) and brand_id = ${query.brandId}
          and valid_to >= ${query.from} and valid_from <= ${query.to}
      ) as r) as rates,
      (select coalesce(json_agg(a), '[]'::json) from (
        select distinct on (product_id, date) id, product_id as "productId", date as "dateFrom",
          date as "dateTo", kind,
          case when allotment is null then null else greatest(0, allotment - allotment_used) end
            as allotment,
          release_days as "releaseDays", has_on_request_fallback as "hasOnRequestFallback"
        from product_availability
        where product_id = any(${idArray}::int[]) and date >= ${query.from} and date <= ${query.to}
          and ${agencyRows(query.agencyId)}
        order by product_id, date, agency_id nulls last
      ) as a) as availability,
      (${rulesJson(query)}) as rules`,
  );
  if (!row) throw new Error('findPricingInputs returned no row');
  return row;
}

function agencyRows(agencyId: number | null) {
  return agencyId === null
    ? sql`agency_id is null`
    : sql`(agency_id is null or agency_id = ${agencyId})`;
}

function rulesJson(query: Pick<TPricingInputsQuery, 'brandId' | 'agencyId'>) {
  return sql`select coalesce(json_agg(m), '[]'::json) from (
    select id, agency_id as "agencyId", brand_id as "brandId", supplier_id as "supplierId",
      service_type_code as "serviceTypeCode", valid_from as "validFrom", valid_to as "validTo",
      kind, basis_points as "basisPoints", priority
    from markup_rules
    where (brand_id is null or brand_id = ${query.brandId}) and ${agencyRows(query.agencyId)}
  ) as m`;
}

async function findRules(
  executor: TExecutor,
  query: Pick<TPricingInputsQuery, 'brandId' | 'agencyId'>,
): Promise<TPricingRule[]> {
  const [row] = await selectRows<{ rules: TPricingRule[] }>(
    executor,
    sql`select (${rulesJson(query)}) as rules`,
  );
  return row?.rules ?? [];
}
