import {
  ZCreateAvailabilityRequest,
  ZCreateLocationRequest,
  ZCreateMarkupRuleRequest,
  ZCreatePackageRequest,
  ZCreateProductRequest,
  ZCreateRateRequest,
  ZCreateSupplierRequest,
} from '@portal/shared/contracts/catalogue';
import { ZPricedQuote } from '@portal/shared/contracts/pricing';
import { addDays, addMonths, eachDate } from '@portal/shared/domain/pricing/calendar';
import {
  ACCOMMODATION_CLASSES,
  SERVICE_TYPE_CODES,
  TRANSPORT_TYPES,
} from '@portal/shared/domain/pricing/codes';
import { expandPackage } from '@portal/shared/domain/pricing/expand-package';
import { pricePackage } from '@portal/shared/domain/pricing/price-package';
import { selectRate } from '@portal/shared/domain/pricing/rates';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, indexDemoCatalogue } from './build-demo-catalogue';
import { AU_DEMO_AGENCY, NZ_DEMO_AGENCY } from './markup-rules';

const START = '2026-01-15';
const catalogue = buildDemoCatalogue(START);
const indexed = indexDemoCatalogue(catalogue);

function without<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

describe('buildDemoCatalogue: contents', () => {
  it('has the places, suppliers, products, rules and packages the issue asks for', () => {
    expect(catalogue.locations.map((location) => location.name)).toEqual([
      'Auckland',
      'Rotorua',
      'Taupo',
      'Wellington',
      'Picton',
      'Nelson',
      'Franz Josef',
      'Wanaka',
      'Queenstown',
      'Te Anau',
      'Milford Sound',
      'Christchurch',
      'Kaikoura',
      'Dunedin',
      'Sydney',
      'Cairns',
      'Port Douglas',
      'Uluru (Ayers Rock)',
      'Alice Springs',
      'Melbourne',
      'Great Ocean Road (Apollo Bay)',
      'Brisbane',
      'Hobart',
    ]);
    expect(catalogue.products.length).toBeGreaterThanOrEqual(60);
    expect(catalogue.packages.length).toBeGreaterThanOrEqual(10);
    expect(catalogue.endDate).toBe('2027-07-14');
  });

  it('includes the foundation seed’s supplier companies under their codes', () => {
    const byCode = new Map(catalogue.suppliers.map((supplier) => [supplier.code, supplier.name]));
    expect(byCode.get('HARBAKL')).toBe('Harbourview Hotel Auckland');
    expect(byCode.get('TASCAR')).toBe('Tasman Car Rentals');
    expect(byCode.get('COOKFER')).toBe('Cook Strait Ferries');
    for (const code of ['HARBAKL', 'TASCAR', 'COOKFER']) {
      expect(catalogue.products.some((product) => product.supplierCode === code)).toBe(true);
    }
  });

  it('covers every service type code with the pricing basis that fits it', () => {
    const types = new Set(catalogue.products.map((product) => product.serviceTypeCode));
    expect([...SERVICE_TYPE_CODES].filter((code) => !types.has(code))).toEqual([]);
    const basesOf = (codes: string[]) =>
      new Set(
        catalogue.products
          .filter((product) => codes.includes(product.serviceTypeCode))
          .map((product) => product.pricingBasis),
      );
    expect(basesOf(['AC', 'AF'])).toEqual(new Set(['per_room_night']));
    expect(basesOf(['AT', 'CR', 'IT', 'WK', 'IN', 'TN'])).toEqual(new Set(['per_person']));
    expect(basesOf(['RC'])).toEqual(new Set(['per_vehicle_day']));
    const transfers = catalogue.products.filter((product) => product.serviceTypeCode === 'TR');
    expect(transfers.some((product) => product.pricingBasis === 'per_unit')).toBe(true);
  });

  it('gives per person services with a child price the age bands, hotels and tours a policy', () => {
    const hasChildPrice = (code: string) =>
      catalogue.rates.some((rate) => rate.productCode === code && rate.childSellCents !== null);
    for (const product of catalogue.products) {
      const bands = [product.infantMaxAge, product.childMaxAge];
      const expected =
        product.pricingBasis === 'per_person' && hasChildPrice(product.code)
          ? [1, 11]
          : [null, null];
      expect(bands, product.code).toEqual(expected);
    }
    expect(catalogue.products.some((product) => product.childMaxAge === 11)).toBe(true);

    const policyOf = (codes: string[]) =>
      catalogue.products
        .filter((product) => codes.includes(product.serviceTypeCode))
        .map((product) => product.cancellationPolicy);
    const hotels = policyOf(['AC', 'AF']);
    expect(hotels.length).toBeGreaterThan(0);
    for (const policy of hotels) {
      expect(policy).toEqual({
        nonRefundable: false,
        bands: [
          { withinDays: 14, kind: 'percent', value: 50 },
          { withinDays: 3, kind: 'percent', value: 100 },
        ],
      });
    }
    for (const policy of policyOf(['AT', 'CR', 'IT', 'WK'])) {
      expect(policy).toEqual({
        nonRefundable: false,
        bands: [{ withinDays: 2, kind: 'percent', value: 100 }],
      });
    }
    expect(new Set(policyOf(['RC', 'IN', 'TN', 'TR', 'GU', 'SU']))).toEqual(new Set([null]));
  });

  it('sells accommodation in all three classes at every place a package overnights', () => {
    const overnights = new Set(
      catalogue.packages.flatMap((pkg) =>
        pkg.days.flatMap((day) => (day.overnightLocationCode ? [day.overnightLocationCode] : [])),
      ),
    );
    for (const locationCode of overnights) {
      const classes = catalogue.products
        .filter((product) => product.locationCode === locationCode && product.accommodationClass)
        .map((product) => product.accommodationClass);
      expect(new Set(classes), locationCode).toEqual(new Set(ACCOMMODATION_CLASSES));
    }
  });

  it('gives every location real coordinates and driving notes to its neighbours', () => {
    for (const location of catalogue.locations) {
      const [minLat, maxLat, minLng, maxLng] =
        location.country === 'NZ' ? [-47.5, -34, 166, 179] : [-44, -10, 112, 154];
      expect(location.latitude, location.code).toBeGreaterThan(minLat);
      expect(location.latitude, location.code).toBeLessThan(maxLat);
      expect(location.longitude, location.code).toBeGreaterThan(minLng);
      expect(location.longitude, location.code).toBeLessThan(maxLng);
    }
    const withNotes = catalogue.locations.filter((location) => location.drivingNotes.length > 0);
    expect(withNotes.length).toBeGreaterThanOrEqual(20);
    const queenstown = catalogue.locations.find((location) => location.code === 'ZQN');
    expect(queenstown?.drivingNotes).toContainEqual(
      expect.objectContaining({ toLocationCode: 'TEU', km: 170, minutes: 130 }),
    );
  });

  it('sets the agencies’ pricing models and the stacking rules', () => {
    expect(catalogue.agencyPricing).toEqual([
      { agencyName: NZ_DEMO_AGENCY, pricingModel: 'gross' },
      { agencyName: AU_DEMO_AGENCY, pricingModel: 'net' },
    ]);
    expect(catalogue.markupRules).toContainEqual(
      expect.objectContaining({
        agencyName: NZ_DEMO_AGENCY,
        kind: 'commission_percent',
        basisPoints: 2000,
      }),
    );
    expect(catalogue.markupRules).toContainEqual(
      expect.objectContaining({
        agencyName: AU_DEMO_AGENCY,
        kind: 'markup_percent',
        basisPoints: 2500,
      }),
    );
    expect(catalogue.markupRules.some((rule) => rule.supplierCode !== null)).toBe(true);
    expect(catalogue.markupRules.some((rule) => rule.serviceTypeCode !== null)).toBe(true);
    expect(catalogue.markupRules.some((rule) => rule.validFrom !== null)).toBe(true);
  });

  it('has packages in both brands and every transport type, with day headers and driving notes', () => {
    expect(new Set(catalogue.packages.map((pkg) => pkg.brandId))).toEqual(new Set([1, 2]));
    expect(new Set(catalogue.packages.map((pkg) => pkg.transportType))).toEqual(
      new Set(TRANSPORT_TYPES),
    );
    expect(catalogue.packages.some((pkg) => pkg.status === 'test')).toBe(true);
    for (const pkg of catalogue.packages) {
      expect(
        pkg.days.every((day) => day.title.length > 0 && day.description.length > 0),
        pkg.code,
      ).toBe(true);
      expect(
        pkg.days.some((day) => day.drivingNotes.length > 0) || pkg.transportType !== 'rental_car',
        pkg.code,
      ).toBe(true);
    }
    const legs = catalogue.packages
      .flatMap((pkg) => pkg.days.flatMap((day) => day.services))
      .filter((service) => service.spanDays > 1);
    expect(legs.length).toBeGreaterThanOrEqual(5);
  });

  it('is deterministic and moves with its start date', () => {
    expect(buildDemoCatalogue(START)).toEqual(catalogue);
    const later = buildDemoCatalogue('2026-09-01');
    expect(later.rates.every((rate) => rate.validFrom >= '2026-09-01')).toBe(true);
    expect(later.endDate).toBe('2028-02-29');
    expect(() => buildDemoCatalogue('2026-02-30')).toThrow(RangeError);
  });
});

describe('buildDemoCatalogue: every entity passes its create contract', () => {
  it('validates locations, suppliers and products', () => {
    for (const location of indexed.locations) {
      expect(
        () => ZCreateLocationRequest.parse(without(location, 'id')),
        location.code,
      ).not.toThrow();
    }
    for (const supplier of indexed.suppliers) {
      expect(
        () => ZCreateSupplierRequest.parse(without(supplier, 'id')),
        supplier.code,
      ).not.toThrow();
    }
    for (const product of indexed.products) {
      const parsed = ZCreateProductRequest.safeParse(without(product, 'id'));
      expect(parsed.error?.issues ?? [], product.code).toEqual([]);
    }
  });

  it('validates rates, availability, rules and packages', () => {
    for (const rate of indexed.rates) {
      const parsed = ZCreateRateRequest.safeParse(without(rate, 'id', 'currency'));
      expect(parsed.error?.issues ?? [], `rate ${rate.id}`).toEqual([]);
    }
    for (const record of indexed.availability) {
      expect(() => ZCreateAvailabilityRequest.parse(without(record, 'id'))).not.toThrow();
    }
    for (const rule of indexed.markupRules) {
      expect(() => ZCreateMarkupRuleRequest.parse(without(rule, 'id'))).not.toThrow();
    }
    for (const pkg of indexed.packages) {
      const parsed = ZCreatePackageRequest.safeParse(without(pkg, 'id'));
      expect(parsed.error?.issues ?? [], pkg.code).toEqual([]);
    }
  });

  it('prices in each market in its own currency and never sells below cost', () => {
    expect(new Set(indexed.rates.map((rate) => `${rate.brandId}:${rate.currency}`))).toEqual(
      new Set(['1:NZD', '2:AUD']),
    );
    expect(indexed.rates.every((rate) => rate.costCents < rate.sellCents)).toBe(true);
    expect(indexed.rates.every((rate) => rate.sellCents % 100 === 0)).toBe(true);
  });
});

describe('buildDemoCatalogue: rates and availability', () => {
  const gapDates = new Set(
    catalogue.rateGaps.flatMap((gap) =>
      eachDate(gap.from, gap.to).map((date) => `${gap.productCode}@${date}`),
    ),
  );

  it('covers 18 months for every product, market and room type, except the deliberate gaps', () => {
    const allDates = eachDate(START, addDays(addMonths(START, 18), -1));
    expect(allDates).toHaveLength(546);
    const uncovered: string[] = [];
    for (const product of catalogue.products) {
      const roomTypes = product.pricingBasis === 'per_room_night' ? product.roomTypes : [null];
      for (const brandId of [1, 2]) {
        for (const roomType of roomTypes) {
          const ranges = catalogue.rates
            .filter(
              (rate) =>
                rate.productCode === product.code &&
                rate.brandId === brandId &&
                rate.roomType === roomType,
            )
            .map((rate) => [rate.validFrom, rate.validTo] as const);
          for (const date of allDates) {
            const covered = ranges.some(([from, to]) => date >= from && date <= to);
            if (!covered && !gapDates.has(`${product.code}@${date}`)) {
              uncovered.push(`${product.code}/${brandId}/${roomType}@${date}`);
            }
          }
        }
      }
    }
    expect(uncovered.slice(0, 10)).toEqual([]);
  });

  it('leaves the deliberate gaps without any rate (the red-line case)', () => {
    expect(catalogue.rateGaps.map((gap) => gap.productCode).sort()).toEqual([
      'KAIWHL-WHALE',
      'KAIWHL-WHALE',
      'WAIHFJZ-SUP',
    ]);
    for (const gap of catalogue.rateGaps) {
      const overlapping = catalogue.rates.filter(
        (rate) =>
          rate.productCode === gap.productCode &&
          rate.validFrom <= gap.to &&
          rate.validTo >= gap.from,
      );
      expect(overlapping, gap.productCode).toEqual([]);
    }
  });

  it('has seasonal prices, weekday limits, weekend prices and minimum stays', () => {
    const dbRates = catalogue.rates.filter(
      (rate) => rate.productCode === 'SHOTZQN-STD' && rate.brandId === 1 && rate.roomType === 'DB',
    );
    expect(new Set(dbRates.map((rate) => rate.sellCents)).size).toBeGreaterThanOrEqual(3);
    expect(catalogue.rates.some((rate) => rate.weekdayMask !== 127 && rate.roomType === null)).toBe(
      true,
    );
    expect(catalogue.rates.some((rate) => rate.weekdayMask === 0b011_0000)).toBe(true); // Fri + Sat
    expect(
      catalogue.rates.some((rate) => rate.minStay > 1 && rate.basis === 'per_room_night'),
    ).toBe(true);
    expect(
      catalogue.rates.some((rate) => rate.minStay > 1 && rate.basis === 'per_vehicle_day'),
    ).toBe(true);
    expect(catalogue.rates.some((rate) => rate.childSellCents !== null)).toBe(true);
  });

  it('prices a rate change mid-stay from the generated seasons', () => {
    const product = indexed.products.find((row) => row.code === 'SHOTZQN-STD');
    const query = {
      productId: product?.id ?? 0,
      brandId: 1,
      basis: 'per_room_night' as const,
      roomType: 'DB' as const,
      span: 1,
    };
    const lastSummerNight = selectRate(indexed.rates, { ...query, date: '2026-02-28' });
    const firstShoulderNight = selectRate(indexed.rates, { ...query, date: '2026-03-01' });
    expect(lastSummerNight?.sellCents).toBeGreaterThan(firstShoulderNight?.sellCents ?? Infinity);
  });

  it('has free sell, allotments with release days, on request and stop sells', () => {
    const kinds = new Set(catalogue.availability.map((record) => record.kind));
    expect(kinds).toEqual(new Set(['free_sell', 'allotment', 'on_request', 'stop_sell']));
    const freeSell = catalogue.availability.filter((record) => record.kind === 'free_sell');
    expect(freeSell.length / catalogue.products.length).toBeGreaterThan(0.8);
    expect(catalogue.availability).toContainEqual(
      expect.objectContaining({
        productCode: 'HARBAKL-SUP',
        kind: 'allotment',
        allotment: 8,
        releaseDays: 14,
      }),
    );
    expect(catalogue.availability).toContainEqual(
      expect.objectContaining({
        productCode: 'COOKFER-WLG-PCN',
        kind: 'stop_sell',
        dateFrom: '2026-08-11',
      }),
    );
    expect(catalogue.availability).toContainEqual(
      expect.objectContaining({
        productCode: 'FIORDCR-MFN-CRUISE',
        kind: 'stop_sell',
        dateFrom: '2026-12-25',
      }),
    );
  });
});

describe('buildDemoCatalogue: every package prices with the engine', () => {
  it.each(['2026-01-15', '2026-06-10', '2026-11-20'])(
    'prices every package and class 30 days after a start of %s with rates for at least 80% of lines',
    (startDate) => {
      const demo = indexDemoCatalogue(buildDemoCatalogue(startDate));
      const travelDate = addDays(startDate, 30);
      for (const pkg of demo.packages) {
        const agency = demo.agencies[pkg.brandId === 1 ? 0 : 1];
        if (!agency) throw new Error('The demo has two agencies');
        for (const accommodationClass of ACCOMMODATION_CLASSES) {
          const rooms = [
            { roomType: 'DB' as const, adults: 2, children: 0 },
            { roomType: 'SG' as const, adults: 1, children: 0 },
          ];
          const expansion = expandPackage(pkg, travelDate, accommodationClass, rooms);
          expect(expansion.missingAccommodationDays, pkg.code).toEqual([]);
          const quote = pricePackage({
            pkg,
            travelDate,
            accommodationClass,
            rooms,
            agency: { id: agency.id, pricingModel: agency.pricingModel, commissionBasisPoints: 0 },
            products: demo.products,
            rates: demo.rates,
            availability: demo.availability,
            rules: demo.markupRules,
            today: startDate,
          });
          expect(() => ZPricedQuote.parse(quote)).not.toThrow();
          const lines = quote.days.flatMap((day) => day.lines);
          expect(lines).toHaveLength(expansion.services.length);
          const rated = lines.filter((line) => !line.missingRate);
          expect(
            rated.length / lines.length,
            `${pkg.code} ${accommodationClass}`,
          ).toBeGreaterThanOrEqual(0.8);
          expect(quote.currency).toBe(pkg.brandId === 1 ? 'NZD' : 'AUD');
          expect(quote.totals.sellCents).toBeGreaterThan(0);
          expect(quote.totals.netCents).toBeLessThan(quote.totals.sellCents);
          expect(
            rated.every((line) => line.appliedRuleIds.length === 1),
            pkg.code,
          ).toBe(true);
        }
      }
    },
  );

  it('applies the NZ agency’s commission, the car rule and the AU agency’s markup', () => {
    const nzPackage = indexed.packages.find((pkg) => pkg.code === 'NZ-NIE-7');
    const auPackage = indexed.packages.find((pkg) => pkg.code === 'AU-GOR-5');
    if (!nzPackage || !auPackage) throw new Error('Demo packages missing');
    const common = {
      travelDate: '2026-03-02',
      accommodationClass: 'superior' as const,
      rooms: [{ roomType: 'DB' as const, adults: 2, children: 0 }],
      products: indexed.products,
      rates: indexed.rates,
      availability: indexed.availability,
      rules: indexed.markupRules,
      today: START,
    };
    const ruleId = (name: string) =>
      indexed.markupRules.find((rule) => rule.name.startsWith(name))?.id;
    const nz = pricePackage({
      ...common,
      pkg: nzPackage,
      agency: { id: 1, pricingModel: 'gross', commissionBasisPoints: 0 },
    });
    const nzLines = nz.days.flatMap((day) => day.lines);
    const car = nzLines.find((line) => line.serviceTypeCode === 'RC');
    const hotel = nzLines.find((line) => line.serviceTypeCode === 'AC');
    // The agency's own 20% deal outranks the market's rental car rule (docs/pricing.md).
    expect(car?.appliedRuleIds).toEqual([ruleId(`${NZ_DEMO_AGENCY}: 20% commission`)]);
    expect(car?.commissionCents).toBe((car?.sellCents ?? 0) / 5);
    expect(hotel?.appliedRuleIds).toEqual([ruleId(`${NZ_DEMO_AGENCY}: 20% commission`)]);
    // A gross agency without a deal of its own gets the market's: 10% on the car.
    const market = pricePackage({
      ...common,
      pkg: nzPackage,
      agency: { id: null, pricingModel: 'gross', commissionBasisPoints: 0 },
    });
    const marketCar = market.days
      .flatMap((day) => day.lines)
      .find((line) => line.serviceTypeCode === 'RC');
    expect(marketCar?.appliedRuleIds).toEqual([ruleId('Rental cars: 10% commission')]);
    expect(marketCar?.commissionCents).toBe((marketCar?.sellCents ?? 0) / 10);

    const au = pricePackage({
      ...common,
      pkg: auPackage,
      agency: { id: 2, pricingModel: 'net', commissionBasisPoints: 0 },
    });
    const auHotel = au.days
      .flatMap((day) => day.lines)
      .find((line) => line.serviceTypeCode === 'AC');
    expect(auHotel?.appliedRuleIds).toEqual([ruleId(`${AU_DEMO_AGENCY}: net + 25% markup`)]);
    expect(auHotel?.netCents).toBe(((auHotel?.costCents ?? 0) * 125) / 100);
    expect(au.totals.commissionCents).toBe(0);
  });
});
