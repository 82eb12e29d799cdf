import type { TLocation } from '@portal/shared/contracts/catalogue';
import type { TProductListItem } from '@portal/shared/contracts/catalogue-api';
import { buildPaginated } from '@portal/shared/contracts/pagination';

/** A small catalogue answering like the server, for the packages screens' component tests. */

export function location(id: number, name: string, region: string): TLocation {
  return {
    id,
    code: name.slice(0, 3).toUpperCase(),
    name,
    region,
    country: 'NZ',
    latitude: -36.85,
    longitude: 174.76,
    drivingNotes: [],
  };
}

export const LOCATIONS = [
  location(10, 'Auckland', 'Auckland'),
  location(11, 'Rotorua', 'Bay of Plenty'),
];

export function product(
  overrides: Partial<TProductListItem> & Pick<TProductListItem, 'id' | 'code' | 'name'>,
): TProductListItem {
  return {
    supplierId: 1,
    serviceTypeCode: 'AT',
    locationId: 10,
    description: '',
    startTime: null,
    endTime: null,
    durationMinutes: null,
    voucherText: '',
    phone: '',
    address: '',
    accommodationClass: null,
    roomTypes: [],
    pricingBasis: 'per_person',
    capacity: null,
    infantMaxAge: null,
    childMaxAge: null,
    cancellationPolicy: null,
    active: true,
    supplierName: 'Harbourview Hotel Auckland',
    supplierCode: 'HARBAKL',
    locationName: 'Auckland',
    ...overrides,
  };
}

export const PRODUCTS = [
  product({
    id: 100,
    code: 'HARBAKL-STD',
    name: 'Harbourview Standard Room',
    serviceTypeCode: 'AC',
    accommodationClass: 'standard',
    roomTypes: ['DB', 'TW'],
    pricingBasis: 'per_room_night',
  }),
  product({
    id: 101,
    code: 'HARBAKL-DLX',
    name: 'Harbourview Deluxe Suite',
    serviceTypeCode: 'AC',
    accommodationClass: 'deluxe',
    roomTypes: ['DB'],
    pricingBasis: 'per_room_night',
  }),
  product({ id: 200, code: 'SKYTWR-AKL', name: 'Sky Tower Visit' }),
  product({
    id: 300,
    code: 'AKLXFER-ROT',
    name: 'Auckland to Rotorua Transfer',
    serviceTypeCode: 'TR',
    pricingBasis: 'per_unit',
  }),
];

/** GET /api/admin/locations and /api/admin/products with the list endpoints' filters. */
export function answerCatalogue(url: string): unknown {
  const parsed = new URL(url, 'http://portal.test');
  const page = Number(parsed.searchParams.get('page') ?? 1);
  const perPage = Number(parsed.searchParams.get('per_page') ?? 20);
  if (parsed.pathname === '/api/admin/locations') {
    return buildPaginated(LOCATIONS, {
      page,
      perPage,
      total: LOCATIONS.length,
      path: parsed.pathname,
    });
  }
  const single = /^\/api\/admin\/products\/(\d+)$/.exec(parsed.pathname);
  if (single) return PRODUCTS.find((item) => item.id === Number(single[1]));
  if (parsed.pathname === '/api/admin/products') {
    const q = (parsed.searchParams.get('q') ?? '').toLowerCase();
    const locationId = parsed.searchParams.get('locationId');
    const rows = PRODUCTS.filter(
      (item) =>
        (!q || item.name.toLowerCase().includes(q) || item.code.toLowerCase().includes(q)) &&
        (!locationId || item.locationId === Number(locationId)),
    );
    return buildPaginated(rows, { page, perPage, total: rows.length, path: parsed.pathname });
  }
  return undefined;
}
