import type { TProduct, TRate } from '@portal/shared/contracts/catalogue';
import {
  ALL_WEEKDAYS_MASK,
  WEEKDAYS,
  weekdayMask,
  weekdaysOfMask,
  type TWeekday,
} from '@portal/shared/domain/pricing/calendar';
import type { TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import type { TCreateRateBody } from '../api/save-rate';

/** The rate form's values: money in dollars as typed, weekdays as a list. */
export interface TRateFormValues extends Record<string, unknown> {
  brandId: string;
  roomType: string;
  validFrom: string;
  validTo: string;
  weekdays: string[];
  minStay: number | '';
  cost: number | '';
  sell: number | '';
  childCost: number | '';
  childSell: number | '';
}

/** Dollars with cents as typed -> integer cents, without floating-point drift (189.99 -> 18999). */
export function toCents(dollars: number | ''): number | null {
  if (dollars === '') return null;
  return Math.round(Number(dollars) * 100);
}

export function toDollars(cents: number | null): number | '' {
  return cents === null ? '' : cents / 100;
}

export function toRateValues(rate: TRate | null): TRateFormValues {
  return {
    brandId: rate ? String(rate.brandId) : '1',
    roomType: rate?.roomType ?? '',
    validFrom: rate?.validFrom ?? '',
    validTo: rate?.validTo ?? '',
    weekdays: rate ? weekdaysOfMask(rate.weekdayMask) : [...WEEKDAYS],
    minStay: rate?.minStay ?? 1,
    cost: rate ? toDollars(rate.costCents) : '',
    sell: rate ? toDollars(rate.sellCents) : '',
    childCost: rate ? toDollars(rate.childCostCents) : '',
    childSell: rate ? toDollars(rate.childSellCents) : '',
  };
}

export function toRateBody(values: TRateFormValues, product: TProduct): TCreateRateBody {
  const days = values.weekdays.filter((day): day is TWeekday =>
    (WEEKDAYS as readonly string[]).includes(day),
  );
  const isPerPerson = product.pricingBasis === 'per_person';
  return {
    productId: product.id,
    brandId: values.brandId === '2' ? 2 : 1,
    roomType: product.pricingBasis === 'per_room_night' ? (values.roomType as TRoomTypeCode) : null,
    basis: product.pricingBasis,
    validFrom: values.validFrom,
    validTo: values.validTo,
    weekdayMask: days.length === 7 ? ALL_WEEKDAYS_MASK : weekdayMask(days),
    minStay: Number(values.minStay),
    costCents: toCents(values.cost) ?? 0,
    sellCents: toCents(values.sell) ?? 0,
    childCostCents: isPerPerson ? toCents(values.childCost) : null,
    childSellCents: isPerPerson ? toCents(values.childSell) : null,
  };
}

/** The cross-field checks of the rate contract, as field -> message key of the rates namespace. */
export function checkRateValues(values: TRateFormValues): Record<string, string> {
  const issues: Record<string, string> = {};
  if (values.validFrom && values.validTo && values.validFrom > values.validTo) {
    issues.validTo = 'form.dateOrder';
  }
  if ((values.childCost === '') !== (values.childSell === '')) {
    issues.childSell = 'form.childBoth';
  }
  return issues;
}
