import type { TPackageDrivingNote, TProduct } from '../../contracts/catalogue';
import type {
  TPricedCharge,
  TPricedDay,
  TPricedLine,
  TPricedQuoteFlags,
  TPricedTotals,
} from '../../contracts/pricing';
import { getBrand, type TBrand } from '../brands';
import { gstSplitOf, sumGstSplits } from '../margin';
import { gstOfLines, lineGstPercentOf, taxCodeOf } from '../tax';
import {
  availabilityStatus,
  findAvailability,
  worstStatus,
  type TPricingAvailability,
} from './availability';
import { addDays } from './calendar';
import { pricedPaxOn } from './child-ages';
import type { TCountryCode, TLineStatus, TMarkupRuleKind, TPricingModel } from './codes';
import { applyBasisPoints } from './rounding';
import { countPax, type TPax, type TRoomOccupancy } from './rooms';
import { selectRate, type TPricingRate } from './rates';
import {
  ruleTier,
  selectRule,
  type TPriceBasisSource,
  type TPricingRule,
  type TRuleScope,
} from './rules';

/**
 * The pricing engine: pure, deterministic, no I/O and no clock. The caller loads the products,
 * rates, availability and rules that may apply and passes `today` for release periods.
 * docs/pricing.md explains the model; the rules in short:
 * - per_room_night: every room, every night, at the rate for the room's type on that night;
 * - per_vehicle_day: ceil(pax / capacity) vehicles (one when the product has no capacity), every
 *   24-hour hire day: picked up on day 2 and dropped off on day 5 is three days;
 * - per_person: every adult at the adult price and every child at the child price (the adult price
 *   when the rate has none), once, at the rate of the service date; with the product's age bands a
 *   child of a known age travels free up to `infantMaxAge` and pays the adult price above
 *   `childMaxAge` (child-ages.ts);
 * - per_unit: ceil(pax / capacity) units (one without a capacity), once, at the service date's rate.
 * A line with any night or day without a rate is `missingRate`: it carries no price and is left
 * out of the totals. Percentages apply once per line total, rounded half-up to a cent.
 */

export type TPricingProduct = Pick<
  TProduct,
  | 'id'
  | 'supplierId'
  | 'serviceTypeCode'
  | 'name'
  | 'pricingBasis'
  | 'capacity'
  | 'startTime'
  | 'endTime'
  | 'infantMaxAge'
  | 'childMaxAge'
> & {
  /** Where the service is performed (its location's country): decides the line's tax code. */
  countryCode: TCountryCode;
};

export interface TServiceLine {
  /** Unique in one quote and stable across repricing (see expandPackage). */
  key: string;
  dayNumber: number;
  productId: number;
  startDate: string;
  /** Nights for accommodation, days for vehicles and multi-day services; 1 otherwise. */
  span: number;
  startTime?: string | null;
  endTime?: string | null;
}

export interface TDayHeader {
  dayNumber: number;
  date: string;
  title: string;
  description: string;
  overnightLocationId: number | null;
  drivingNotes: TPackageDrivingNote[];
}

export interface TAgencyPricingModel {
  /** Null prices with rules that name no agency (an admin's price check). */
  id: number | null;
  pricingModel: TPricingModel;
  /**
   * A gross agency's contracted commission in basis points (agencies.commission_basis_points);
   * 0: no contract, the rules decide.
   */
  commissionBasisPoints: number;
}

export interface TPriceServicesInput {
  brandId: number;
  agency: TAgencyPricingModel;
  rooms: readonly TRoomOccupancy[];
  services: readonly TServiceLine[];
  products: readonly TPricingProduct[];
  rates: readonly TPricingRate[];
  availability: readonly TPricingAvailability[];
  rules: readonly TPricingRule[];
  /** The operator's current date, for allotment release periods. */
  today: string;
  days?: readonly TDayHeader[];
  missingAccommodationDays?: readonly number[];
}

export interface TPricedServices {
  brandId: 1 | 2;
  currency: TBrand['currency'];
  gstPercent: number;
  pricingModel: TPricingModel;
  pax: TPax;
  days: TPricedDay[];
  totals: TPricedTotals;
  flags: TPricedQuoteFlags;
}

/** A caller passed a service for a product it did not load: a bug, not a pricing outcome. */
export class PricingInputError extends Error {
  override name = 'PricingInputError';
}

interface TLineContext {
  brand: TBrand;
  agency: TAgencyPricingModel;
  rooms: readonly TRoomOccupancy[];
  pax: TPax;
  ratesByProduct: Map<number, TPricingRate[]>;
  availabilityByProduct: Map<number, TPricingAvailability[]>;
  rules: readonly TPricingRule[];
  today: string;
}

function groupByProduct<T extends { productId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** Vehicles or units for the party: ceil(pax / capacity), at least one. */
export function unitsForPax(totalPax: number, capacity: number | null): number {
  if (capacity === null) return 1;
  return Math.max(1, Math.ceil(totalPax / capacity));
}

/** Adds a charge, merging it into an earlier one for the same date, rate, room type and pax type. */
function addCharge(charges: TPricedCharge[], charge: TPricedCharge): void {
  const same = charges.find(
    (existing) =>
      existing.date === charge.date &&
      existing.rateId === charge.rateId &&
      existing.roomType === charge.roomType &&
      existing.paxType === charge.paxType,
  );
  if (same) {
    same.units += charge.units;
    same.costCents += charge.costCents;
    same.sellCents += charge.sellCents;
  } else {
    charges.push(charge);
  }
}

interface TChargeResult {
  charges: TPricedCharge[];
  missingRateDates: string[];
  /** Per date, the units that must be available. */
  demand: { date: string; units: number }[];
  quantity: number;
}

function chargeLine(
  service: TServiceLine,
  product: TPricingProduct,
  ctx: TLineContext,
): TChargeResult {
  const rates = ctx.ratesByProduct.get(product.id) ?? [];
  const basis = product.pricingBasis;
  const query = { productId: product.id, brandId: ctx.brand.id, basis, span: service.span };
  const charges: TPricedCharge[] = [];
  const missing = new Set<string>();
  const demand: { date: string; units: number }[] = [];
  const totalPax = ctx.pax.adults + ctx.pax.children;

  switch (basis) {
    case 'per_room_night': {
      for (let night = 0; night < service.span; night += 1) {
        const date = addDays(service.startDate, night);
        demand.push({ date, units: ctx.rooms.length });
        for (const room of ctx.rooms) {
          const rate = selectRate(rates, { ...query, roomType: room.roomType, date });
          if (!rate) {
            missing.add(date);
            continue;
          }
          addCharge(charges, {
            date,
            rateId: rate.id,
            roomType: room.roomType,
            paxType: null,
            units: 1,
            costCents: rate.costCents,
            sellCents: rate.sellCents,
          });
        }
      }
      return { charges, missingRateDates: [...missing], demand, quantity: ctx.rooms.length };
    }
    case 'per_vehicle_day': {
      const vehicles = unitsForPax(totalPax, product.capacity);
      for (let day = 0; day < service.span; day += 1) {
        const date = addDays(service.startDate, day);
        demand.push({ date, units: vehicles });
        const rate = selectRate(rates, { ...query, roomType: null, date });
        if (!rate) {
          missing.add(date);
          continue;
        }
        addCharge(charges, {
          date,
          rateId: rate.id,
          roomType: null,
          paxType: null,
          units: vehicles,
          costCents: rate.costCents * vehicles,
          sellCents: rate.sellCents * vehicles,
        });
      }
      return { charges, missingRateDates: [...missing], demand, quantity: vehicles };
    }
    case 'per_person': {
      const date = service.startDate;
      demand.push({ date, units: totalPax });
      const rate = selectRate(rates, { ...query, roomType: null, date });
      if (!rate) return { charges, missingRateDates: [date], demand, quantity: totalPax };
      // Ages on the service date: infants travel free, children older than the child band pay
      // as adults. Everyone still counts as a traveller on the line.
      const priced = pricedPaxOn(ctx.rooms, product, date);
      if (priced.adults > 0) {
        addCharge(charges, {
          date,
          rateId: rate.id,
          roomType: null,
          paxType: 'adult',
          units: priced.adults,
          costCents: rate.costCents * priced.adults,
          sellCents: rate.sellCents * priced.adults,
        });
      }
      if (priced.children > 0) {
        addCharge(charges, {
          date,
          rateId: rate.id,
          roomType: null,
          paxType: 'child',
          units: priced.children,
          costCents: (rate.childCostCents ?? rate.costCents) * priced.children,
          sellCents: (rate.childSellCents ?? rate.sellCents) * priced.children,
        });
      }
      return { charges, missingRateDates: [], demand, quantity: totalPax };
    }
    case 'per_unit': {
      const units = unitsForPax(totalPax, product.capacity);
      const date = service.startDate;
      demand.push({ date, units });
      const rate = selectRate(rates, { ...query, roomType: null, date });
      if (!rate) return { charges, missingRateDates: [date], demand, quantity: units };
      addCharge(charges, {
        date,
        rateId: rate.id,
        roomType: null,
        paxType: null,
        units,
        costCents: rate.costCents * units,
        sellCents: rate.sellCents * units,
      });
      return { charges, missingRateDates: [], demand, quantity: units };
    }
  }
}

function priceLine(
  service: TServiceLine,
  product: TPricingProduct,
  ctx: TLineContext,
): TPricedLine {
  const { charges, missingRateDates, demand, quantity } = chargeLine(service, product, ctx);
  const availability = ctx.availabilityByProduct.get(product.id) ?? [];
  const status = worstStatus(
    demand.map(({ date, units }) =>
      availabilityStatus(findAvailability(availability, product.id, date), date, units, ctx.today),
    ),
  );
  const missingRate = missingRateDates.length > 0;
  // Nights end on the check-out morning and hire days are 24-hour periods ending on the drop-off
  // day; other services end on the last day they run.
  const endDate =
    product.pricingBasis === 'per_room_night' || product.pricingBasis === 'per_vehicle_day'
      ? addDays(service.startDate, service.span)
      : addDays(service.startDate, service.span - 1);

  const base = {
    key: service.key,
    dayNumber: service.dayNumber,
    date: service.startDate,
    endDate,
    startTime: service.startTime ?? product.startTime,
    endTime: service.endTime ?? product.endTime,
    productId: product.id,
    productName: product.name,
    supplierId: product.supplierId,
    serviceTypeCode: product.serviceTypeCode,
    basis: product.pricingBasis,
    taxCode: taxCodeOf(ctx.brand.countryCode, product.countryCode),
    span: service.span,
    quantity,
    status,
    missingRate,
    missingRateDates: [...missingRateDates].sort(),
  };

  // A partly rated line has no price at all: the spec drops it from the quote, and a partial
  // figure would read as a real price.
  if (missingRate) {
    return {
      ...base,
      costCents: 0,
      sellCents: 0,
      commissionCents: 0,
      netCents: 0,
      appliedRuleIds: [],
      appliedRules: [],
      charges: [],
    };
  }

  const costCents = charges.reduce((sum, charge) => sum + charge.costCents, 0);
  const sellCents = charges.reduce((sum, charge) => sum + charge.sellCents, 0);
  const scope = {
    agencyId: ctx.agency.id,
    brandId: ctx.brand.id,
    supplierId: product.supplierId,
    serviceTypeCode: product.serviceTypeCode,
    date: service.startDate,
  };

  const { commissionCents, netCents, basis } = agencyPriceOf(
    { costCents, sellCents },
    ctx.agency,
    ctx.rules,
    scope,
  );

  return {
    ...base,
    costCents,
    sellCents,
    commissionCents,
    netCents,
    appliedRuleIds: basis?.id ? [basis.id] : [],
    appliedRules: basis ? [basis] : [],
    charges,
  };
}

function sumTotals(lines: readonly TPricedLine[], gstPercent: number): TPricedTotals {
  const priced = lines.filter((line) => !line.missingRate);
  const sum = (pick: (line: TPricedLine) => number) =>
    priced.reduce((total, line) => total + pick(line), 0);
  return {
    costCents: sum((line) => line.costCents),
    sellCents: sum((line) => line.sellCents),
    commissionCents: sum((line) => line.commissionCents),
    netCents: sum((line) => line.netCents),
    // Once on the standard-rated lines' total (docs/tax.md): a service abroad carries none.
    gstCents: gstOfLines(
      priced.map((line) => ({ taxCode: line.taxCode, amountCents: line.sellCents })),
      gstPercent,
    ),
    netGstCents: gstOfLines(
      priced.map((line) => ({ taxCode: line.taxCode, amountCents: line.netCents })),
      gstPercent,
    ),
    // Without GST (docs/tax.md): each line's, summed, as the file's yield sheet does.
    marginExGstCents: sumGstSplits(
      priced.map((line) => gstSplitOf(line, lineGstPercentOf(line.taxCode, gstPercent))),
    ).marginExGstCents,
    pricedLineCount: priced.length,
    excludedLineCount: lines.length - priced.length,
  };
}

function groupIntoDays(lines: TPricedLine[], headers: readonly TDayHeader[]): TPricedDay[] {
  const days = new Map<number, TPricedDay>();
  for (const header of headers) {
    days.set(header.dayNumber, { ...header, drivingNotes: [...header.drivingNotes], lines: [] });
  }
  for (const line of lines) {
    let day = days.get(line.dayNumber);
    if (!day) {
      day = {
        dayNumber: line.dayNumber,
        date: line.date,
        title: '',
        description: '',
        overnightLocationId: null,
        drivingNotes: [],
        lines: [],
      };
      days.set(line.dayNumber, day);
    }
    day.lines.push(line);
  }
  return [...days.values()].sort((a, b) => a.dayNumber - b.dayNumber);
}

/**
 * Why a line is priced as it is, for the back office ("why this price"): the agency's own rule,
 * its contracted commission (no rule id), a supplier deal or a market rule.
 */
export interface TPriceBasis {
  id: number | null;
  source: TPriceBasisSource;
  kind: TMarkupRuleKind;
  basisPoints: number;
}

/**
 * What the agency pays for a service of `costCents` sold at `sellCents`: a gross-model agency
 * keeps its commission's share of the sell price; a net-model agency pays cost plus the markup
 * rule (or the sell price when no rule applies). Used by the engine and for services the back
 * office prices by hand, so both follow the same rules.
 *
 * A gross agency's commission follows the declared hierarchy (docs/pricing.md): a commission rule
 * naming the agency, else the agency's contracted commission, else a supplier deal, else a market
 * rule. A market or supplier rule never overrides the contract, however many fields it sets.
 */
export function agencyPriceOf(
  amounts: { costCents: number; sellCents: number },
  agency: Pick<TAgencyPricingModel, 'pricingModel' | 'commissionBasisPoints'>,
  rules: readonly TPricingRule[],
  scope: TRuleScope,
): { commissionCents: number; netCents: number; basis: TPriceBasis | null } {
  if (agency.pricingModel === 'gross') {
    const rule = selectRule(rules, 'commission_percent', scope);
    const basis: TPriceBasis | null =
      rule && ruleTier(rule) === 'agency'
        ? basisOf(rule)
        : agency.commissionBasisPoints > 0
          ? {
              id: null,
              source: 'agency-contract',
              kind: 'commission_percent',
              basisPoints: agency.commissionBasisPoints,
            }
          : rule && basisOf(rule);
    if (!basis) return { commissionCents: 0, netCents: amounts.sellCents, basis: null };
    const commissionCents = applyBasisPoints(amounts.sellCents, basis.basisPoints);
    return { commissionCents, netCents: amounts.sellCents - commissionCents, basis };
  }
  const rule = selectRule(rules, 'markup_percent', scope);
  if (!rule) return { commissionCents: 0, netCents: amounts.sellCents, basis: null };
  return {
    commissionCents: 0,
    netCents: amounts.costCents + applyBasisPoints(amounts.costCents, rule.basisPoints),
    basis: basisOf(rule),
  };
}

function basisOf(rule: TPricingRule): TPriceBasis {
  return {
    id: rule.id,
    source: `${ruleTier(rule)}-rule`,
    kind: rule.kind,
    basisPoints: rule.basisPoints,
  };
}

export function priceServices(input: TPriceServicesInput): TPricedServices {
  const brand = getBrand(input.brandId);
  const productsById = new Map(input.products.map((product) => [product.id, product]));
  const ctx: TLineContext = {
    brand,
    agency: input.agency,
    rooms: input.rooms,
    pax: countPax(input.rooms),
    ratesByProduct: groupByProduct(input.rates),
    availabilityByProduct: groupByProduct(input.availability),
    rules: input.rules,
    today: input.today,
  };

  const keys = new Set<string>();
  const lines = input.services.map((service) => {
    if (keys.has(service.key)) throw new PricingInputError(`Duplicate service key ${service.key}`);
    keys.add(service.key);
    if (!Number.isInteger(service.span) || service.span < 1) {
      throw new PricingInputError(`Service ${service.key} must span at least one night or day`);
    }
    const product = productsById.get(service.productId);
    if (!product) {
      throw new PricingInputError(`Product ${service.productId} was not loaded for ${service.key}`);
    }
    return priceLine(service, product, ctx);
  });

  const statuses: TLineStatus[] = lines.map((line) => line.status);
  const missingAccommodationDays = [...(input.missingAccommodationDays ?? [])].sort(
    (a, b) => a - b,
  );
  return {
    brandId: brand.id,
    currency: brand.currency,
    gstPercent: brand.gstPercent,
    pricingModel: input.agency.pricingModel,
    pax: ctx.pax,
    days: groupIntoDays(lines, input.days ?? []),
    totals: sumTotals(lines, brand.gstPercent),
    flags: {
      hasMissingRates: lines.some((line) => line.missingRate),
      hasOnRequest: statuses.includes('On Request'),
      hasUnavailable: statuses.includes('Full') || statuses.includes('Unavailable'),
      hasMissingAccommodation: missingAccommodationDays.length > 0,
      missingAccommodationDays,
    },
  };
}
