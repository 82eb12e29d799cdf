import { describe, expect, it } from 'vitest';
import { ZPricedLine } from '../../contracts/pricing';
import { weekdayMask } from './calendar';
import {
  agencyPriceOf,
  PricingInputError,
  priceServices,
  unitsForPax,
  type TPriceServicesInput,
  type TPricingProduct,
} from './price-services';
import type { TRoomOccupancy } from './rooms';
import {
  buildAvailability,
  buildProduct,
  buildRate,
  buildRule,
  buildService,
} from './test-fixtures';

const TWO_ADULTS_DB: TRoomOccupancy[] = [{ roomType: 'DB', adults: 2, children: 0 }];

function price(overrides: Partial<TPriceServicesInput>) {
  const result = priceServices({
    brandId: 1,
    agency: { id: 7, pricingModel: 'gross', commissionBasisPoints: 0 },
    rooms: TWO_ADULTS_DB,
    services: [],
    products: [],
    rates: [],
    availability: [],
    rules: [],
    today: '2026-03-01',
    ...overrides,
  });
  const lines = result.days.flatMap((day) => day.lines);
  return { ...result, lines, line: lines[0] };
}

function hotel(overrides: Partial<TPricingProduct> = {}) {
  return buildProduct({ serviceTypeCode: 'AC', pricingBasis: 'per_room_night', ...overrides });
}

describe('per_room_night', () => {
  it('prices each room each night and checks out the morning after the last night', () => {
    const product = hotel();
    const rate = buildRate(product, { costCents: 10_000, sellCents: 14_000 });
    const { line, totals } = price({
      products: [product],
      rates: [rate],
      services: [buildService(product, { startDate: '2026-03-02', span: 3 })],
    });
    expect(line).toMatchObject({
      date: '2026-03-02',
      endDate: '2026-03-05',
      span: 3,
      quantity: 1,
      costCents: 30_000,
      sellCents: 42_000,
      missingRate: false,
    });
    expect(line?.charges.map((charge) => charge.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(totals.sellCents).toBe(42_000);
    expect(() => ZPricedLine.parse(line)).not.toThrow();
  });

  it('prices a room mix (DB + SG + TR) by each room type', () => {
    const product = hotel();
    const rates = [
      buildRate(product, { roomType: 'DB', costCents: 14_000, sellCents: 20_000 }),
      buildRate(product, { roomType: 'SG', costCents: 11_000, sellCents: 16_000 }),
      buildRate(product, { roomType: 'TR', costCents: 18_000, sellCents: 26_000 }),
    ];
    const rooms: TRoomOccupancy[] = [
      { roomType: 'DB', adults: 2, children: 0 },
      { roomType: 'SG', adults: 1, children: 0 },
      { roomType: 'TR', adults: 3, children: 0 },
    ];
    const { line, pax } = price({
      products: [product],
      rates,
      rooms,
      services: [buildService(product, { span: 2 })],
    });
    expect(pax).toEqual({ adults: 6, children: 0 });
    expect(line).toMatchObject({ quantity: 3, sellCents: 124_000, costCents: 86_000 });
    expect(
      line?.charges.map(({ date, roomType, units, sellCents }) => [
        date,
        roomType,
        units,
        sellCents,
      ]),
    ).toEqual([
      ['2026-03-02', 'DB', 1, 20_000],
      ['2026-03-02', 'SG', 1, 16_000],
      ['2026-03-02', 'TR', 1, 26_000],
      ['2026-03-03', 'DB', 1, 20_000],
      ['2026-03-03', 'SG', 1, 16_000],
      ['2026-03-03', 'TR', 1, 26_000],
    ]);
  });

  it('groups rooms of the same type into one charge', () => {
    const product = hotel();
    const { line } = price({
      products: [product],
      rates: [buildRate(product, { sellCents: 20_000 })],
      rooms: [
        { roomType: 'DB', adults: 2, children: 0 },
        { roomType: 'DB', adults: 2, children: 1 },
      ],
      services: [buildService(product)],
    });
    expect(line?.charges).toHaveLength(1);
    expect(line?.charges[0]).toMatchObject({ units: 2, sellCents: 40_000 });
  });

  it('flags a room type the product has no rate for', () => {
    const product = hotel();
    const { line } = price({
      products: [product],
      rates: [buildRate(product, { roomType: 'DB' })],
      rooms: [
        { roomType: 'DB', adults: 2, children: 0 },
        { roomType: 'QD', adults: 4, children: 0 },
      ],
      services: [buildService(product, { span: 2 })],
    });
    expect(line?.missingRate).toBe(true);
    expect(line?.missingRateDates).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('prices each night of a stay across a rate change at that night’s rate', () => {
    const product = hotel();
    const shoulder = buildRate(product, {
      validFrom: '2026-03-01',
      validTo: '2026-03-31',
      costCents: 10_000,
      sellCents: 14_000,
    });
    const winter = buildRate(product, {
      validFrom: '2026-04-01',
      validTo: '2026-08-31',
      costCents: 8_000,
      sellCents: 11_000,
    });
    const { line } = price({
      products: [product],
      rates: [shoulder, winter],
      services: [buildService(product, { startDate: '2026-03-30', span: 3 })],
    });
    expect(line).toMatchObject({ sellCents: 39_000, costCents: 28_000, missingRate: false });
    expect(line?.charges.map((charge) => [charge.date, charge.rateId])).toEqual([
      ['2026-03-30', shoulder.id],
      ['2026-03-31', shoulder.id],
      ['2026-04-01', winter.id],
    ]);
  });

  it('enforces minimum stay: a shorter stay does not use the rate', () => {
    const product = hotel();
    const season = buildRate(product, { sellCents: 14_000, costCents: 10_000 });
    const stayThreePay = buildRate(product, {
      validFrom: '2026-03-01',
      validTo: '2026-03-31',
      minStay: 3,
      sellCents: 12_000,
      costCents: 9_000,
    });
    const twoNights = price({
      products: [product],
      rates: [season, stayThreePay],
      services: [buildService(product, { span: 2 })],
    });
    expect(twoNights.line?.sellCents).toBe(28_000);
    const threeNights = price({
      products: [product],
      rates: [season, stayThreePay],
      services: [buildService(product, { span: 3 })],
    });
    expect(threeNights.line?.sellCents).toBe(36_000);

    const onlyMinStay = price({
      products: [product],
      rates: [stayThreePay],
      services: [buildService(product, { span: 2 })],
    });
    expect(onlyMinStay.line?.missingRate).toBe(true);
  });

  it('checks weekday validity night by night (weekend rate on Friday and Saturday)', () => {
    const product = hotel();
    const midweek = buildRate(product, {
      weekdayMask: weekdayMask(['sun', 'mon', 'tue', 'wed', 'thu']),
      sellCents: 14_000,
    });
    const weekend = buildRate(product, {
      weekdayMask: weekdayMask(['fri', 'sat']),
      sellCents: 18_000,
    });
    const { line } = price({
      products: [product],
      rates: [midweek, weekend],
      // Thursday 5 March: Thursday, Friday and Saturday nights.
      services: [buildService(product, { startDate: '2026-03-05', span: 3 })],
    });
    expect(line?.sellCents).toBe(14_000 + 18_000 + 18_000);
  });
});

describe('per_person', () => {
  const tour = buildProduct({
    serviceTypeCode: 'IT',
    pricingBasis: 'per_person',
    name: 'Milford Sound Day Tour',
    startTime: '0715',
    endTime: '1930',
  });

  it('charges adults and children (at the child price) once for the service date', () => {
    const rate = buildRate(tour, {
      costCents: 15_000,
      sellCents: 21_000,
      childCostCents: 7_500,
      childSellCents: 10_500,
    });
    const { line } = price({
      products: [tour],
      rates: [rate],
      rooms: [
        { roomType: 'DB', adults: 2, children: 1 },
        { roomType: 'SG', adults: 1, children: 0 },
      ],
      services: [buildService(tour)],
    });
    expect(line).toMatchObject({
      quantity: 4,
      sellCents: 3 * 21_000 + 10_500,
      costCents: 3 * 15_000 + 7_500,
      startTime: '0715',
      endTime: '1930',
      endDate: '2026-03-02',
    });
    expect(line?.charges.map((charge) => [charge.paxType, charge.units])).toEqual([
      ['adult', 3],
      ['child', 1],
    ]);
  });

  it('charges children the adult price when the rate has no child price', () => {
    const { line } = price({
      products: [tour],
      rates: [buildRate(tour, { sellCents: 21_000 })],
      rooms: [{ roomType: 'DB', adults: 2, children: 2 }],
      services: [buildService(tour)],
    });
    expect(line?.sellCents).toBe(4 * 21_000);
  });

  it('prices a multi-day service once, from its first day, and ends on its last day', () => {
    const walk = buildProduct({ serviceTypeCode: 'WK', pricingBasis: 'per_person' });
    const { line } = price({
      products: [walk],
      rates: [
        buildRate(walk, {
          validFrom: '2026-03-02',
          validTo: '2026-03-02',
          sellCents: 250_000,
          minStay: 3,
        }),
      ],
      services: [buildService(walk, { span: 3 })],
    });
    expect(line).toMatchObject({ sellCents: 500_000, endDate: '2026-03-04', missingRate: false });
  });

  it('checks the weekday of the service date', () => {
    const product = buildProduct({ serviceTypeCode: 'AT', pricingBasis: 'per_person' });
    const rates = [buildRate(product, { weekdayMask: weekdayMask(['tue', 'thu', 'sat']) })];
    const monday = price({ products: [product], rates, services: [buildService(product)] });
    expect(monday.line?.missingRate).toBe(true);
    const tuesday = price({
      products: [product],
      rates,
      services: [buildService(product, { startDate: '2026-03-03' })],
    });
    expect(tuesday.line?.missingRate).toBe(false);
  });

  it('lets the service override the product’s times', () => {
    const { line } = price({
      products: [tour],
      rates: [buildRate(tour)],
      services: [buildService(tour, { startTime: '0800', endTime: null })],
    });
    expect([line?.startTime, line?.endTime]).toEqual(['0800', '1930']);
  });
});

describe('child age bands (per_person)', () => {
  // Infants up to 1 travel free, children up to 11 pay the child price, older ones the adult.
  const tour = buildProduct({
    serviceTypeCode: 'IT',
    pricingBasis: 'per_person',
    infantMaxAge: 1,
    childMaxAge: 11,
  });
  const rate = buildRate(tour, {
    costCents: 15_000,
    sellCents: 21_000,
    childCostCents: 7_500,
    childSellCents: 10_500,
  });
  const priceFor = (rooms: TRoomOccupancy[], product = tour) =>
    price({ products: [product], rates: [rate], rooms, services: [buildService(product)] }).line;
  const chargesOf = (line: ReturnType<typeof priceFor>) =>
    line?.charges.map((charge) => [charge.paxType, charge.units, charge.sellCents]);

  it('charges a 5-year-old the child price', () => {
    const line = priceFor([{ roomType: 'DB', adults: 2, children: 1, childAges: [5] }]);
    expect(line?.sellCents).toBe(2 * 21_000 + 10_500);
    expect(chargesOf(line)).toEqual([
      ['adult', 2, 42_000],
      ['child', 1, 10_500],
    ]);
  });

  it('charges a 13-year-old the adult price, as an adult', () => {
    const line = priceFor([{ roomType: 'DB', adults: 2, children: 1, childAges: [13] }]);
    expect(line?.sellCents).toBe(3 * 21_000);
    expect(line?.costCents).toBe(3 * 15_000);
    expect(chargesOf(line)).toEqual([['adult', 3, 63_000]]);
  });

  it('charges a 1-year-old nothing, but still counts it on the line', () => {
    const line = priceFor([{ roomType: 'DB', adults: 2, children: 1, childAges: [1] }]);
    expect(line?.sellCents).toBe(2 * 21_000);
    expect(chargesOf(line)).toEqual([['adult', 2, 42_000]]);
    expect(line?.quantity).toBe(3);
  });

  it('charges children without ages the child price', () => {
    const line = priceFor([{ roomType: 'DB', adults: 2, children: 2 }]);
    expect(chargesOf(line)).toEqual([
      ['adult', 2, 42_000],
      ['child', 2, 21_000],
    ]);
  });

  it('prices each child of a mixed family in its band, ages on the boundaries included', () => {
    const line = priceFor([
      { roomType: 'DB', adults: 1, children: 3, childAges: [1, 11, 12] },
      { roomType: 'SG', adults: 1, children: 1, childAges: [2] },
    ]);
    expect(chargesOf(line)).toEqual([
      ['adult', 3, 63_000],
      ['child', 2, 21_000],
    ]);
  });

  it('leaves a null band out: no free infants, or no upper limit for children', () => {
    const noInfants = buildProduct({ ...tour, infantMaxAge: null });
    const noUpperLimit = buildProduct({ ...tour, childMaxAge: null });
    const rooms: TRoomOccupancy[] = [
      { roomType: 'DB', adults: 1, children: 2, childAges: [0, 15] },
    ];
    expect(chargesOf(priceFor(rooms, noInfants))).toEqual([
      ['adult', 2, 42_000],
      ['child', 1, 10_500],
    ]);
    expect(chargesOf(priceFor(rooms, noUpperLimit))).toEqual([
      ['adult', 1, 21_000],
      ['child', 1, 10_500],
    ]);
  });

  it('takes a child guest’s age on the service date from its date of birth', () => {
    // Turns 12 on 3 March: a child on the 2nd, an adult from the 3rd.
    const rooms: TRoomOccupancy[] = [
      {
        roomType: 'DB',
        adults: 2,
        children: 1,
        childAges: [5],
        guests: [
          { isChild: false, dateOfBirth: null },
          { isChild: true, dateOfBirth: '2014-03-03' },
        ],
      },
    ];
    const { lines } = price({
      products: [tour],
      rates: [rate],
      rooms,
      services: [
        buildService(tour, { key: 'before', startDate: '2026-03-02' }),
        buildService(tour, { key: 'after', startDate: '2026-03-03' }),
      ],
    });
    expect(lines.map((line) => line.sellCents)).toEqual([2 * 21_000 + 10_500, 3 * 21_000]);
  });

  it('does not touch other bases: an infant still takes a seat in the car', () => {
    const car = buildProduct({
      serviceTypeCode: 'RC',
      pricingBasis: 'per_vehicle_day',
      capacity: 4,
      infantMaxAge: 1,
      childMaxAge: 11,
    });
    const { line } = price({
      products: [car],
      rates: [buildRate(car, { sellCents: 9_900 })],
      rooms: [
        { roomType: 'DB', adults: 2, children: 2, childAges: [0, 1] },
        { roomType: 'SG', adults: 1, children: 0 },
      ],
      services: [buildService(car)],
    });
    expect(line?.quantity).toBe(2);
  });
});

describe('per_vehicle_day and per_unit', () => {
  it.each([
    [5, 4, 2],
    [4, 4, 1],
    [1, 4, 1],
    [9, 8, 2],
    [6, null, 1],
  ])('%i passengers with capacity %s need %i vehicles', (pax, capacity, expected) => {
    expect(unitsForPax(pax, capacity)).toBe(expected);
  });

  it('charges every vehicle every day, one vehicle per ceil(pax / capacity)', () => {
    const car = buildProduct({
      serviceTypeCode: 'RC',
      pricingBasis: 'per_vehicle_day',
      capacity: 4,
    });
    const { line } = price({
      products: [car],
      rates: [buildRate(car, { costCents: 6_000, sellCents: 9_000 })],
      rooms: [
        { roomType: 'DB', adults: 2, children: 0 },
        { roomType: 'TR', adults: 2, children: 1 },
      ],
      services: [buildService(car, { startDate: '2026-03-02', span: 3 })],
    });
    expect(line).toMatchObject({
      quantity: 2,
      span: 3,
      endDate: '2026-03-05', // three 24-hour hire days, dropped off on the 5th
      sellCents: 2 * 3 * 9_000,
      costCents: 2 * 3 * 6_000,
    });
  });

  it('enforces a minimum hire on vehicle days', () => {
    const car = buildProduct({
      serviceTypeCode: 'RC',
      pricingBasis: 'per_vehicle_day',
      capacity: 5,
    });
    const rates = [buildRate(car, { minStay: 3 })];
    expect(
      price({ products: [car], rates, services: [buildService(car, { span: 2 })] }).line
        ?.missingRate,
    ).toBe(true);
    expect(
      price({ products: [car], rates, services: [buildService(car, { span: 3 })] }).line
        ?.missingRate,
    ).toBe(false);
  });

  it('charges per_unit once per unit needed', () => {
    const transfer = buildProduct({ serviceTypeCode: 'TR', pricingBasis: 'per_unit', capacity: 3 });
    const { line } = price({
      products: [transfer],
      rates: [buildRate(transfer, { costCents: 8_000, sellCents: 12_000 })],
      rooms: [
        { roomType: 'DB', adults: 2, children: 0 },
        { roomType: 'TR', adults: 3, children: 0 },
      ],
      services: [buildService(transfer)],
    });
    expect(line).toMatchObject({ quantity: 2, sellCents: 24_000, costCents: 16_000 });
  });

  it('charges a per_unit service without a capacity as one unit', () => {
    const guide = buildProduct({ serviceTypeCode: 'GU', pricingBasis: 'per_unit', capacity: null });
    const { line } = price({
      products: [guide],
      rates: [buildRate(guide, { sellCents: 65_000 })],
      rooms: [{ roomType: 'QD', adults: 4, children: 0 }],
      services: [buildService(guide)],
    });
    expect(line).toMatchObject({ quantity: 1, sellCents: 65_000 });
  });
});

describe('lines without rates', () => {
  it('are flagged, carry no price and are left out of the totals', () => {
    const rated = hotel();
    const unrated = buildProduct({ serviceTypeCode: 'CR', pricingBasis: 'per_person' });
    const { lines, totals, flags } = price({
      products: [rated, unrated],
      rates: [buildRate(rated, { sellCents: 14_000, costCents: 10_000 })],
      services: [buildService(rated, { key: 'hotel' }), buildService(unrated, { key: 'cruise' })],
    });
    expect(lines.map((line) => [line.key, line.missingRate, line.sellCents])).toEqual([
      ['hotel', false, 14_000],
      ['cruise', true, 0],
    ]);
    expect(lines[1]?.missingRateDates).toEqual(['2026-03-02']);
    expect(totals).toMatchObject({
      sellCents: 14_000,
      costCents: 10_000,
      pricedLineCount: 1,
      excludedLineCount: 1,
    });
    expect(flags.hasMissingRates).toBe(true);
  });

  it('flag a stay when some of its nights are past the last rate', () => {
    const product = hotel();
    const { line, totals } = price({
      products: [product],
      rates: [buildRate(product, { validTo: '2026-03-03' })],
      services: [buildService(product, { startDate: '2026-03-02', span: 4 })],
    });
    expect(line?.missingRate).toBe(true);
    expect(line?.missingRateDates).toEqual(['2026-03-04', '2026-03-05']);
    expect(line?.charges).toEqual([]);
    expect(totals.sellCents).toBe(0);
  });

  it('do not borrow a rate from the other market', () => {
    const product = hotel();
    const { line } = price({
      brandId: 1,
      products: [product],
      rates: [buildRate(product, { brandId: 2 })],
      services: [buildService(product)],
    });
    expect(line?.missingRate).toBe(true);
  });
});

describe('GST by brand (prices include GST)', () => {
  it.each([
    [1, 'NZD', 15, 11_500, 1_500],
    [2, 'AUD', 10, 11_000, 1_000],
    [42, 'NZD', 15, 11_500, 1_500],
  ])('brand %i prices in %s with %i%% GST', (brandId, currency, gstPercent, sell, gst) => {
    // A hotel in the brand's own country: standard-rated.
    const product = { ...hotel(), countryCode: brandId === 2 ? ('AU' as const) : ('NZ' as const) };
    const { totals, ...quote } = price({
      brandId,
      agency: { id: null, pricingModel: 'gross', commissionBasisPoints: 0 },
      products: [product],
      rates: [buildRate(product, { brandId: brandId === 2 ? 2 : 1, sellCents: sell })],
      services: [buildService(product)],
    });
    expect(quote.currency).toBe(currency);
    expect(quote.gstPercent).toBe(gstPercent);
    expect(quote.brandId).toBe(brandId === 2 ? 2 : 1);
    expect(totals.gstCents).toBe(gst);
    expect(totals.netGstCents).toBe(gst);
  });

  it('charges no GST on a service performed in the other country (zero-rated)', () => {
    // The New Zealand brand sells an Australian day tour and an Auckland hotel night.
    const tour = buildProduct({
      serviceTypeCode: 'AT',
      pricingBasis: 'per_person',
      countryCode: 'AU',
    });
    const stay = hotel();
    const { days, totals } = price({
      agency: { id: null, pricingModel: 'gross', commissionBasisPoints: 1_500 },
      rooms: [{ roomType: 'SG', adults: 1, children: 0 }],
      products: [tour, stay],
      rates: [
        buildRate(tour, { costCents: 8_000, sellCents: 10_000 }),
        buildRate(stay, { roomType: 'SG', costCents: 9_200, sellCents: 11_500 }),
      ],
      services: [buildService(tour, { key: 'tour' }), buildService(stay, { key: 'stay' })],
    });
    const lines = days.flatMap((day) => day.lines);
    expect(lines.map((line) => [line.key, line.taxCode])).toEqual([
      ['tour', 'zero_rated'],
      ['stay', 'standard'],
    ]);
    // GST only in the hotel: 11 500 × 15 / 115 = 1 500; its net 9 775 holds 1 275.
    expect(totals).toMatchObject({ sellCents: 21_500, gstCents: 1_500, netGstCents: 1_275 });
    // Margin: hotel (9 775 − 1 275) − (9 200 − 1 200) = 500; tour 8 500 − 8 000 = 500.
    expect(totals.marginExGstCents).toBe(1_000);
  });

  it('computes GST once on the total, not per line', () => {
    const a = buildProduct({ serviceTypeCode: 'AT', pricingBasis: 'per_person' });
    const b = buildProduct({ serviceTypeCode: 'AT', pricingBasis: 'per_person' });
    const { totals } = price({
      agency: { id: null, pricingModel: 'gross', commissionBasisPoints: 0 },
      rooms: [{ roomType: 'SG', adults: 1, children: 0 }],
      products: [a, b],
      rates: [buildRate(a, { sellCents: 4 }), buildRate(b, { sellCents: 4 })],
      services: [buildService(a, { key: 'a' }), buildService(b, { key: 'b' })],
    });
    // Per line 4 cents hold 0.52 -> 1 each (2 in all); the total of 8 holds 1.04 -> 1.
    expect(totals.gstCents).toBe(1);
  });
});

describe('commission (gross agencies) and markup (net agencies)', () => {
  const product = hotel({ supplierId: 30 });
  const rate = buildRate(product, { costCents: 10_000, sellCents: 14_000 });
  const service = buildService(product, { span: 3 });
  const commission = buildRule({
    id: 1,
    agencyId: 7,
    kind: 'commission_percent',
    basisPoints: 2000,
  });
  const markup = buildRule({ id: 2, agencyId: 7, kind: 'markup_percent', basisPoints: 2500 });

  it('a gross agency pays sell less its commission', () => {
    const { line, totals } = price({
      agency: { id: 7, pricingModel: 'gross', commissionBasisPoints: 0 },
      products: [product],
      rates: [rate],
      services: [service],
      rules: [commission, markup],
    });
    expect(line).toMatchObject({
      sellCents: 42_000,
      commissionCents: 8_400,
      netCents: 33_600,
      appliedRuleIds: [1],
    });
    expect(totals).toMatchObject({
      sellCents: 42_000,
      commissionCents: 8_400,
      netCents: 33_600,
      costCents: 30_000,
      // (33 600 − 4 383 GST) − (30 000 − 3 913 GST) = 29 217 − 26 087: without GST (docs/tax.md).
      marginExGstCents: 3_130,
      gstCents: 5_478, // 42 000 x 15 / 115 = 5 478.26
      netGstCents: 4_383, // 33 600 x 15 / 115 = 4 382.61
    });
  });

  it('a net agency pays cost plus markup and earns no commission', () => {
    const { line, totals } = price({
      agency: { id: 7, pricingModel: 'net', commissionBasisPoints: 0 },
      products: [product],
      rates: [rate],
      services: [service],
      rules: [commission, markup],
    });
    expect(line).toMatchObject({
      sellCents: 42_000,
      costCents: 30_000,
      commissionCents: 0,
      netCents: 37_500,
      appliedRuleIds: [2],
      appliedRules: [{ id: 2, source: 'agency-rule', kind: 'markup_percent', basisPoints: 2500 }],
    });
    // (37 500 − 4 891 GST) − (30 000 − 3 913 GST) = 32 609 − 26 087, not 7 500 with GST inside.
    expect(totals.marginExGstCents).toBe(6_522);
  });

  it.each(['gross', 'net'] as const)('without a rule a %s agency pays the sell price', (model) => {
    const { line } = price({
      agency: { id: 7, pricingModel: model, commissionBasisPoints: 0 },
      products: [product],
      rates: [rate],
      services: [service],
      rules: [
        buildRule({ agencyId: 99, kind: 'commission_percent' }),
        buildRule({ agencyId: 99, kind: 'markup_percent' }),
      ],
    });
    expect(line).toMatchObject({ commissionCents: 0, netCents: 42_000, appliedRuleIds: [] });
  });

  it('applies the percentage to the line total with one half-up rounding', () => {
    const cheap = hotel();
    const { line } = price({
      products: [cheap],
      rates: [buildRate(cheap, { sellCents: 3_333, costCents: 2_500 })],
      services: [buildService(cheap, { span: 3 })],
      rules: [buildRule({ agencyId: 7, basisPoints: 1250 })],
    });
    // Per night 416.625 would round to 417 x 3 = 1 251; the line total 9 999 x 12.5% = 1 249.875 -> 1 250.
    expect(line).toMatchObject({ sellCents: 9_999, commissionCents: 1_250, netCents: 8_749 });
  });

  it('stacks rules by the declared hierarchy: the agency’s own rules first, then supplier, then market', () => {
    const car = buildProduct({
      serviceTypeCode: 'RC',
      pricingBasis: 'per_vehicle_day',
      supplierId: 40,
      capacity: 4,
    });
    const ferry = buildProduct({
      serviceTypeCode: 'IN',
      pricingBasis: 'per_person',
      supplierId: 50,
    });
    const rules = [
      buildRule({ id: 10, brandId: 1, basisPoints: 1500 }),
      buildRule({ id: 11, agencyId: 7, basisPoints: 2000, priority: 10 }),
      buildRule({ id: 12, brandId: 1, serviceTypeCode: 'RC', basisPoints: 1000 }),
      buildRule({
        id: 13,
        agencyId: 7,
        supplierId: 50,
        validFrom: '2026-03-01',
        validTo: '2026-03-31',
        basisPoints: 500,
      }),
    ];
    const { lines } = price({
      products: [product, car, ferry],
      rates: [
        buildRate(product, { sellCents: 20_000 }),
        buildRate(car, { sellCents: 10_000 }),
        buildRate(ferry, { sellCents: 10_000 }),
      ],
      services: [
        buildService(product, { key: 'hotel' }),
        buildService(car, { key: 'car' }),
        buildService(ferry, { key: 'ferry' }),
        buildService(ferry, { key: 'ferry-april', startDate: '2026-04-02' }),
      ],
      rules,
    });
    expect(lines.map((line) => [line.key, line.appliedRuleIds, line.commissionCents])).toEqual([
      // The agency's rule outranks the market's, whatever their fields and priorities.
      ['hotel', [11], 4_000],
      ['car', [11], 2_000],
      ['ferry', [13], 1_000],
      ['ferry-april', [11], 4_000],
    ]);
  });
});

describe('availability statuses on lines', () => {
  const product = hotel();
  const rate = buildRate(product);

  function statusFor(
    availability: ReturnType<typeof buildAvailability>[],
    rooms: TRoomOccupancy[] = TWO_ADULTS_DB,
    span = 3,
  ) {
    return price({
      products: [product],
      rates: [rate],
      availability,
      rooms,
      services: [buildService(product, { startDate: '2026-03-20', span })],
    });
  }

  it('takes the worst status over the nights of a stay', () => {
    const season = buildAvailability(product, { kind: 'free_sell' });
    const stopSell = buildAvailability(product, {
      dateFrom: '2026-03-21',
      dateTo: '2026-03-21',
      kind: 'stop_sell',
    });
    expect(statusFor([season]).line?.status).toBe('Available');
    const stopped = statusFor([season, stopSell]);
    expect(stopped.line?.status).toBe('Unavailable');
    expect(stopped.flags.hasUnavailable).toBe(true);
  });

  it('needs as many allotment units as rooms', () => {
    const allotment = buildAvailability(product, {
      kind: 'allotment',
      allotment: 2,
      releaseDays: 7,
    });
    expect(statusFor([allotment]).line?.status).toBe('Allotment');
    const threeRooms: TRoomOccupancy[] = [
      { roomType: 'DB', adults: 2, children: 0 },
      { roomType: 'DB', adults: 2, children: 0 },
      { roomType: 'DB', adults: 2, children: 0 },
    ];
    expect(statusFor([allotment], threeRooms).line?.status).toBe('Full');
    const withFallback = { ...allotment, hasOnRequestFallback: true };
    const onRequest = statusFor([withFallback], threeRooms);
    expect(onRequest.line?.status).toBe('On Request');
    expect(onRequest.flags.hasOnRequest).toBe(true);
  });

  it('puts dates inside the release period on request', () => {
    const allotment = buildAvailability(product, {
      kind: 'allotment',
      allotment: 5,
      releaseDays: 21,
    });
    // Today is 1 March; 20 March is 19 days away, inside 21 release days.
    expect(statusFor([allotment]).line?.status).toBe('On Request');
  });

  it('keeps the status of a line without rates', () => {
    const { line } = price({
      products: [product],
      availability: [buildAvailability(product, { kind: 'stop_sell' })],
      services: [buildService(product)],
    });
    expect(line).toMatchObject({ missingRate: true, status: 'Unavailable' });
  });
});

describe('days and input checks', () => {
  it('groups lines under the day headers given, in day order', () => {
    const product = hotel();
    const tour = buildProduct({ serviceTypeCode: 'IT', pricingBasis: 'per_person' });
    const { days } = price({
      products: [product, tour],
      rates: [buildRate(product), buildRate(tour)],
      services: [
        buildService(tour, { key: 'tour', dayNumber: 2, startDate: '2026-03-03' }),
        buildService(product, { key: 'hotel', dayNumber: 1 }),
        buildService(tour, { key: 'tour-3', dayNumber: 3, startDate: '2026-03-04' }),
      ],
      days: [
        {
          dayNumber: 2,
          date: '2026-03-03',
          title: 'Milford Sound',
          description: '',
          overnightLocationId: null,
          drivingNotes: [],
        },
        {
          dayNumber: 1,
          date: '2026-03-02',
          title: 'Arrive Queenstown',
          description: '',
          overnightLocationId: 5,
          drivingNotes: [],
        },
      ],
    });
    expect(
      days.map((day) => [day.dayNumber, day.title, day.lines.map((line) => line.key)]),
    ).toEqual([
      [1, 'Arrive Queenstown', ['hotel']],
      [2, 'Milford Sound', ['tour']],
      [3, '', ['tour-3']],
    ]);
  });

  it('refuses a product that was not loaded and duplicate keys', () => {
    const product = hotel();
    expect(() => price({ services: [buildService(product)] })).toThrow(PricingInputError);
    expect(() =>
      price({
        products: [product],
        services: [buildService(product, { key: 'x' }), buildService(product, { key: 'x' })],
      }),
    ).toThrow(PricingInputError);
    expect(() =>
      price({ products: [product], services: [buildService(product, { span: 0 })] }),
    ).toThrow(PricingInputError);
  });

  it('is deterministic: the same input prices the same', () => {
    const product = hotel();
    const input = {
      products: [product],
      rates: [buildRate(product)],
      services: [buildService(product, { span: 2 })],
    };
    expect(price(input)).toEqual(price(input));
  });
});

describe('agencyPriceOf (catalogue and hand-priced services alike)', () => {
  const scope = {
    agencyId: 7,
    brandId: 1,
    supplierId: 3,
    serviceTypeCode: 'GU' as const,
    date: '2026-04-01',
  };
  const rules = [
    buildRule({ id: 1, kind: 'commission_percent', basisPoints: 2_000 }),
    buildRule({ id: 2, kind: 'markup_percent', basisPoints: 2_500 }),
  ];
  const gross = { pricingModel: 'gross' as const, commissionBasisPoints: 0 };
  const net = { pricingModel: 'net' as const, commissionBasisPoints: 0 };
  const amounts = { costCents: 40_000, sellCents: 60_000 };

  it('takes a gross agency’s commission out of the sell price', () => {
    expect(agencyPriceOf(amounts, gross, rules, scope)).toEqual({
      commissionCents: 12_000,
      netCents: 48_000,
      basis: { id: 1, source: 'market-rule', kind: 'commission_percent', basisPoints: 2_000 },
    });
  });

  it('charges a net agency cost plus markup', () => {
    expect(agencyPriceOf(amounts, net, rules, scope)).toEqual({
      commissionCents: 0,
      netCents: 50_000,
      basis: { id: 2, source: 'market-rule', kind: 'markup_percent', basisPoints: 2_500 },
    });
  });

  it('charges the sell price when no rule applies', () => {
    expect(agencyPriceOf(amounts, gross, [], scope)).toEqual({
      commissionCents: 0,
      netCents: 60_000,
      basis: null,
    });
  });

  describe("a gross agency's contracted commission", () => {
    const contracted = { pricingModel: 'gross' as const, commissionBasisPoints: 1_500 };
    const supplierDeal = buildRule({
      id: 3,
      supplierId: 3,
      serviceTypeCode: 'GU',
      brandId: 1,
      basisPoints: 1_000,
      priority: 50,
    });
    const agencyDeal = buildRule({ id: 4, agencyId: 7, serviceTypeCode: 'GU', basisPoints: 2_500 });

    it('outranks a market rule and a supplier deal, however many fields they set', () => {
      expect(agencyPriceOf(amounts, contracted, [...rules, supplierDeal], scope)).toEqual({
        commissionCents: 9_000,
        netCents: 51_000,
        basis: {
          id: null,
          source: 'agency-contract',
          kind: 'commission_percent',
          basisPoints: 1_500,
        },
      });
    });

    it("is outranked by a rule naming the agency (the agency's own deal)", () => {
      expect(agencyPriceOf(amounts, contracted, [...rules, agencyDeal], scope)).toMatchObject({
        commissionCents: 15_000,
        basis: { id: 4, source: 'agency-rule' },
      });
    });

    it('leaves the rules to decide when there is none (0), and a supplier deal before the market', () => {
      expect(agencyPriceOf(amounts, gross, [...rules, supplierDeal], scope)).toMatchObject({
        commissionCents: 6_000,
        basis: { id: 3, source: 'supplier-rule' },
      });
    });

    it('is no part of a net agency’s price', () => {
      expect(
        agencyPriceOf(amounts, { pricingModel: 'net', commissionBasisPoints: 1_500 }, rules, scope),
      ).toMatchObject({ commissionCents: 0, netCents: 50_000, basis: { id: 2 } });
    });
  });
});
