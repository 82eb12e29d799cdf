import { describe, expect, it } from 'vitest';
import type { TAvailabilityChange, TDayRecord, TRateValues } from '../contracts/rate-proposals';
import { diffRateProposal, hasCurrentChanged } from './rate-proposal-diff';

const season: TRateValues = {
  brandId: 1,
  roomType: 'DB',
  basis: 'per_room_night',
  validFrom: '2027-04-01',
  validTo: '2027-09-30',
  weekdayMask: 127,
  minStay: 1,
  costCents: 18_000,
  sellCents: 24_000,
  childCostCents: null,
  childSellCents: null,
};

const stopSell: TAvailabilityChange = {
  dateFrom: '2027-05-01',
  dateTo: '2027-05-05',
  weekdayMask: 127,
  kind: 'stop_sell',
  allotment: null,
  releaseDays: null,
  hasOnRequestFallback: false,
};

function day(date: string, values: Partial<TDayRecord> = {}): TDayRecord {
  return {
    date,
    kind: 'allotment',
    allotment: 5,
    releaseDays: 7,
    hasOnRequestFallback: false,
    ...values,
  };
}

describe('diffRateProposal for rates', () => {
  it('marks only the fields a changed season moves', () => {
    const diff = diffRateProposal(
      { kind: 'rate-upsert', rate: { ...season, sellCents: 26_000, minStay: 2 } },
      { type: 'rate', rate: season },
    );
    expect(diff.type).toBe('rate');
    if (diff.type !== 'rate') return;
    expect(diff.fields.filter((field) => field.isChanged)).toEqual([
      { field: 'minStay', before: 1, after: 2, isChanged: true },
      { field: 'sellCents', before: 24_000, after: 26_000, isChanged: true },
    ]);
    expect(diff.fields).toHaveLength(11);
  });

  it('shows a new season against nothing', () => {
    const diff = diffRateProposal(
      { kind: 'rate-upsert', rate: season },
      { type: 'rate', rate: null },
    );
    if (diff.type !== 'rate') throw new Error('expected a rate diff');
    const cost = diff.fields.find((field) => field.field === 'costCents');
    expect(cost).toEqual({ field: 'costCents', before: null, after: 18_000, isChanged: true });
    // A field that is null on both sides is not a change.
    const child = diff.fields.find((field) => field.field === 'childSellCents');
    expect(child?.isChanged).toBe(false);
  });

  it('shows a deletion as every value going away', () => {
    const diff = diffRateProposal({ kind: 'rate-delete' }, { type: 'rate', rate: season });
    if (diff.type !== 'rate') throw new Error('expected a rate diff');
    const sell = diff.fields.find((field) => field.field === 'sellCents');
    expect(sell).toEqual({ field: 'sellCents', before: 24_000, after: null, isChanged: true });
  });
});

describe('diffRateProposal for availability', () => {
  it('groups consecutive dates with the same before and after', () => {
    const diff = diffRateProposal(
      { kind: 'stop-sell', availability: stopSell },
      {
        type: 'availability',
        days: [day('2027-05-01'), day('2027-05-02'), day('2027-05-04', { allotment: 3 })],
      },
    );
    if (diff.type !== 'availability') throw new Error('expected an availability diff');
    const after = {
      kind: 'stop_sell',
      allotment: null,
      releaseDays: null,
      hasOnRequestFallback: false,
    };
    expect(diff.ranges).toEqual([
      {
        dateFrom: '2027-05-01',
        dateTo: '2027-05-02',
        before: { kind: 'allotment', allotment: 5, releaseDays: 7, hasOnRequestFallback: false },
        after,
        isChanged: true,
      },
      { dateFrom: '2027-05-03', dateTo: '2027-05-03', before: null, after, isChanged: true },
      {
        dateFrom: '2027-05-04',
        dateTo: '2027-05-04',
        before: { kind: 'allotment', allotment: 3, releaseDays: 7, hasOnRequestFallback: false },
        after,
        isChanged: true,
      },
      { dateFrom: '2027-05-05', dateTo: '2027-05-05', before: null, after, isChanged: true },
    ]);
  });

  it('leaves dates outside the weekday mask unchanged', () => {
    // 2027-05-01 is a Saturday; mask bit 5 = Saturday only.
    const diff = diffRateProposal(
      {
        kind: 'stop-sell',
        availability: { ...stopSell, dateTo: '2027-05-03', weekdayMask: 1 << 5 },
      },
      { type: 'availability', days: [] },
    );
    if (diff.type !== 'availability') throw new Error('expected an availability diff');
    expect(diff.ranges.map((range) => [range.dateFrom, range.dateTo, range.isChanged])).toEqual([
      ['2027-05-01', '2027-05-01', true],
      ['2027-05-02', '2027-05-03', false],
    ]);
  });

  it('reports a lift on dates already open as no change', () => {
    const lift = { ...stopSell, kind: 'free_sell' as const };
    const diff = diffRateProposal(
      { kind: 'stop-sell', availability: lift },
      {
        type: 'availability',
        days: ['2027-05-01', '2027-05-02', '2027-05-03', '2027-05-04', '2027-05-05'].map((date) =>
          day(date, { kind: 'free_sell', allotment: null, releaseDays: null }),
        ),
      },
    );
    if (diff.type !== 'availability') throw new Error('expected an availability diff');
    expect(diff.ranges).toHaveLength(1);
    expect(diff.ranges[0]?.isChanged).toBe(false);
  });
});

describe('hasCurrentChanged', () => {
  it('compares rate seasons field by field', () => {
    expect(
      hasCurrentChanged({ type: 'rate', rate: season }, { type: 'rate', rate: { ...season } }),
    ).toBe(false);
    expect(
      hasCurrentChanged(
        { type: 'rate', rate: season },
        { type: 'rate', rate: { ...season, costCents: 1 } },
      ),
    ).toBe(true);
    expect(hasCurrentChanged({ type: 'rate', rate: season }, { type: 'rate', rate: null })).toBe(
      true,
    );
    expect(hasCurrentChanged({ type: 'rate', rate: null }, { type: 'rate', rate: null })).toBe(
      false,
    );
  });

  it('compares availability records regardless of order', () => {
    const days = [day('2027-05-01'), day('2027-05-02')];
    expect(
      hasCurrentChanged(
        { type: 'availability', days },
        { type: 'availability', days: [...days].reverse() },
      ),
    ).toBe(false);
    expect(
      hasCurrentChanged(
        { type: 'availability', days },
        { type: 'availability', days: [day('2027-05-01')] },
      ),
    ).toBe(true);
    expect(
      hasCurrentChanged(
        { type: 'availability', days },
        {
          type: 'availability',
          days: [day('2027-05-01'), day('2027-05-02', { kind: 'stop_sell' })],
        },
      ),
    ).toBe(true);
  });
});
