import {
  RATE_DIFF_FIELDS,
  type TAvailabilityRangeDiff,
  type TCurrentValues,
  type TDayRecord,
  type TDayValues,
  type TProposedChange,
  type TRateProposalDiff,
  type TRateValues,
} from '../contracts/rate-proposals';
import { addDays, eachDate, isDateInWeekdayMask } from './pricing/calendar';

/**
 * What a supplier's proposal changes against some values of the catalogue (those captured when it
 * was made, or the live ones at review): field by field for a rate season, and as runs of dates
 * sharing the same before and after for an allotment or stop-sell.
 */
export function diffRateProposal(
  proposed: TProposedChange,
  current: TCurrentValues,
): TRateProposalDiff {
  switch (proposed.kind) {
    case 'rate-upsert':
    case 'rate-delete':
      return {
        type: 'rate',
        fields: diffRate(
          current.type === 'rate' ? current.rate : null,
          proposed.kind === 'rate-upsert' ? proposed.rate : null,
        ),
      };
    case 'allotment':
    case 'stop-sell':
      return {
        type: 'availability',
        ranges: diffAvailability(
          proposed.availability,
          current.type === 'availability' ? current.days : [],
        ),
      };
  }
}

function diffRate(before: TRateValues | null, after: TRateValues | null) {
  return RATE_DIFF_FIELDS.map((field) => {
    const from = before ? before[field] : null;
    const to = after ? after[field] : null;
    return { field, before: from, after: to, isChanged: from !== to };
  });
}

function sameDay(a: TDayValues | null, b: TDayValues | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.kind === b.kind &&
    a.allotment === b.allotment &&
    a.releaseDays === b.releaseDays &&
    a.hasOnRequestFallback === b.hasOnRequestFallback
  );
}

function dayValues(record: TDayValues): TDayValues {
  return {
    kind: record.kind,
    allotment: record.allotment,
    releaseDays: record.releaseDays,
    hasOnRequestFallback: record.hasOnRequestFallback,
  };
}

function diffAvailability(
  change: Extract<TProposedChange, { kind: 'allotment' }>['availability'],
  days: readonly TDayRecord[],
): TAvailabilityRangeDiff[] {
  const byDate = new Map(days.map((day) => [day.date, dayValues(day)]));
  const proposed = dayValues(change);
  const ranges: TAvailabilityRangeDiff[] = [];
  for (const date of eachDate(change.dateFrom, change.dateTo)) {
    const before = byDate.get(date) ?? null;
    const after = isDateInWeekdayMask(date, change.weekdayMask) ? proposed : before;
    const last = ranges.at(-1);
    if (
      last &&
      addDays(last.dateTo, 1) === date &&
      sameDay(last.before, before) &&
      sameDay(last.after, after)
    ) {
      last.dateTo = date;
    } else {
      ranges.push({
        dateFrom: date,
        dateTo: date,
        before,
        after,
        isChanged: !sameDay(before, after),
      });
    }
  }
  return ranges;
}

/** Whether the catalogue moved between two readings of the values a proposal replaces. */
export function hasCurrentChanged(captured: TCurrentValues, live: TCurrentValues): boolean {
  if (captured.type === 'rate' && live.type === 'rate') {
    if (captured.rate === null || live.rate === null) return captured.rate !== live.rate;
    return diffRate(captured.rate, live.rate).some((field) => field.isChanged);
  }
  if (captured.type === 'availability' && live.type === 'availability') {
    const key = (days: readonly TDayRecord[]) =>
      JSON.stringify(
        [...days]
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((day) => [
            day.date,
            day.kind,
            day.allotment,
            day.releaseDays,
            day.hasOnRequestFallback,
          ]),
      );
    return key(captured.days) !== key(live.days);
  }
  return true;
}
