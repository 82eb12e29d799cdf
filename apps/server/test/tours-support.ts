import { expect } from 'vitest';
import type {
  TTour,
  TTourDeparture,
  TTourDepartureRequestInput,
  TTourOptions,
  TTourRequestInput,
  TTourSeason,
  TTourSeasonRequestInput,
} from '@portal/shared/contracts/regular-tours';
import type { TestClient } from './build-test-app';

let sequence = 0;

/** A short code no other tour of the run has. */
export function uniqueTourCode(prefix = 'TT'): string {
  sequence += 1;
  return `${prefix}${sequence}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

export interface TTourIds {
  categoryId: number;
  supplierId: number;
  auckland: number;
  rotorua: number;
}

/** A category of its own and the demo catalogue's coach operator and places, via the API. */
export async function tourIds(admin: TestClient): Promise<TTourIds> {
  const created = await admin.post('/api/admin/tour-categories', {
    name: `Coach tours ${uniqueTourCode('C')}`,
    description: 'Small-group coach touring',
  });
  expect(created.statusCode, created.body).toBe(201);
  const options = (await admin.get('/api/admin/tour-options')).json<TTourOptions>();
  const find = <T extends { name: string }>(rows: T[], name: string): T => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`No demo ${name}`);
    return row;
  };
  return {
    categoryId: created.json<{ id: number }>().id,
    supplierId: find(options.suppliers, 'Kiwi Coachlines').id,
    auckland: find(options.locations, 'Auckland').id,
    rotorua: find(options.locations, 'Rotorua').id,
  };
}

export function tourBody(ids: TTourIds, overrides: Partial<TTourRequestInput> = {}) {
  return {
    code: uniqueTourCode(),
    name: 'Geothermal Explorer',
    brandId: 1,
    categoryId: ids.categoryId,
    supplierId: ids.supplierId,
    startLocationId: ids.auckland,
    endLocationId: ids.auckland,
    status: 'published',
    overview: {
      en: 'Three days of geysers, mud pools and Maori culture.',
      de: 'Drei Tage Geysire.',
    },
    inclusions: { en: 'Coach travel\nTwo nights in Rotorua\nDaily breakfast' },
    images: ['https://images.example/rotorua.jpg'],
    days: [
      {
        dayNumber: 1,
        title: { en: 'Auckland to Rotorua' },
        description: { en: 'South through the Waikato.' },
        overnightLocationId: ids.rotorua,
        meals: { dinner: true },
      },
      {
        dayNumber: 2,
        title: { en: 'Geysers and a hangi' },
        description: { en: 'Te Puia and an evening hangi.' },
        overnightLocationId: ids.rotorua,
        meals: { breakfast: true, dinner: true },
      },
      {
        dayNumber: 3,
        title: { en: 'Back to Auckland' },
        description: { en: '' },
        overnightLocationId: null,
        meals: { breakfast: true },
      },
    ],
    ...overrides,
  } satisfies TTourRequestInput;
}

/** Twin share NZ$2,100 (cost 1,500) and single NZ$2,650 (cost 1,900) per adult. */
export const SEASON_2030: TTourSeasonRequestInput = {
  name: '2030',
  validFrom: '2030-01-01',
  validTo: '2030-12-31',
  rates: [
    { roomType: 'TW', costCents: 150_000, sellCents: 210_000 },
    { roomType: 'DB', costCents: 150_000, sellCents: 210_000 },
    { roomType: 'SG', costCents: 190_000, sellCents: 265_000 },
  ],
};

export async function createTour(
  admin: TestClient,
  ids: TTourIds,
  overrides: Partial<TTourRequestInput> = {},
): Promise<TTour> {
  const response = await admin.post('/api/admin/tours', tourBody(ids, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTour>();
}

export async function createSeason(
  admin: TestClient,
  tourId: number,
  season: TTourSeasonRequestInput = SEASON_2030,
): Promise<TTourSeason> {
  const response = await admin.post(`/api/admin/tours/${tourId}/seasons`, season);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTourSeason>();
}

export async function createDeparture(
  admin: TestClient,
  tourId: number,
  departure: Partial<TTourDepartureRequestInput> = {},
): Promise<TTourDeparture> {
  const response = await admin.post(`/api/admin/tours/${tourId}/departures`, {
    departureDate: '2030-03-10',
    capacity: 20,
    breakEvenSeats: 12,
    fixedCostCents: 800_000,
    ...departure,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTourDeparture>();
}

/** A published tour with the 2030 season and one departure. */
export async function createBookableTour(
  admin: TestClient,
  ids: TTourIds,
  departure: Partial<TTourDepartureRequestInput> = {},
) {
  const tour = await createTour(admin, ids);
  await createSeason(admin, tour.id);
  return { tour, departure: await createDeparture(admin, tour.id, departure) };
}

export function bookingBody(
  rooms: { roomType: string; adults: number; children?: number }[] = [
    { roomType: 'TW', adults: 2 },
  ],
  overrides: Record<string, unknown> = {},
) {
  return { rooms, bookingName: 'Harper party', yourReference: 'KH-77', ...overrides };
}
