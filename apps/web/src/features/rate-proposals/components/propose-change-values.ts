import type { TRate } from '@portal/shared/contracts/catalogue';
import type {
  TCreateRateProposalRequest,
  TSupplierRateProduct,
} from '@portal/shared/contracts/rate-proposals';
import {
  ALL_WEEKDAYS_MASK,
  WEEKDAYS,
  weekdayMask,
  weekdaysOfMask,
  type TWeekday,
} from '@portal/shared/domain/pricing/calendar';
import type { TRoomTypeCode } from '@portal/shared/domain/pricing/codes';

/** What the supplier wants to do; each maps onto one proposal kind of the contract. */
export const CHANGE_TYPES = [
  'rate-new',
  'rate-change',
  'rate-delete',
  'allotment',
  'stop-sell',
  'stop-sell-lift',
] as const;
export type TChangeType = (typeof CHANGE_TYPES)[number];

/** The form's values: money in dollars as typed, weekdays as a list, numbers "" while empty. */
export interface TProposalFormValues extends Record<string, unknown> {
  change: string;
  rateId: string;
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
  dateFrom: string;
  dateTo: string;
  allotment: number | '';
  releaseDays: number | '';
  reopenAs: string;
  note: string;
}

export const EMPTY_PROPOSAL_VALUES: TProposalFormValues = {
  change: 'stop-sell',
  rateId: '',
  brandId: '1',
  roomType: '',
  validFrom: '',
  validTo: '',
  weekdays: [...WEEKDAYS],
  minStay: 1,
  cost: '',
  sell: '',
  childCost: '',
  childSell: '',
  dateFrom: '',
  dateTo: '',
  allotment: '',
  releaseDays: '',
  reopenAs: 'free_sell',
  note: '',
};

export function isChangeType(value: string): value is TChangeType {
  return (CHANGE_TYPES as readonly string[]).includes(value);
}

/** Dollars with cents as typed -> integer cents without floating-point drift (189.99 -> 18999). */
export function toCents(dollars: number | ''): number | null {
  if (dollars === '') return null;
  return Math.round(Number(dollars) * 100);
}

function toDollars(cents: number | null): number | '' {
  return cents === null ? '' : cents / 100;
}

/** The rate fields of the form filled from an existing season (to change it). */
export function rateFieldsOf(rate: TRate): Partial<TProposalFormValues> {
  return {
    brandId: String(rate.brandId),
    roomType: rate.roomType ?? '',
    validFrom: rate.validFrom,
    validTo: rate.validTo,
    weekdays: weekdaysOfMask(rate.weekdayMask),
    minStay: rate.minStay,
    cost: toDollars(rate.costCents),
    sell: toDollars(rate.sellCents),
    childCost: toDollars(rate.childCostCents),
    childSell: toDollars(rate.childSellCents),
  };
}

function maskOf(weekdays: readonly string[]): number {
  const days = weekdays.filter((day): day is TWeekday =>
    (WEEKDAYS as readonly string[]).includes(day),
  );
  return days.length === WEEKDAYS.length ? ALL_WEEKDAYS_MASK : weekdayMask(days);
}

function numberOrNull(value: number | ''): number | null {
  return value === '' ? null : Number(value);
}

/** The request body for the contract (the server validates it again). */
export function toProposalBody(
  values: TProposalFormValues,
  product: TSupplierRateProduct,
): TCreateRateProposalRequest {
  const change: TChangeType = isChangeType(values.change) ? values.change : 'stop-sell';
  const note = values.note.trim();
  switch (change) {
    case 'rate-new':
    case 'rate-change': {
      const isPerPerson = product.pricingBasis === 'per_person';
      return {
        kind: 'rate-upsert',
        rateId: change === 'rate-change' ? Number(values.rateId) : null,
        note,
        rate: {
          productId: product.id,
          brandId: values.brandId === '2' ? 2 : 1,
          roomType:
            product.pricingBasis === 'per_room_night' ? (values.roomType as TRoomTypeCode) : null,
          basis: product.pricingBasis,
          validFrom: values.validFrom,
          validTo: values.validTo,
          weekdayMask: maskOf(values.weekdays),
          minStay: Number(values.minStay),
          costCents: toCents(values.cost) ?? 0,
          sellCents: toCents(values.sell) ?? 0,
          childCostCents: isPerPerson ? toCents(values.childCost) : null,
          childSellCents: isPerPerson ? toCents(values.childSell) : null,
        },
      };
    }
    case 'rate-delete':
      return { kind: 'rate-delete', rateId: Number(values.rateId), note };
    case 'allotment':
      return {
        kind: 'allotment',
        productId: product.id,
        note,
        availability: {
          dateFrom: values.dateFrom,
          dateTo: values.dateTo,
          weekdayMask: maskOf(values.weekdays),
          kind: 'allotment',
          allotment: numberOrNull(values.allotment),
          releaseDays: numberOrNull(values.releaseDays),
        },
      };
    case 'stop-sell':
    case 'stop-sell-lift':
      return {
        kind: 'stop-sell',
        productId: product.id,
        note,
        availability: {
          dateFrom: values.dateFrom,
          dateTo: values.dateTo,
          weekdayMask: maskOf(values.weekdays),
          kind:
            change === 'stop-sell'
              ? 'stop_sell'
              : values.reopenAs === 'on_request'
                ? 'on_request'
                : 'free_sell',
        },
      };
  }
}

const SERVER_FIELDS: Record<string, string> = {
  'rate.brandId': 'brandId',
  'rate.roomType': 'roomType',
  'rate.validFrom': 'validFrom',
  'rate.validTo': 'validTo',
  'rate.weekdayMask': 'weekdays',
  'rate.minStay': 'minStay',
  'rate.costCents': 'cost',
  'rate.sellCents': 'sell',
  'rate.childCostCents': 'childCost',
  'rate.childSellCents': 'childSell',
  'availability.dateFrom': 'dateFrom',
  'availability.dateTo': 'dateTo',
  'availability.weekdayMask': 'weekdays',
  'availability.allotment': 'allotment',
  'availability.releaseDays': 'releaseDays',
  'availability.kind': 'change',
  rateId: 'rateId',
  note: 'note',
};

/** The server's field errors (paths in the request body) under the form's own inputs. */
export function toFormFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const mapped: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const name = SERVER_FIELDS[field];
    if (name) mapped[name] = [...(mapped[name] ?? []), ...messages];
  }
  return mapped;
}
