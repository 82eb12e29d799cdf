import type {
  TDayValues,
  TRateProposal,
  TRateValues,
} from '@portal/shared/contracts/rate-proposals';
import { weekdaysOfMask, ALL_WEEKDAYS_MASK } from '@portal/shared/domain/pricing/calendar';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import type { TFunction } from 'i18next';

/** Text for the values a proposal shows, in the UI language. Keys live in `rate-proposals`. */

const MONEY_FIELDS = new Set<keyof TRateValues>([
  'costCents',
  'sellCents',
  'childCostCents',
  'childSellCents',
]);

export function formatDateRange(from: string, to: string, locale: string): string {
  const start = formatDayMonthYear(from, locale);
  return from === to ? start : `${start} – ${formatDayMonthYear(to, locale)}`;
}

export function formatWeekdays(t: TFunction, mask: number): string {
  if (mask === ALL_WEEKDAYS_MASK) return t('rate-proposals:values.everyDay');
  return weekdaysOfMask(mask)
    .map((day) => t(`rate-proposals:weekdays.${day}`))
    .join(', ');
}

export function formatRateValue(
  t: TFunction,
  field: keyof TRateValues,
  value: string | number | null,
  brandId: number,
  locale: string,
): string {
  if (value === null) return '—';
  if (MONEY_FIELDS.has(field)) return formatPrice(Number(value), brandId, locale);
  switch (field) {
    case 'brandId':
      return t(`rate-proposals:markets.${String(value)}`);
    case 'roomType':
      return t(`catalogue:codes.roomTypes.${String(value)}`);
    case 'basis':
      return t(`catalogue:codes.bases.${String(value)}`);
    case 'validFrom':
    case 'validTo':
      return formatDayMonthYear(String(value), locale);
    case 'weekdayMask':
      return formatWeekdays(t, Number(value));
    default:
      return String(value);
  }
}

export function formatDayValues(t: TFunction, values: TDayValues | null): string {
  if (values === null) return t('rate-proposals:values.noRecord');
  const kind = t(`catalogue:codes.availability.${values.kind}`);
  if (values.kind !== 'allotment') return kind;
  const units = t('rate-proposals:values.units', { count: values.allotment ?? 0 });
  const release =
    values.releaseDays === null
      ? ''
      : ` · ${t('rate-proposals:values.release', { count: values.releaseDays })}`;
  return `${kind}: ${units}${release}`;
}

/** One line saying what a proposal changes. */
export function summariseProposal(t: TFunction, proposal: TRateProposal, locale: string): string {
  const { proposed } = proposal;
  switch (proposed.kind) {
    case 'rate-upsert': {
      const { rate } = proposed;
      const what = proposal.rateId === null ? 'summary.rateNew' : 'summary.rateChange';
      return t(`rate-proposals:${what}`, {
        dates: formatDateRange(rate.validFrom, rate.validTo, locale),
        sell: formatPrice(rate.sellCents, rate.brandId, locale),
      });
    }
    case 'rate-delete': {
      const before = proposal.captured.type === 'rate' ? proposal.captured.rate : null;
      return t('rate-proposals:summary.rateDelete', {
        dates: before ? formatDateRange(before.validFrom, before.validTo, locale) : '',
      });
    }
    case 'allotment':
      return t('rate-proposals:summary.allotment', {
        dates: formatDateRange(
          proposed.availability.dateFrom,
          proposed.availability.dateTo,
          locale,
        ),
        count: proposed.availability.allotment ?? 0,
      });
    case 'stop-sell': {
      const key =
        proposed.availability.kind === 'stop_sell' ? 'summary.stopSell' : 'summary.stopSellLift';
      return t(`rate-proposals:${key}`, {
        dates: formatDateRange(
          proposed.availability.dateFrom,
          proposed.availability.dateTo,
          locale,
        ),
      });
    }
  }
}
