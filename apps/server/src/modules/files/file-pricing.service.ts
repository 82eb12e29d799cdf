import type { TDroppedLine } from '@portal/shared/contracts/files';
import type { TPricedLine } from '@portal/shared/contracts/pricing';
import type { TServiceLineStatus } from '@portal/shared/domain/file-states';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TPricingModel } from '@portal/shared/domain/pricing/codes';
import { priceServices } from '@portal/shared/domain/pricing/price-services';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import type { TAllotmentHold } from '../../db/schema/files-lines';
import { findPricingAvailability } from '../catalogue/availability.repository';
import { findProductsByIds } from '../catalogue/products.repository';
import { findPricingRules } from '../pricing/markup-rules.repository';
import { findPricingRates } from '../rates/rates.repository';
import { operatorToday } from '../pricing/operator-today';
import type { TFileState, TLineState } from './file-state';

/** The market and buyer a file is priced for. */
export interface TFilePricing {
  brandId: number;
  agencyId: number;
  pricingModel: TPricingModel;
}

/** A service to price: a saved line, a left-out one tried again, or a new one. */
export interface TCandidateLine {
  key: string;
  dayNumber: number;
  productId: number;
  date: string;
  span: number;
  startTime: string | null;
  endTime: string | null;
  remarks: string;
  confirmation: string | null;
  voucher: string | null;
  allotmentHold: TAllotmentHold | null;
}

export type TFileFrame = Pick<
  TFileState,
  'bookingName' | 'yourReference' | 'notes' | 'travelDate' | 'status' | 'rooms' | 'dayHeaders'
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
  const productIds = candidates.map((line) => line.productId);
  const from = frame.travelDate;
  const to = lastDate(candidates, frame.travelDate);
  // One after another: inside a transaction the queries share one connection anyway.
  const inputs = {
    products: await findProductsByIds(executor, productIds),
    rates: await findPricingRates(executor, productIds, pricing.brandId, from, to),
    availability: await findPricingAvailability(executor, productIds, from, to, pricing.agencyId),
    rules: await findPricingRules(executor, pricing.brandId, pricing.agencyId),
  };
  const priced = priceServices({
    brandId: pricing.brandId,
    agency: { id: pricing.agencyId, pricingModel: pricing.pricingModel },
    rooms: frame.rooms,
    services: candidates.map((line) => ({
      key: line.key,
      dayNumber: line.dayNumber,
      productId: line.productId,
      startDate: line.date,
      span: line.span,
      startTime: line.startTime,
      endTime: line.endTime,
    })),
    ...inputs,
    today: operatorToday(ctx.clock),
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

  const lastHeader = frame.dayHeaders.at(-1)?.date ?? frame.travelDate;
  const endDate = lines.reduce(
    (last, line) => (line.endDate > last ? line.endDate : last),
    lastHeader > frame.travelDate ? lastHeader : frame.travelDate,
  );
  const { totals } = priced;
  return {
    ...frame,
    endDate,
    droppedLines,
    lines,
    pax: priced.pax,
    totals: {
      costCents: totals.costCents,
      sellCents: totals.sellCents,
      commissionCents: totals.commissionCents,
      netCents: totals.netCents,
      gstCents: totals.gstCents,
      netGstCents: totals.netGstCents,
    },
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
