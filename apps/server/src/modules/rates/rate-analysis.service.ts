import { sql } from 'drizzle-orm';
import type {
  TRateAnalysis,
  TRateAnalysisQuery,
  TRateGap,
  TRateMargin,
  TSeasonalRateChange,
} from '@portal/shared/contracts/catalogue-api';
import { addDays, addMonths } from '@portal/shared/domain/pricing/calendar';
import type {
  TPricingBasis,
  TRoomTypeCode,
  TServiceTypeCode,
} from '@portal/shared/domain/pricing/codes';
import type { TAppContext } from '../../app-context';
import { selectRows } from '../../db/database';
import { operatorToday } from '../../lib/clock';
import { brandToday } from '../settings/settings.service';

/** Enough rows for a screen; the report is a starting point for the contracting team. */
const MAX_ROWS = 500;

type TBrandId = 1 | 2;

/**
 * The rate analysis report for the next N months: products with days no rate covers (by market,
 * honouring weekday masks), where sell prices change between periods (season changes), and the
 * average cost and sell per supplier and service type with the margin between them.
 */
export async function analyseRates(
  ctx: TAppContext,
  query: TRateAnalysisQuery,
): Promise<TRateAnalysis> {
  // One brand's report starts on its own date; both brands' on the head office's.
  const from =
    query.brandId === undefined ? operatorToday(ctx.clock) : await brandToday(ctx, query.brandId);
  const to = addDays(addMonths(from, query.months), -1);
  const brandFilter = query.brandId === undefined ? sql`true` : sql`b.id = ${query.brandId}`;
  const rateBrandFilter =
    query.brandId === undefined ? sql`true` : sql`r.brand_id = ${query.brandId}`;

  const [gaps, changes, margins] = await Promise.all([
    selectRows<
      Omit<TRateGap, 'brandId' | 'serviceTypeCode'> & { brandId: number; serviceTypeCode: string }
    >(
      ctx.db,
      sql`select p.id as "productId", p.code as "productCode", p.name as "productName",
          s.id as "supplierId", s.name as "supplierName", p.service_type_code::text as "serviceTypeCode",
          b.id as "brandId", count(*)::int as "missingDays",
          min(d)::date::text as "firstMissingDate", max(d)::date::text as "lastMissingDate"
        from products p
        join suppliers s on s.id = p.supplier_id
        cross join brands b
        cross join generate_series(${from}::date, ${to}::date, interval '1 day') as d
        where p.active and ${brandFilter}
          and not exists (
            select 1 from rates r
            where r.product_id = p.id and r.brand_id = b.id
              and r.valid_from <= d::date and r.valid_to >= d::date
              and (r.weekday_mask & (1 << (extract(isodow from d)::int - 1))) <> 0
          )
        group by p.id, p.code, p.name, s.id, s.name, p.service_type_code, b.id
        order by count(*) desc, p.name, b.id
        limit ${MAX_ROWS}`,
    ),
    selectRows<{
      productId: number;
      productName: string;
      brandId: number;
      roomType: string | null;
      basis: string;
      date: string;
      previousSellCents: number;
      sellCents: number;
    }>(
      ctx.db,
      sql`select x.product_id as "productId", p.name as "productName", x.brand_id as "brandId",
          x.room_type::text as "roomType", x.basis::text as "basis", x.valid_from::text as "date",
          x.previous_sell as "previousSellCents", x.sell_cents as "sellCents"
        from (
          select r.product_id, r.brand_id, r.room_type, r.basis, r.valid_from, r.sell_cents,
            lag(r.sell_cents) over w as previous_sell
          from rates r
          where r.valid_to >= ${addDays(from, -1)}::date and r.valid_from <= ${to}::date
            and ${rateBrandFilter}
          window w as (
            partition by r.product_id, r.brand_id, r.room_type, r.basis, r.weekday_mask, r.min_stay
            order by r.valid_from, r.id
          )
        ) x
        join products p on p.id = x.product_id
        where x.valid_from between ${from}::date and ${to}::date
          and x.previous_sell is not null and x.previous_sell <> x.sell_cents
        order by x.valid_from, p.name, x.brand_id, x.room_type
        limit ${MAX_ROWS}`,
    ),
    selectRows<{
      supplierId: number;
      supplierName: string;
      serviceTypeCode: string;
      brandId: number;
      rateCount: number;
      averageCostCents: number;
      averageSellCents: number;
      totalCostCents: string;
      totalSellCents: string;
    }>(
      ctx.db,
      sql`select s.id as "supplierId", s.name as "supplierName",
          p.service_type_code::text as "serviceTypeCode", r.brand_id as "brandId",
          count(*)::int as "rateCount",
          round(avg(r.cost_cents))::int as "averageCostCents",
          round(avg(r.sell_cents))::int as "averageSellCents",
          sum(r.cost_cents)::text as "totalCostCents", sum(r.sell_cents)::text as "totalSellCents"
        from rates r
        join products p on p.id = r.product_id
        join suppliers s on s.id = p.supplier_id
        where r.valid_to >= ${from}::date and r.valid_from <= ${to}::date and ${rateBrandFilter}
        group by s.id, s.name, p.service_type_code, r.brand_id
        order by s.name, p.service_type_code, r.brand_id
        limit ${MAX_ROWS}`,
    ),
  ]);

  return {
    from,
    to,
    months: query.months,
    missingRates: gaps.map((gap) => ({
      ...gap,
      brandId: gap.brandId as TBrandId,
      serviceTypeCode: gap.serviceTypeCode as TServiceTypeCode,
    })),
    seasonalChanges: changes.map((change): TSeasonalRateChange => ({
      ...change,
      brandId: change.brandId as TBrandId,
      roomType: change.roomType as TRoomTypeCode | null,
      basis: change.basis as TPricingBasis,
      changeBasisPoints:
        change.previousSellCents === 0
          ? 0
          : Math.round(
              ((change.sellCents - change.previousSellCents) * 10_000) / change.previousSellCents,
            ),
    })),
    margins: margins.map(({ totalCostCents, totalSellCents, ...margin }): TRateMargin => {
      const cost = BigInt(totalCostCents);
      const sell = BigInt(totalSellCents);
      return {
        ...margin,
        brandId: margin.brandId as TBrandId,
        serviceTypeCode: margin.serviceTypeCode as TServiceTypeCode,
        marginBasisPoints: sell === 0n ? 0 : Number(((sell - cost) * 10_000n) / sell),
      };
    }),
  };
}
