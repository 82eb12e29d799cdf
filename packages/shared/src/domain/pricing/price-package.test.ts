import { describe, expect, it } from 'vitest';
import { ZAgentPricedQuote, ZPricedQuote } from '../../contracts/pricing';
import { pricePackage, toAgentPricedQuote, type TPricePackageInput } from './price-package';
import { FIXTURE_PACKAGE, buildFixtureCatalogue, buildRule } from './test-fixtures';

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

describe('pricePackage', () => {
  it('prices every day of the package into a valid priced quote', () => {
    const quote = pricePackage(input());
    expect(() => ZPricedQuote.parse(quote)).not.toThrow();
    expect(quote).toMatchObject({
      packageId: 77,
      packageName: 'Queenstown & Fiordland Escape',
      brandId: 1,
      currency: 'NZD',
      gstPercent: 15,
      travelDate: '2026-03-02',
      endDate: '2026-03-06',
      accommodationClass: 'standard',
      pax: { adults: 2, children: 0 },
    });
    const sells = quote.days.map((day) => day.lines.map((line) => [line.key, line.sellCents]));
    expect(sells).toEqual([
      [
        ['d1-s1-p200', 12_000],
        ['d1-acc-p100', 40_000],
      ],
      [['d2-s1-p201', 45_800]],
      [
        ['d3-s1-p300', 19_800],
        ['d3-acc-p110', 38_000],
      ],
      [['d4-acc-p100', 20_000]],
      [['d5-s1-p202', 12_000]],
    ]);
    const sell = 12_000 + 40_000 + 45_800 + 19_800 + 38_000 + 20_000 + 12_000;
    expect(quote.totals).toMatchObject({
      sellCents: sell,
      commissionCents: 37_520,
      netCents: sell - 37_520,
      gstCents: 24_470, // 187 600 x 15 / 115 = 24 469.57
    });
  });

  it('flags the nights a class has no accommodation for', () => {
    const quote = pricePackage(input({ accommodationClass: 'deluxe' }));
    expect(quote.flags).toMatchObject({
      hasMissingAccommodation: true,
      missingAccommodationDays: [3],
      hasMissingRates: false,
    });
  });

  it('gives agents no cost, margin, charges or rules', () => {
    const quote = toAgentPricedQuote(pricePackage(input()));
    expect(() => ZAgentPricedQuote.parse(quote)).not.toThrow();
    const json = JSON.stringify(quote);
    for (const hidden of [
      'costCents',
      'marginExGstCents',
      'appliedRuleIds',
      'appliedRules',
      'charges',
    ]) {
      expect(json).not.toContain(hidden);
    }
    expect(quote.totals.netCents).toBeGreaterThan(0);
  });
});
