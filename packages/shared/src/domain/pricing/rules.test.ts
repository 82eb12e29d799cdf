import { describe, expect, it } from 'vitest';
import {
  compareRules,
  ruleMatches,
  ruleSpecificity,
  ruleTier,
  selectRule,
  type TPricingRule,
  type TRuleScope,
} from './rules';
import { buildRule } from './test-fixtures';

const scope: TRuleScope = {
  agencyId: 7,
  brandId: 1,
  supplierId: 30,
  serviceTypeCode: 'RC',
  date: '2026-03-02',
};

describe('ruleSpecificity', () => {
  it.each<[Partial<TPricingRule>, number]>([
    [{}, 0],
    [{ agencyId: 7 }, 1],
    [{ agencyId: 7, brandId: 1 }, 2],
    [{ validFrom: '2026-01-01' }, 1],
    [{ validFrom: '2026-01-01', validTo: '2026-12-31' }, 1],
    [
      {
        agencyId: 7,
        brandId: 1,
        supplierId: 30,
        serviceTypeCode: 'RC',
        validTo: '2026-12-31',
      },
      5,
    ],
  ])('%o has specificity %i', (overrides, expected) => {
    expect(ruleSpecificity(buildRule(overrides))).toBe(expected);
  });
});

describe('ruleMatches', () => {
  it.each([
    [{}, true],
    [{ agencyId: 7 }, true],
    [{ agencyId: 8 }, false],
    [{ brandId: 2 as const }, false],
    [{ supplierId: 31 }, false],
    [{ serviceTypeCode: 'AC' as const }, false],
    [{ validFrom: '2026-03-02', validTo: '2026-03-02' }, true],
    [{ validFrom: '2026-03-03' }, false],
    [{ validTo: '2026-03-01' }, false],
  ])('%o -> %s', (overrides, expected) => {
    expect(ruleMatches(buildRule(overrides), scope)).toBe(expected);
  });

  it('does not match agency rules when pricing for no agency', () => {
    expect(ruleMatches(buildRule({ agencyId: 7 }), { ...scope, agencyId: null })).toBe(false);
  });
});

describe('selectRule: the agency tier, then supplier, then market; within a tier the most specific, then priority, then lowest id', () => {
  const market = buildRule({ id: 1, brandId: 1, basisPoints: 1500 });
  const agency = buildRule({ id: 2, agencyId: 7, basisPoints: 2000 });
  const agencyCars = buildRule({ id: 3, agencyId: 7, serviceTypeCode: 'RC', basisPoints: 1000 });
  const supplierPromo = buildRule({
    id: 4,
    supplierId: 30,
    serviceTypeCode: 'RC',
    validFrom: '2026-03-01',
    validTo: '2026-03-31',
    basisPoints: 2500,
  });
  const markup = buildRule({
    id: 5,
    agencyId: 7,
    brandId: 1,
    supplierId: 30,
    kind: 'markup_percent',
    basisPoints: 3000,
  });

  it('picks the rule with the most scope fields within a tier', () => {
    expect(selectRule([market, agency, agencyCars], 'commission_percent', scope)?.id).toBe(3);
  });

  it("lets the agency's own deal outrank a supplier deal with more fields, and that a market rule", () => {
    // The supplier promotion sets four fields and the agency's car deal two: the agency's wins.
    expect(
      selectRule([market, agency, agencyCars, supplierPromo], 'commission_percent', scope)?.id,
    ).toBe(3);
    const marketCarsInMarch = buildRule({
      id: 6,
      brandId: 1,
      serviceTypeCode: 'RC',
      validFrom: '2026-03-01',
      basisPoints: 500,
    });
    expect(
      selectRule([market, marketCarsInMarch, supplierPromo], 'commission_percent', scope)?.id,
    ).toBe(4);
    expect(selectRule([market, marketCarsInMarch], 'commission_percent', scope)?.id).toBe(6);
  });

  it('only considers rules of the requested kind', () => {
    expect(selectRule([market, markup], 'commission_percent', scope)?.id).toBe(1);
    expect(selectRule([market, markup], 'markup_percent', scope)?.id).toBe(5);
  });

  it('falls back to a less specific rule when the specific one does not match', () => {
    const outsidePromo = { ...scope, date: '2026-04-01' };
    expect(
      selectRule([market, agency, agencyCars, supplierPromo], 'commission_percent', outsidePromo)
        ?.id,
    ).toBe(3);
  });

  it('breaks a specificity tie by priority, then by lowest id', () => {
    const supplierOnly = buildRule({ id: 10, supplierId: 30, basisPoints: 500, priority: 9 });
    const agencyOnly = buildRule({ id: 11, agencyId: 7, basisPoints: 900, priority: 5 });
    // A higher priority never lifts a rule out of its tier.
    expect(selectRule([supplierOnly, agencyOnly], 'commission_percent', scope)?.id).toBe(11);
    const agencyTwin = buildRule({ id: 9, agencyId: 7, basisPoints: 100, priority: 5 });
    expect(selectRule([agencyOnly, agencyTwin], 'commission_percent', scope)?.id).toBe(9);
    expect(
      [agencyOnly, agencyTwin, supplierOnly].sort(compareRules).map((rule) => rule.id),
    ).toEqual([9, 11, 10]);
  });

  it('returns null when nothing matches', () => {
    expect(selectRule([buildRule({ agencyId: 99 })], 'commission_percent', scope)).toBeNull();
    expect(selectRule([], 'markup_percent', scope)).toBeNull();
  });
});

describe('ruleTier', () => {
  it('is the agency for a rule naming one, else the supplier, else the market', () => {
    expect(ruleTier(buildRule({ agencyId: 7, supplierId: 30 }))).toBe('agency');
    expect(ruleTier(buildRule({ supplierId: 30, brandId: 1 }))).toBe('supplier');
    expect(ruleTier(buildRule({ brandId: 1, serviceTypeCode: 'RC' }))).toBe('market');
  });
});
