import { describe, expect, it } from 'vitest';
import {
  agencyTerms,
  compareByRisk,
  departureAvailability,
  departureBookingError,
  departureEndDate,
  departureRisk,
  departureYield,
  fromPriceCents,
  inclusionLines,
  localizedText,
  overlappingSeasons,
  priceTourRooms,
  roomsSummary,
  seasonFor,
  type TTourRateValues,
} from './tours';

const text = { en: 'Glaciers', de: 'Gletscher', es: '', it: '', fr: ' ' };

const RATES: TTourRateValues[] = [
  {
    roomType: 'TW',
    costCents: 150_000,
    sellCents: 210_000,
    childCostCents: null,
    childSellCents: null,
  },
  {
    roomType: 'SG',
    costCents: 190_000,
    sellCents: 265_000,
    childCostCents: null,
    childSellCents: null,
  },
  {
    roomType: 'TR',
    costCents: 140_000,
    sellCents: 199_000,
    childCostCents: 90_000,
    childSellCents: 120_000,
  },
];

describe('localized tour texts', () => {
  it('reads the language asked for and falls back to English when it is empty', () => {
    expect(localizedText(text, 'de')).toBe('Gletscher');
    expect(localizedText(text, 'de-CH')).toBe('Gletscher');
    expect(localizedText(text, 'es')).toBe('Glaciers');
    expect(localizedText(text, 'fr')).toBe('Glaciers');
    expect(localizedText(text, 'pt')).toBe('Glaciers');
    expect(localizedText(text, null)).toBe('Glaciers');
  });

  it('splits inclusions one per line', () => {
    expect(inclusionLines('Coach travel\r\n\n  Six nights  \n')).toEqual([
      'Coach travel',
      'Six nights',
    ]);
  });
});

describe('departure availability', () => {
  it('says what an agent may do', () => {
    expect(departureAvailability({ status: 'open', capacity: 20, seatsSold: 19 })).toBe(
      'Available',
    );
    expect(departureAvailability({ status: 'open', capacity: 20, seatsSold: 20 })).toBe('Full');
    expect(departureAvailability({ status: 'closed', capacity: 20, seatsSold: 3 })).toBe(
      'Unavailable',
    );
    expect(departureAvailability({ status: 'cancelled', capacity: 20, seatsSold: 0 })).toBe(
      'Cancelled',
    );
  });

  it('refuses a booking for more seats than are left, with the number left', () => {
    const departure = {
      status: 'open' as const,
      capacity: 10,
      seatsSold: 8,
      departureDate: '2030-03-10',
    };
    expect(departureBookingError(departure, 2, '2030-02-01')).toBeNull();
    expect(departureBookingError(departure, 3, '2030-02-01')).toBe(
      'Only 2 seats are left on this departure; you asked for 3.',
    );
    expect(departureBookingError({ ...departure, seatsSold: 9 }, 2, '2030-02-01')).toBe(
      'Only 1 seat is left on this departure; you asked for 2.',
    );
    expect(departureBookingError({ ...departure, seatsSold: 10 }, 1, '2030-02-01')).toBe(
      'This departure is full: no seats are left.',
    );
    expect(departureBookingError(departure, 1, '2030-03-10')).toBe(
      'This departure has already left.',
    );
    expect(departureBookingError({ ...departure, status: 'closed' }, 1, '2030-02-01')).toBe(
      'This departure is closed for sale.',
    );
  });

  it('ends on the last day of the tour', () => {
    expect(departureEndDate('2030-03-10', 1)).toBe('2030-03-10');
    expect(departureEndDate('2030-03-30', 5)).toBe('2030-04-03');
  });
});

describe('seasons and prices', () => {
  const seasons = [
    { name: 'Summer', validFrom: '2030-10-01', validTo: '2031-03-31', rates: RATES },
    { name: 'Winter', validFrom: '2030-04-01', validTo: '2030-09-30', rates: RATES.slice(0, 1) },
  ];

  it('finds the season of a departure date, inclusive of both ends', () => {
    expect(seasonFor(seasons, '2030-04-01')?.name).toBe('Winter');
    expect(seasonFor(seasons, '2031-03-31')?.name).toBe('Summer');
    expect(seasonFor(seasons, '2031-04-01')).toBeNull();
  });

  it('finds overlapping seasons', () => {
    expect(overlappingSeasons(seasons)).toEqual([]);
    expect(
      overlappingSeasons([...seasons, { validFrom: '2030-09-30', validTo: '2030-10-01' }]),
    ).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('leads with twin share, then double, then the lowest rate', () => {
    expect(fromPriceCents(RATES)).toBe(210_000);
    expect(fromPriceCents(RATES.slice(1))).toBe(199_000);
    expect(fromPriceCents([])).toBeNull();
  });

  it('prices each room per person at its room type, children at the child price', () => {
    const price = priceTourRooms(RATES, [
      { roomType: 'TW', adults: 2, children: 0 },
      { roomType: 'SG', adults: 1, children: 0 },
      { roomType: 'TR', adults: 2, children: 1 },
    ]);
    expect(price).toEqual({
      ok: true,
      seats: 6,
      rooms: [
        { roomType: 'TW', adults: 2, children: 0, costCents: 300_000, sellCents: 420_000 },
        { roomType: 'SG', adults: 1, children: 0, costCents: 190_000, sellCents: 265_000 },
        { roomType: 'TR', adults: 2, children: 1, costCents: 370_000, sellCents: 518_000 },
      ],
      costCents: 860_000,
      sellCents: 1_203_000,
    });
  });

  it('charges a child the adult price when the rate has no child price', () => {
    const price = priceTourRooms(RATES, [{ roomType: 'TW', adults: 1, children: 1 }]);
    expect(price).toMatchObject({ ok: true, seats: 2, sellCents: 420_000 });
  });

  it('cannot price a room type the season does not sell', () => {
    expect(
      priceTourRooms(RATES, [
        { roomType: 'QD', adults: 4, children: 0 },
        { roomType: 'DB', adults: 2, children: 0 },
        { roomType: 'TW', adults: 2, children: 0 },
      ]),
    ).toEqual({ ok: false, missingRoomTypes: ['QD', 'DB'] });
  });

  it('works out commission and net the way catalogue pricing does', () => {
    const amounts = { costCents: 150_000, sellCents: 210_000 };
    expect(agencyTerms(amounts, 'gross', 1_250)).toEqual({
      commissionCents: 26_250,
      netCents: 183_750,
    });
    expect(agencyTerms(amounts, 'net', 2_000)).toEqual({ commissionCents: 0, netCents: 180_000 });
    expect(agencyTerms(amounts, 'gross', null)).toEqual({ commissionCents: 0, netCents: 210_000 });
  });

  it('summarises rooms for the service line', () => {
    const name = (code: string) => ({ TW: 'Twin Room', SG: 'Single Room' })[code] ?? code;
    expect(
      roomsSummary(
        [
          { roomType: 'TW', adults: 2, children: 0 },
          { roomType: 'TW', adults: 2, children: 0 },
          { roomType: 'SG', adults: 1, children: 1 },
        ],
        name,
      ),
    ).toBe('2 × Twin Room (2 adults); 1 × Single Room (1 adult, 1 child)');
  });
});

describe('yield and forward risk', () => {
  it('takes per-person and fixed costs from net revenue, all without GST', () => {
    const departure = {
      capacity: 24,
      seatsSold: 10,
      breakEvenSeats: 14,
      fixedCostCents: 800_000,
      netCents: 1_900_000,
      costCents: 1_000_000,
    };
    // NZ 15%, by hand: GST in net 1 900 000 × 15 / 115 = 247 826.09 → 247 826; in cost
    // 1 000 000 × 15 / 115 = 130 434.78 → 130 435; in fixed cost 800 000 × 15 / 115 =
    // 104 347.83 → 104 348. Margin 1 652 174 − 869 565 − 695 652 = 86 957 (not the 100 000 of
    // the GST-inclusive amounts); 86 957 / 1 652 174 = 5.26% → 5.3.
    expect(departureYield(departure, 15)).toEqual({
      netExGstCents: 1_652_174,
      costExGstCents: 869_565,
      fixedCostExGstCents: 695_652,
      outputGstCents: 247_826,
      inputGstCents: 130_435 + 104_348,
      marginExGstCents: 86_957,
      marginExGstPercent: 5.3,
      shortfallSeats: 4,
      isBreakEvenReached: false,
      loadFactorPercent: 42,
    });
    // AU 10%: 1 900 000 / 11 = 172 727.27 → 172 727; 1 000 000 / 11 = 90 909.09 → 90 909;
    // 800 000 / 11 = 72 727.27 → 72 727. Margin 1 727 273 − 909 091 − 727 273 = 90 909.
    expect(departureYield(departure, 10)).toMatchObject({
      netExGstCents: 1_727_273,
      costExGstCents: 909_091,
      fixedCostExGstCents: 727_273,
      outputGstCents: 172_727,
      inputGstCents: 90_909 + 72_727,
      marginExGstCents: 90_909,
      marginExGstPercent: 5.3,
    });
    // 500 × 15 / 115 = 65.22 → 65 of GST in a fixed cost with nothing sold: the loss is 435.
    expect(
      departureYield(
        {
          capacity: 0,
          seatsSold: 0,
          breakEvenSeats: 0,
          fixedCostCents: 500,
          netCents: 0,
          costCents: 0,
        },
        15,
      ),
    ).toMatchObject({
      marginExGstCents: -435,
      inputGstCents: 65,
      marginExGstPercent: null,
      isBreakEvenReached: true,
    });
  });

  it('rates a departure below break-even high risk when it is near or guaranteed', () => {
    const base = { seatsSold: 5, breakEvenSeats: 12, isGuaranteed: false };
    expect(departureRisk({ ...base, daysToDeparture: 30 })).toBe('high');
    expect(departureRisk({ ...base, daysToDeparture: 31 })).toBe('medium');
    expect(departureRisk({ ...base, isGuaranteed: true, daysToDeparture: 120 })).toBe('high');
    expect(departureRisk({ ...base, seatsSold: 12, daysToDeparture: 3 })).toBe('low');
  });

  it('sorts the riskiest first, then the soonest, then the largest shortfall', () => {
    const rows = [
      { id: 1, risk: 'low' as const, departureDate: '2030-02-05', shortfallSeats: 0 },
      { id: 2, risk: 'medium' as const, departureDate: '2030-05-01', shortfallSeats: 2 },
      { id: 3, risk: 'high' as const, departureDate: '2030-02-20', shortfallSeats: 1 },
      { id: 4, risk: 'high' as const, departureDate: '2030-02-20', shortfallSeats: 6 },
      { id: 5, risk: 'high' as const, departureDate: '2030-02-10', shortfallSeats: 1 },
    ];
    expect([...rows].sort(compareByRisk).map((row) => row.id)).toEqual([5, 4, 3, 2, 1]);
  });
});
