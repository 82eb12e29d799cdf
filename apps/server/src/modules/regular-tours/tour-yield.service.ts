import type {
  TDepartureYieldCsvQuery,
  TDepartureYieldQuery,
  TDepartureYieldRow,
  TDepartureYieldSummary,
} from '@portal/shared/contracts/regular-tours';
import { getBrand } from '@portal/shared/domain/brands';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import {
  compareByRisk,
  daysToDeparture,
  departureRisk,
  departureYield,
} from '@portal/shared/domain/tours';
import type { TAppContext } from '../../app-context';
import { operatorToday } from '../../lib/clock';
import { findDeparturesForYield, type TYieldDepartureRow } from './tour-yield.repository';

function yieldRowOf(row: TYieldDepartureRow, today: string): TDepartureYieldRow {
  const brand = getBrand(row.brandId);
  const figures = departureYield(row, brand.gstPercent);
  const days = daysToDeparture(row.departureDate, today);
  return {
    departureId: row.id,
    tourId: row.tourId,
    tourCode: row.tourCode,
    tourName: row.tourName,
    brandId: brand.id,
    currency: brand.currency,
    departureDate: row.departureDate,
    daysToDeparture: days,
    status: row.status,
    isGuaranteed: row.isGuaranteed,
    capacity: row.capacity,
    seatsSold: row.seatsSold,
    breakEvenSeats: row.breakEvenSeats,
    bookingCount: row.bookingCount,
    sellCents: row.sellCents,
    netCents: row.netCents,
    costCents: row.costCents,
    fixedCostCents: row.fixedCostCents,
    ...figures,
    risk: departureRisk({ ...row, daysToDeparture: days }),
  };
}

/**
 * Totals per brand, so NZD and AUD are never added together; each is the sum of the departures'
 * figures (GST is not taken out of the summed amounts again).
 */
export function summariseYield(rows: readonly TDepartureYieldRow[]): TDepartureYieldSummary[] {
  const byBrand = new Map<number, TDepartureYieldSummary>();
  for (const row of rows) {
    const summary = byBrand.get(row.brandId) ?? {
      brandId: row.brandId,
      currency: row.currency,
      departures: 0,
      belowBreakEven: 0,
      highRisk: 0,
      seatsSold: 0,
      capacity: 0,
      netCents: 0,
      netExGstCents: 0,
      outputGstCents: 0,
      inputGstCents: 0,
      marginExGstCents: 0,
    };
    summary.departures += 1;
    if (!row.isBreakEvenReached) summary.belowBreakEven += 1;
    if (row.risk === 'high') summary.highRisk += 1;
    summary.seatsSold += row.seatsSold;
    summary.capacity += row.capacity;
    summary.netCents += row.netCents;
    summary.netExGstCents += row.netExGstCents;
    summary.outputGstCents += row.outputGstCents;
    summary.inputGstCents += row.inputGstCents;
    summary.marginExGstCents += row.marginExGstCents;
    byBrand.set(row.brandId, summary);
  }
  return [...byBrand.values()].sort((a, b) => a.brandId - b.brandId);
}

/**
 * The forward view of departures: each departure still to leave within the window, with its
 * yield and risk (domain/tours.ts), riskiest first.
 */
export function createTourYieldService(ctx: TAppContext) {
  async function rankedRows(query: TDepartureYieldCsvQuery): Promise<TDepartureYieldRow[]> {
    const today = operatorToday(ctx.clock);
    const rows = await findDeparturesForYield(ctx.db, {
      from: addDays(today, 1),
      to: addDays(today, query.withinDays),
      brandId: query.brandId,
      tourId: query.tourId,
    });
    return rows
      .map((row) => yieldRowOf(row, today))
      .filter((row) => query.risk === undefined || row.risk === query.risk)
      .sort((a, b) => compareByRisk({ ...a, id: a.departureId }, { ...b, id: b.departureId }));
  }

  return {
    async forwardYield(query: TDepartureYieldQuery) {
      const rows = await rankedRows(query);
      const start = (query.page - 1) * query.per_page;
      return {
        rows: rows.slice(start, start + query.per_page),
        total: rows.length,
        summary: summariseYield(rows),
      };
    },

    exportForwardYield(query: TDepartureYieldCsvQuery) {
      return rankedRows(query);
    },
  };
}
