import type {
  TEditedService,
  TEditedServicesFilter,
  TEditedServicesGroup,
  TEditedServicesQuery,
  TEditedServicesSummary,
  TInsightsAgency,
  TInsightsFilterOptions,
  TInsightsOverview,
  TInsightsOverviewCsvQuery,
  TInsightsOverviewQuery,
} from '@portal/shared/contracts/insights';
import {
  EDITED_SERVICE_CHANGES,
  INSIGHTS_DEFAULT_TOP,
  INSIGHTS_MAX_DAYS,
} from '@portal/shared/contracts/insights';
import { getBrand } from '@portal/shared/domain/brands';
import { daysBetween } from '@portal/shared/domain/pricing/calendar';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { operatorToday } from '../../lib/clock';
import {
  addAmounts,
  currencyOfBrand,
  defaultPeriod,
  emptyTally,
  figuresOf,
  mergeTally,
  monthsBetween,
  type TActivityTally,
} from './insights.figures';
import { changeOfAction, presentEditedService } from './insights.presenter';
import {
  EDITED_GROUPED_BY,
  findAgencyNames,
  findBrandNames,
  findEditedServicesPage,
  findFilterOptionRows,
  groupBookings,
  groupEditedServices,
  groupQuotes,
  GROUPED_BY,
  type TActivityScope,
  type TEditedServicesGroupRow,
  type TEditedServicesScope,
  type TPeriod,
} from './insights.repository';

/** Most rows one CSV export of edited services carries; narrow the filters for more. */
export const EDITED_SERVICES_CSV_LIMIT = 10_000;
const SUMMARY_TOP = 10;

function tallyMap<TKey>(): { get(key: TKey): TActivityTally; entries(): [TKey, TActivityTally][] } {
  const map = new Map<TKey, TActivityTally>();
  return {
    get(key) {
      let tally = map.get(key);
      if (!tally) {
        tally = emptyTally();
        map.set(key, tally);
      }
      return tally;
    },
    entries: () => [...map.entries()],
  };
}

/** Named agencies first (most bookings, then most quotes), then the rest summed as "others". */
function rankAgencies(
  rows: { agencyId: number; tally: TActivityTally; name: string }[],
  top: number,
  othersLabel: string,
): TInsightsAgency[] {
  const sorted = [...rows].sort(
    (a, b) =>
      b.tally.bookings - a.tally.bookings ||
      b.tally.quotes - a.tally.quotes ||
      a.name.localeCompare(b.name) ||
      a.agencyId - b.agencyId,
  );
  const named = sorted.slice(0, top).map((row) => ({
    agencyId: row.agencyId,
    agencyName: row.name,
    agencyCount: 1,
    ...figuresOf(row.tally),
  }));
  const rest = sorted.slice(top);
  if (rest.length === 0) return named;
  const others = emptyTally();
  for (const row of rest) mergeTally(others, row.tally);
  return [
    ...named,
    { agencyId: null, agencyName: othersLabel, agencyCount: rest.length, ...figuresOf(others) },
  ];
}

function topGroups(groups: TEditedServicesGroup[], othersLabel: string): TEditedServicesGroup[] {
  const sorted = [...groups].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const rest = sorted.slice(SUMMARY_TOP);
  if (rest.length === 0) return sorted;
  return [
    ...sorted.slice(0, SUMMARY_TOP),
    {
      key: null,
      label: othersLabel,
      isOthers: true,
      count: rest.reduce((sum, group) => sum + group.count, 0),
      priceChanges: rest.reduce((sum, group) => sum + group.priceChanges, 0),
    },
  ];
}

function groupOf(
  row: TEditedServicesGroupRow,
  key: string | null,
  label: string,
): TEditedServicesGroup {
  return { key, label, isOthers: false, count: row.count, priceChanges: row.priceChanges };
}

/** What happened in the period: quotes, bookings, conversion, revenue and margin; edited services. */
export function createInsightsService(ctx: TAppContext) {
  const { db } = ctx;

  function periodOf(query: { from?: string | undefined; to?: string | undefined }): TPeriod {
    const period = defaultPeriod(operatorToday(ctx.clock), query.from, query.to);
    if (period.from > period.to) {
      throw AppError.invalidField('to', 'The end date must not be before the start date');
    }
    if (daysBetween(period.from, period.to) > INSIGHTS_MAX_DAYS) {
      throw AppError.invalidField('from', 'Choose a period of at most five years.');
    }
    return period;
  }

  function editedScope(filter: TEditedServicesFilter): TEditedServicesScope {
    return {
      ...periodOf(filter),
      brandId: filter.brand_id,
      consultantId: filter.consultant_id,
      serviceType: filter.service_type,
      supplierId: filter.supplier_id,
      change: filter.change,
    };
  }

  async function overview(
    query: TInsightsOverviewCsvQuery & { top?: number },
  ): Promise<TInsightsOverview> {
    const scope: TActivityScope = {
      ...periodOf(query),
      brandId: query.brand_id,
      agencyId: query.agency_id,
    };
    const [quoteRows, bookingRows, brandNames] = await Promise.all([
      groupQuotes(db, scope),
      groupBookings(db, scope),
      findBrandNames(db),
    ]);
    const months = tallyMap<string>();
    const brands = tallyMap<number>();
    const agencies = tallyMap<number>();
    const pick = (
      setId: number,
      monthKey: string | null,
      brandId: number,
      agencyId: number | null,
    ) =>
      setId === GROUPED_BY.month && monthKey !== null
        ? months.get(monthKey)
        : setId === GROUPED_BY.agency && agencyId !== null
          ? agencies.get(agencyId)
          : setId === GROUPED_BY.brand
            ? brands.get(brandId)
            : null;
    for (const row of quoteRows) {
      const tally = pick(row.setId, row.monthKey, row.brandId, row.agencyId);
      if (!tally) continue;
      tally.quotes += row.quotes;
      tally.converted += row.converted;
    }
    for (const row of bookingRows) {
      const tally = pick(row.setId, row.monthKey, row.brandId, row.agencyId);
      if (!tally) continue;
      tally.bookings += row.bookings;
      tally.cancelled += row.cancelled;
      if (row.bookings > row.cancelled) addAmounts(tally, currencyOfBrand(row.brandId), row);
    }

    const totals = emptyTally();
    for (const [, tally] of brands.entries()) mergeTally(totals, tally);
    const monthTallies = new Map(months.entries());
    const agencyRows = agencies.entries();
    const names = await findAgencyNames(
      db,
      agencyRows.map(([id]) => id),
    );
    return {
      from: scope.from,
      to: scope.to,
      totals: figuresOf(totals),
      byMonth: monthsBetween(scope.from, scope.to).map((month) => ({
        month,
        ...figuresOf(monthTallies.get(month) ?? emptyTally()),
      })),
      byBrand: brands
        .entries()
        .sort(([a], [b]) => a - b)
        .map(([brandId, tally]) => ({
          brandId,
          brandName: brandNames.get(brandId) ?? getBrand(brandId).country,
          currency: currencyOfBrand(brandId),
          ...figuresOf(tally),
        })),
      byAgency: rankAgencies(
        agencyRows.map(([agencyId, tally]) => ({
          agencyId,
          tally,
          name: names.get(agencyId) ?? String(agencyId),
        })),
        query.top ?? INSIGHTS_DEFAULT_TOP,
        'Others',
      ),
    };
  }

  return {
    overview: (query: TInsightsOverviewQuery) => overview(query),

    async overviewMonths(query: TInsightsOverviewCsvQuery) {
      return (await overview(query)).byMonth;
    },

    async filterOptions(): Promise<TInsightsFilterOptions> {
      const rows = await findFilterOptionRows(db);
      const period = defaultPeriod(operatorToday(ctx.clock));
      return {
        brands: rows.brandRows.map((row) => ({
          id: row.id,
          name: row.name,
          currency: currencyOfBrand(row.id),
        })),
        agencies: rows.agencyRows,
        consultants: rows.consultantRows,
        suppliers: rows.supplierRows,
        defaultFrom: period.from,
        defaultTo: period.to,
      };
    },

    /** One page of the services changed by hand, newest first. */
    async editedServices(query: TEditedServicesQuery) {
      const { page, per_page: perPage, ...filter } = query;
      return findEditedServicesPage(db, editedScope(filter), {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
    },

    async exportEditedServices(filter: TEditedServicesFilter): Promise<TEditedService[]> {
      const { rows } = await findEditedServicesPage(db, editedScope(filter), {
        limit: EDITED_SERVICES_CSV_LIMIT,
        offset: 0,
      });
      return rows.map(presentEditedService);
    },

    async editedServicesSummary(filter: TEditedServicesFilter): Promise<TEditedServicesSummary> {
      const scope = editedScope(filter);
      const rows = await groupEditedServices(db, scope);
      const byChange = new Map<string, number>();
      const consultants: TEditedServicesGroup[] = [];
      const serviceTypes: TEditedServicesGroup[] = [];
      const supplierGroups: TEditedServicesGroup[] = [];
      for (const row of rows) {
        if (row.setId === EDITED_GROUPED_BY.change && row.action !== null) {
          byChange.set(changeOfAction(row.action), row.count);
        } else if (row.setId === EDITED_GROUPED_BY.consultant) {
          consultants.push(
            groupOf(
              row,
              row.actorUserId === null ? null : String(row.actorUserId),
              row.actorName ?? '',
            ),
          );
        } else if (row.setId === EDITED_GROUPED_BY.serviceType) {
          serviceTypes.push(groupOf(row, row.serviceTypeCode, row.serviceTypeCode ?? ''));
        } else if (row.setId === EDITED_GROUPED_BY.supplier) {
          supplierGroups.push(
            groupOf(
              row,
              row.supplierId === null ? null : String(row.supplierId),
              row.supplierName ?? '',
            ),
          );
        }
      }
      const total = [...byChange.values()].reduce((sum, count) => sum + count, 0);
      return {
        from: scope.from,
        to: scope.to,
        total,
        byChange: EDITED_SERVICE_CHANGES.map((change) => ({
          change,
          count: byChange.get(change) ?? 0,
        })),
        byConsultant: topGroups(consultants, 'Others'),
        byServiceType: topGroups(serviceTypes, 'Others'),
        bySupplier: topGroups(supplierGroups, 'Others'),
      };
    },
  };
}

export type TInsightsService = ReturnType<typeof createInsightsService>;
