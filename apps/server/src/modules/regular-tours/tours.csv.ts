import type {
  TAgentDeparture,
  TDepartureYieldRow,
  TTourCategory,
  TTourListItem,
} from '@portal/shared/contracts/regular-tours';
import type { TBrand } from '@portal/shared/domain/brands';
import { getRoomTypeName } from '@portal/shared/domain/room-types';
import { ROOM_TYPE_CODES } from '@portal/shared/domain/pricing/codes';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Cents as a plain decimal amount ("1234.50"), the way spreadsheets read money. */
function money(cents: number | null): string {
  if (cents === null) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csv(header: readonly string[], rows: readonly string[][]): string {
  return `${[header.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
}

export function toCategoriesCsv(rows: readonly TTourCategory[]): string {
  return csv(
    ['Name', 'Description', 'Tours', 'Published tours', 'Updated'],
    rows.map((row) => [
      cell(row.name),
      cell(row.description),
      String(row.tourCount),
      String(row.publishedTourCount),
      row.updatedAt,
    ]),
  );
}

export function toToursCsv(rows: readonly TTourListItem[]): string {
  return csv(
    [
      'Code',
      'Name',
      'Brand',
      'Category',
      'Operator',
      'Status',
      'Days',
      'Upcoming departures',
      'Next departure',
      'Seats sold',
      'Capacity',
    ],
    rows.map((row) => [
      cell(row.code),
      cell(row.name),
      row.brandId === 2 ? 'AU' : 'NZ',
      cell(row.categoryName),
      cell(row.supplierName),
      row.status,
      String(row.durationDays),
      String(row.upcomingDepartureCount),
      row.nextDepartureDate ?? '',
      String(row.upcomingSeatsSold),
      String(row.upcomingCapacity),
    ]),
  );
}

export function toYieldCsv(rows: readonly TDepartureYieldRow[]): string {
  return csv(
    [
      'Risk',
      'Tour code',
      'Tour',
      'Departure',
      'Days to go',
      'Status',
      'Guaranteed',
      'Capacity',
      'Seats sold',
      'Break-even seats',
      'Shortfall',
      'Currency',
      'Sell',
      'Net',
      'Cost',
      'Fixed cost',
      'Net excl. GST',
      'Cost excl. GST',
      'Fixed cost excl. GST',
      'GST in net',
      'GST in costs',
      'Margin excl. GST',
      'Margin excl. GST %',
    ],
    rows.map((row) => [
      row.risk,
      cell(row.tourCode),
      cell(row.tourName),
      row.departureDate,
      String(row.daysToDeparture),
      row.status,
      row.isGuaranteed ? 'yes' : 'no',
      String(row.capacity),
      String(row.seatsSold),
      String(row.breakEvenSeats),
      String(row.shortfallSeats),
      row.currency,
      money(row.sellCents),
      money(row.netCents),
      money(row.costCents),
      money(row.fixedCostCents),
      money(row.netExGstCents),
      money(row.costExGstCents),
      money(row.fixedCostExGstCents),
      money(row.outputGstCents),
      money(row.inputGstCents),
      money(row.marginExGstCents),
      row.marginExGstPercent === null ? '' : row.marginExGstPercent.toFixed(1),
    ]),
  );
}

/**
 * The agent's rates sheet: one row per departure, the per-person sell of each room type in its
 * own column (empty where the departure does not sell it).
 */
export function toAgentRatesCsv(sheet: {
  brand: TBrand;
  tours: readonly {
    tour: { code: string; name: string; categoryName: string; durationDays: number };
    departures: readonly TAgentDeparture[];
  }[];
}): string {
  const roomColumns = ROOM_TYPE_CODES.flatMap((code) => [
    `${getRoomTypeName(code)} per adult (${sheet.brand.currency})`,
  ]);
  return csv(
    [
      'Tour code',
      'Tour',
      'Category',
      'Days',
      'Departure',
      'Returns',
      'Availability',
      'Seats left',
      'Guaranteed',
      ...roomColumns,
      'Child price',
      'Prices',
    ],
    sheet.tours.flatMap(({ tour, departures }) =>
      departures.map((departure) => {
        const rateOf = (code: string) =>
          departure.rates.find((rate) => rate.roomType === code) ?? null;
        const childPrices = departure.rates
          .filter((rate) => rate.childSellCents !== null)
          .map((rate) => `${rate.roomType} ${money(rate.childSellCents)}`)
          .join('; ');
        return [
          cell(tour.code),
          cell(tour.name),
          cell(tour.categoryName),
          String(tour.durationDays),
          departure.departureDate,
          departure.endDate,
          departure.availability,
          String(departure.seatsLeft),
          departure.isGuaranteed ? 'yes' : 'no',
          ...ROOM_TYPE_CODES.map((code) => money(rateOf(code)?.sellCents ?? null)),
          cell(childPrices),
          cell(`${sheet.brand.currency} incl. ${sheet.brand.gstPercent}% GST, per person`),
        ];
      }),
    ),
  );
}
