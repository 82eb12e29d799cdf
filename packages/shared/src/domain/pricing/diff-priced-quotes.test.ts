import { describe, expect, it } from 'vitest';
import { ZQuoteDiff } from '../../contracts/pricing';
import { diffPricedQuotes } from './diff-priced-quotes';
import { pricePackage, toAgentPricedQuote, type TPricePackageInput } from './price-package';
import {
  FIXTURE_PACKAGE,
  buildAvailability,
  buildFixtureCatalogue,
  buildRule,
} from './test-fixtures';

function input(overrides: Partial<TPricePackageInput> = {}): TPricePackageInput {
  return {
    pkg: FIXTURE_PACKAGE,
    travelDate: '2026-03-02',
    accommodationClass: 'standard',
    rooms: [{ roomType: 'DB', adults: 2, children: 0 }],
    agency: { id: 7, pricingModel: 'gross', commissionBasisPoints: 0 },
    rules: [buildRule({ id: 1, agencyId: 7, basisPoints: 2000 })],
    today: '2026-02-01',
    ...buildFixtureCatalogue(),
    ...overrides,
  };
}

describe('diffPricedQuotes', () => {
  it('finds no change when nothing changed', () => {
    const quote = pricePackage(input());
    const diff = diffPricedQuotes(quote, pricePackage(input()));
    expect(diff).toMatchObject({ added: [], removed: [], changed: [], hasChanges: false });
    expect(diff.unchangedCount).toBe(7);
    expect(diff.totalDelta).toEqual({ sellCents: 0, netCents: 0, commissionCents: 0, gstCents: 0 });
  });

  it('reports a rate increase, a status change and the total delta', () => {
    const catalogue = buildFixtureCatalogue();
    const before = pricePackage(input(catalogue));
    const dearerCar = catalogue.rates.map((rate) =>
      rate.productId === 300 ? { ...rate, sellCents: 10_900 } : rate,
    );
    const milfordFull = [
      ...catalogue.availability,
      buildAvailability(
        { id: 201 },
        { dateFrom: '2026-03-03', dateTo: '2026-03-03', kind: 'allotment', allotment: 0 },
      ),
    ];
    const after = pricePackage(
      input({ ...catalogue, rates: dearerCar, availability: milfordFull }),
    );
    const diff = diffPricedQuotes(before, after);
    expect(() => ZQuoteDiff.parse(diff)).not.toThrow();
    expect(diff.changed).toEqual([
      {
        key: 'd2-s1-p201',
        dayNumber: 2,
        productId: 201,
        productName: expect.any(String),
        before: {
          sellCents: 45_800,
          netCents: 36_640,
          commissionCents: 9_160,
          status: 'Available',
          missingRate: false,
        },
        after: {
          sellCents: 45_800,
          netCents: 36_640,
          commissionCents: 9_160,
          status: 'Full',
          missingRate: false,
        },
        sellDeltaCents: 0,
        netDeltaCents: 0,
      },
      expect.objectContaining({ key: 'd3-s1-p300', sellDeltaCents: 2_000, netDeltaCents: 1_600 }),
    ]);
    expect(diff.totalDelta).toEqual({
      sellCents: 2_000,
      netCents: 1_600,
      commissionCents: 400,
      gstCents: after.totals.gstCents - before.totals.gstCents,
    });
    expect(diff.hasChanges).toBe(true);
  });

  it('reports lines added and removed when the class changes', () => {
    const before = pricePackage(input({ accommodationClass: 'standard' }));
    const after = pricePackage(input({ accommodationClass: 'superior' }));
    const diff = diffPricedQuotes(before, after);
    expect(diff.removed.map((line) => line.key)).toEqual([
      'd1-acc-p100',
      'd3-acc-p110',
      'd4-acc-p100',
    ]);
    expect(diff.added.map((line) => line.key)).toEqual([
      'd1-acc-p101',
      'd3-acc-p111',
      'd4-acc-p101',
    ]);
    expect(diff.removed[0]).toMatchObject({
      before: { sellCents: 40_000 },
      after: null,
      sellDeltaCents: -40_000,
    });
    expect(diff.added[0]).toMatchObject({
      before: null,
      after: { sellCents: 52_000 },
      sellDeltaCents: 52_000,
    });
    expect(diff.unchangedCount).toBe(4);
  });

  it('counts a line that lost its rate as leaving the total', () => {
    const catalogue = buildFixtureCatalogue();
    const before = pricePackage(input(catalogue));
    const noTransfer = catalogue.rates.filter((rate) => rate.productId !== 202);
    const after = pricePackage(input({ ...catalogue, rates: noTransfer }));
    const diff = diffPricedQuotes(before, after);
    expect(diff.changed).toEqual([
      expect.objectContaining({
        key: 'd5-s1-p202',
        sellDeltaCents: -12_000,
        after: expect.objectContaining({ missingRate: true }),
      }),
    ]);
    expect(diff.totalDelta.sellCents).toBe(-12_000);
  });

  it('diffs what agents see as well', () => {
    const catalogue = buildFixtureCatalogue();
    const before = toAgentPricedQuote(pricePackage(input(catalogue)));
    const after = toAgentPricedQuote(
      pricePackage(input({ ...catalogue, travelDate: '2026-03-03' })),
    );
    const diff = diffPricedQuotes(before, after);
    expect(diff.hasChanges).toBe(false);
  });
});
