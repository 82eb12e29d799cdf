import type { TDroppedLine } from '@portal/shared/contracts/files';
import type { TPricedLine } from '@portal/shared/contracts/pricing';
import type { TServiceLineStatus } from '@portal/shared/domain/file-states';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { getBrand } from '@portal/shared/domain/brands';
import {
  isAccommodationServiceType,
  type TCountryCode,
  type TPricingBasis,
  type TPricingModel,
  type TServiceTypeCode,
} from '@portal/shared/domain/pricing/codes';
import {
  agencyPriceOf,
  priceServices,
  type TAgencyPricingModel,
} from '@portal/shared/domain/pricing/price-services';
import { taxCodeOf } from '@portal/shared/domain/tax';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import type { TAllotmentHold } from '../../db/schema/files-lines';
import { findAgencyById } from '../catalogue/agencies.repository';
import { findPricingAvailability } from '../catalogue/availability.repository';
import { findPricingProducts } from '../catalogue/products.repository';
import { findPricingRules } from '../pricing/markup-rules.repository';
import { findPricingRates } from '../rates/rates.repository';
import { brandTodayWithin } from '../settings/settings.service';
import type { TFileState, TLineState } from './file-state';
import { lineTotals } from './file-totals';

/** The market and buyer a file is priced for. */
export interface TFilePricing {
  brandId: number;
  agencyId: number;
  pricingModel: TPricingModel;
}

/**
 * A service to price: a saved line, a left-out one tried again, or a new one. A manual service
 * (no catalogue product) carries the line it is (`manual`) and keeps its price.
 */
export interface TCandidateLine {
  key: string;
  dayNumber: number;
  productId: number | null;
  date: string;
  span: number;
  startTime: string | null;
  endTime: string | null;
  remarks: string;
  confirmation: string | null;
  voucher: string | null;
  allotmentHold: TAllotmentHold | null;
  manual?: TLineState | null;
}

/** On a quote a manual service is On Request: the consultant asks its supplier when booked. */
export const MANUAL_QUOTE_LINE_STATUS = 'On Request' satisfies TServiceLineStatus;

export type TFileFrame = Pick<
  TFileState,
  | 'bookingName'
  | 'yourReference'
  | 'notes'
  | 'supplierNote'
  | 'travelDate'
  | 'status'
  | 'rooms'
  | 'dayHeaders'
>;

export function candidatesOf(state: TFileState): TCandidateLine[] {
  const saved = state.lines.map((line) => ({
    key: line.key,
    dayNumber: line.dayNumber,
    productId: line.productId,
    date: line.date,
    span: line.span,
    startTime: line.startTime,
    endTime: line.endTime,
    remarks: line.remarks,
    confirmation: line.confirmation,
    voucher: line.voucher,
    allotmentHold: line.allotmentHold,
    manual: line.productId === null ? line : null,
  }));
  const savedKeys = new Set(saved.map((line) => line.key));
  const dropped = state.droppedLines
    .filter((line) => !savedKeys.has(line.key))
    .map((line) => ({
      key: line.key,
      dayNumber: line.dayNumber,
      productId: line.productId,
      date: line.date,
      span: line.span,
      startTime: null,
      endTime: null,
      remarks: '',
      confirmation: null,
      voucher: null,
      allotmentHold: null,
    }));
  return [...saved, ...dropped];
}

function lastDate(candidates: readonly TCandidateLine[], from: string): string {
  return candidates.reduce((last, line) => {
    const end = addDays(line.date, line.span);
    return end > last ? end : last;
  }, from);
}

function droppedOf(line: TPricedLine): TDroppedLine {
  return {
    key: line.key,
    dayNumber: line.dayNumber,
    date: line.date,
    productId: line.productId,
    name: line.productName,
    serviceTypeCode: line.serviceTypeCode,
    span: line.span,
    missingRateDates: line.missingRateDates,
  };
}

/**
 * How the file's agency buys: the file's own pricing model (kept from when it was quoted) and the
 * agency's contracted commission as it stands when the file is priced.
 */
async function agencyOfFile(
  executor: TExecutor,
  pricing: TFilePricing,
): Promise<TAgencyPricingModel> {
  const agency = await findAgencyById(executor, pricing.agencyId);
  return {
    id: pricing.agencyId,
    pricingModel: pricing.pricingModel,
    commissionBasisPoints: agency?.commissionBasisPoints ?? 0,
  };
}

/**
 * Prices every candidate service of a file at today's rates and availability for the file's
 * agency, as the quote form does. Services with no rate on a date are left out of the file and
 * listed as dropped (SPEC section 5: red services are not saved); the rest become lines with the
 * status pricing gave them, carrying over what a person wrote on them (remarks, confirmation).
 */
export async function priceFile(
  ctx: TAppContext,
  executor: TExecutor,
  pricing: TFilePricing,
  frame: TFileFrame,
  candidates: readonly TCandidateLine[],
): Promise<TFileState> {
  return (await priceFileLines(ctx, executor, pricing, frame, candidates)).state;
}

/** A file priced, with each catalogue candidate as the pricing engine priced it. */
export interface TPricedFile {
  state: TFileState;
  /**
   * Every catalogue candidate's priced line, a left-out (no rate) one too with its status and
   * dates; a kept one is what its line in `state` was made from.
   */
  pricedLines: TPricedLine[];
}

/** priceFile, answering also how the engine priced each catalogue service. */
export async function priceFileLines(
  ctx: TAppContext,
  executor: TExecutor,
  pricing: TFilePricing,
  frame: TFileFrame,
  candidates: readonly TCandidateLine[],
): Promise<TPricedFile> {
  const catalogue = candidates.filter(
    (line): line is TCandidateLine & { productId: number } =>
      line.productId !== null && !line.manual,
  );
  const productIds = catalogue.map((line) => line.productId);
  const from = frame.travelDate;
  const to = lastDate(candidates, frame.travelDate);
  // One after another: inside a transaction the queries share one connection anyway.
  const inputs = {
    products: await findPricingProducts(executor, productIds),
    rates: await findPricingRates(executor, productIds, pricing.brandId, from, to),
    availability: await findPricingAvailability(executor, productIds, from, to, pricing.agencyId),
    rules: await findPricingRules(executor, pricing.brandId, pricing.agencyId),
  };
  const priced = priceServices({
    brandId: pricing.brandId,
    agency: await agencyOfFile(executor, pricing),
    rooms: frame.rooms,
    services: catalogue.map((line) => ({
      key: line.key,
      dayNumber: line.dayNumber,
      productId: line.productId,
      startDate: line.date,
      span: line.span,
      startTime: line.startTime,
      endTime: line.endTime,
    })),
    ...inputs,
    today: await brandTodayWithin(executor, ctx.clock, pricing.brandId),
    days: frame.dayHeaders,
  });

  const productsById = new Map(inputs.products.map((product) => [product.id, product]));
  const candidateByKey = new Map(candidates.map((line) => [line.key, line]));
  const pricedLines = priced.days.flatMap((day) => day.lines);
  const lines: TLineState[] = [];
  const droppedLines: TDroppedLine[] = [];
  for (const line of pricedLines) {
    if (line.missingRate) {
      droppedLines.push(droppedOf(line));
      continue;
    }
    const candidate = candidateByKey.get(line.key);
    const product = productsById.get(line.productId);
    lines.push({
      key: line.key,
      dayNumber: line.dayNumber,
      date: line.date,
      endDate: line.endDate,
      startTime: line.startTime,
      endTime: line.endTime,
      productId: line.productId,
      supplierId: line.supplierId,
      serviceTypeCode: line.serviceTypeCode,
      name: line.productName,
      basis: line.basis,
      taxCode: line.taxCode,
      span: line.span,
      quantity: line.quantity,
      status: line.status satisfies TServiceLineStatus,
      costCents: line.costCents,
      sellCents: line.sellCents,
      commissionCents: line.commissionCents,
      netCents: line.netCents,
      confirmation: candidate?.confirmation ?? null,
      voucher: candidate?.voucher ?? null,
      remarks: candidate?.remarks ?? '',
      phone: product?.phone ?? '',
      address: product?.address ?? '',
      allotmentHold: candidate?.allotmentHold ?? null,
    });
  }

  for (const candidate of candidates) {
    if (candidate.manual) lines.push(manualLineFrom(candidate, candidate.manual));
  }

  const lastHeader = frame.dayHeaders.at(-1)?.date ?? frame.travelDate;
  const endDate = lines.reduce(
    (last, line) => (line.endDate > last ? line.endDate : last),
    lastHeader > frame.travelDate ? lastHeader : frame.travelDate,
  );
  const state: TFileState = {
    ...frame,
    endDate,
    droppedLines,
    lines,
    pax: priced.pax,
    // Summed from the lines (as the engine sums its own), so manual services count too.
    totals: lineTotals(lines, pricing.brandId),
  };
  return { state, pricedLines };
}

/** Nights end on the check-out morning; other services end on the last day they run. */
export function manualEndDate(basis: TPricingBasis, date: string, span: number): string {
  return basis === 'per_room_night' || basis === 'per_vehicle_day'
    ? addDays(date, span)
    : addDays(date, span - 1);
}

/** A manual service as the candidate places it now, at the price it was given, On Request. */
function manualLineFrom(candidate: TCandidateLine, manual: TLineState): TLineState {
  return {
    ...manual,
    key: candidate.key,
    dayNumber: candidate.dayNumber,
    date: candidate.date,
    endDate: manualEndDate(manual.basis, candidate.date, candidate.span),
    startTime: candidate.startTime,
    endTime: candidate.endTime,
    span: candidate.span,
    productId: null,
    status: MANUAL_QUOTE_LINE_STATUS,
    remarks: candidate.remarks,
    confirmation: candidate.confirmation,
    voucher: candidate.voucher,
    allotmentHold: null,
  };
}

export interface TManualLineInput {
  supplierId: number;
  serviceTypeCode: TServiceTypeCode;
  name: string;
  date: string;
  span: number;
  quantity: number;
  startTime: string | null;
  endTime: string | null;
  costCents: number;
  sellCents: number;
  remarks: string;
}

/**
 * A service the back office prices by hand: the consultant gives its cost and sell price (GST
 * inclusive, for the whole line); the agency's commission or markup rule splits the sell price
 * exactly as the engine does for catalogue services. Accommodation is sold by the room night so
 * its supplier is told the rooms.
 */
export async function priceManualLine(
  executor: TExecutor,
  pricing: TFilePricing,
  input: TManualLineInput & { key: string; dayNumber: number; status: TServiceLineStatus },
  /** The supplier's country is where a manual service is taken to be performed. */
  supplier: { phone: string; address: string; countryCode: TCountryCode | null },
): Promise<TLineState> {
  const rules = await findPricingRules(executor, pricing.brandId, pricing.agencyId);
  const { commissionCents, netCents } = agencyPriceOf(
    { costCents: input.costCents, sellCents: input.sellCents },
    await agencyOfFile(executor, pricing),
    rules,
    {
      agencyId: pricing.agencyId,
      brandId: pricing.brandId,
      supplierId: input.supplierId,
      serviceTypeCode: input.serviceTypeCode,
      date: input.date,
    },
  );
  const basis: TPricingBasis = isAccommodationServiceType(input.serviceTypeCode)
    ? 'per_room_night'
    : 'per_unit';
  const brandCountry = getBrand(pricing.brandId).countryCode;
  return {
    key: input.key,
    dayNumber: input.dayNumber,
    date: input.date,
    endDate: manualEndDate(basis, input.date, input.span),
    startTime: input.startTime,
    endTime: input.endTime,
    productId: null,
    supplierId: input.supplierId,
    serviceTypeCode: input.serviceTypeCode,
    name: input.name,
    basis,
    taxCode: taxCodeOf(brandCountry, supplier.countryCode ?? brandCountry),
    span: input.span,
    quantity: input.quantity,
    status: input.status,
    costCents: input.costCents,
    sellCents: input.sellCents,
    commissionCents,
    netCents,
    confirmation: null,
    voucher: null,
    remarks: input.remarks,
    phone: supplier.phone,
    address: supplier.address,
    allotmentHold: null,
  };
}

/** Dates and units a line draws from an allotment, as pricing counted them. */
export function allotmentDemand(line: Pick<TLineState, 'basis' | 'date' | 'span' | 'quantity'>): {
  dates: string[];
  units: number;
} {
  const isDaily = line.basis === 'per_room_night' || line.basis === 'per_vehicle_day';
  const dates = isDaily
    ? Array.from({ length: line.span }, (_, index) => addDays(line.date, index))
    : [line.date];
  return { dates, units: line.quantity };
}
