import type { TDemoAgencyPricing, TDemoMarkupRule } from './types';

/** The foundation seed's agencies (SPEC demo accounts). */
export const NZ_DEMO_AGENCY = 'Kiwi Horizons Travel';
export const AU_DEMO_AGENCY = 'Southern Cross Journeys';

export const DEMO_AGENCY_PRICING: readonly TDemoAgencyPricing[] = [
  { agencyName: NZ_DEMO_AGENCY, pricingModel: 'gross' },
  { agencyName: AU_DEMO_AGENCY, pricingModel: 'net' },
];

/** The first 1 June to 31 August on or after the start date: the winter walks promotion. */
function firstWinter(startDate: string): { validFrom: string; validTo: string } {
  const year = Number(startDate.slice(0, 4)) + (startDate.slice(5) > '06-01' ? 1 : 0);
  return { validFrom: `${year}-06-01`, validTo: `${year}-08-31` };
}

/**
 * Commission for gross agencies, markup for net agencies (docs/pricing.md). The agency contracts
 * carry priority 10 so that, at equal specificity, they beat the market defaults.
 */
export function buildDemoMarkupRules(startDate: string): TDemoMarkupRule[] {
  const any = {
    agencyName: null,
    brandId: null,
    supplierCode: null,
    serviceTypeCode: null,
    validFrom: null,
    validTo: null,
    priority: 0,
  };
  return [
    {
      ...any,
      name: 'NZ market default commission 15%',
      brandId: 1,
      kind: 'commission_percent',
      basisPoints: 1_500,
    },
    {
      ...any,
      name: 'AU market default markup 30%',
      brandId: 2,
      kind: 'markup_percent',
      basisPoints: 3_000,
    },
    {
      ...any,
      name: `${NZ_DEMO_AGENCY}: 20% commission (gross)`,
      agencyName: NZ_DEMO_AGENCY,
      kind: 'commission_percent',
      basisPoints: 2_000,
      priority: 10,
    },
    {
      ...any,
      name: `${AU_DEMO_AGENCY}: net + 25% markup`,
      agencyName: AU_DEMO_AGENCY,
      kind: 'markup_percent',
      basisPoints: 2_500,
      priority: 10,
    },
    {
      ...any,
      name: 'Rental cars: 10% commission in the NZ market',
      brandId: 1,
      serviceTypeCode: 'RC',
      kind: 'commission_percent',
      basisPoints: 1_000,
    },
    {
      ...any,
      name: 'Rental cars: 15% markup in the AU market',
      brandId: 2,
      serviceTypeCode: 'RC',
      kind: 'markup_percent',
      basisPoints: 1_500,
    },
    {
      ...any,
      name: 'Cook Strait Ferries: 10% commission in the NZ market',
      brandId: 1,
      supplierCode: 'COOKFER',
      kind: 'commission_percent',
      basisPoints: 1_000,
    },
    {
      ...any,
      name: 'Cook Strait Ferries: 12% markup in the AU market',
      brandId: 2,
      supplierCode: 'COOKFER',
      kind: 'markup_percent',
      basisPoints: 1_200,
    },
    {
      ...any,
      name: `${NZ_DEMO_AGENCY}: winter guided walks 25% commission`,
      agencyName: NZ_DEMO_AGENCY,
      serviceTypeCode: 'WK',
      ...firstWinter(startDate),
      kind: 'commission_percent',
      basisPoints: 2_500,
    },
  ];
}
