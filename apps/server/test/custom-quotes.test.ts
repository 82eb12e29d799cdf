import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductSearchResult, TStartLocation } from '@portal/shared/contracts/catalogue-api';
import type { TFileChangeResponse, TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

/**
 * Issue 19 points 12 and 16: a quote started from scratch (no package) and filled day by day from
 * product search; the places product search offers are every place with a product.
 */
let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

async function allActiveProducts(): Promise<TProductSearchResult[]> {
  const found: TProductSearchResult[] = [];
  for (let page = 1; ; page += 1) {
    const response = await world.nzAgent.get(`/api/app/products/search?per_page=100&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TPaginated<TProductSearchResult>>();
    found.push(...body.data);
    if (page >= body.meta.last_page) return found;
  }
}

describe('a custom quote from scratch', () => {
  it('creates a quote with the trip days and rooms but no services and no package', async () => {
    const response = await world.nzAgent.post('/api/app/files/custom', {
      travelDate: '2030-03-04',
      nights: 3,
      rooms: [
        { roomType: 'DB', adults: 2 },
        { roomType: 'SG', adults: 1 },
      ],
      bookingName: 'Jones self-drive',
      yourReference: 'KH-CUSTOM-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<TFileView>();
    expect(file).toMatchObject({
      status: 'Quote',
      version: 1,
      bookingName: 'Jones self-drive',
      yourReference: 'KH-CUSTOM-1',
      packageId: null,
      packageName: null,
      accommodationClass: null,
      travelDate: '2030-03-04',
      endDate: '2030-03-07',
      pax: { adults: 3, children: 0 },
      totals: { sellCents: 0, commissionCents: 0, netCents: 0, gstCents: 0, netGstCents: 0 },
      abilities: { canEdit: true },
    });
    expect(file.days.map((day) => [day.dayNumber, day.date, day.lines.length])).toEqual([
      [1, '2030-03-04', 0],
      [2, '2030-03-05', 0],
      [3, '2030-03-06', 0],
      [4, '2030-03-07', 0],
    ]);

    // Day by day from product search, with the same command and pricing as any quote.
    const search = await world.nzAgent.get(
      '/api/app/products/search?serviceType=AC&date=2030-03-05&per_page=100',
    );
    const hotel = search
      .json<TPaginated<TProductSearchResult>>()
      .data.find((product) => product.hasRate && product.status !== 'Full');
    expect(hotel, 'a hotel with a rate on the date').toBeDefined();
    const added = await world.nzAgent.post(`/api/app/files/${file.reference}/lines`, {
      productId: hotel?.id,
      date: '2030-03-05',
      span: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = added.json<TFileChangeResponse>().file;
    const [line] = linesOf(after);
    expect(line).toMatchObject({ productId: hotel?.id, dayNumber: 2, span: 2, quantity: 2 });
    expect(after.version).toBe(2);
    expect(after.totals.sellCents).toBe(line?.sellCents);
    expect(after.totals.sellCents).toBeGreaterThan(0);

    // A date outside the trip is the field's error.
    const outside = await world.nzAgent.post(`/api/app/files/${file.reference}/lines`, {
      productId: hotel?.id,
      date: '2030-03-09',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('date');

    // It is the agent's own quote: it lists in My Files; another agency cannot see it.
    const mine = await world.nzAgent.get('/api/app/files?reference=' + file.reference);
    expect(mine.json<TPaginated<{ reference: string }>>().data).toHaveLength(1);
    expect((await world.auAgent.get(`/api/app/files/${file.reference}`)).statusCode).toBe(404);
  });

  it('refuses impossible trips and rooms with the fields errors, and staff have no agency', async () => {
    const bad = await world.nzAgent.post('/api/app/files/custom', {
      travelDate: '2030-02-30',
      nights: 0,
      rooms: [{ roomType: 'SG', adults: 2 }],
      bookingName: '',
    });
    expect(bad.statusCode).toBe(422);
    const { errors } = bad.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(
      expect.arrayContaining(['bookingName', 'nights', 'travelDate']),
    );
    expect(Object.keys(errors).some((key) => key.startsWith('rooms'))).toBe(true);

    const staff = await world.admin.post('/api/app/files/custom', {
      travelDate: '2030-03-04',
      nights: 2,
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: 'Staff',
    });
    expect(staff.statusCode).toBe(403);
  });
});

describe('the places product search offers', () => {
  it('lists every location with an active product, by name, not only where packages start', async () => {
    const response = await world.nzAgent.get('/api/app/products/locations');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: TStartLocation[] }>();
    const products = await allActiveProducts();
    const withProducts = new Set(products.map((product) => product.locationId));
    expect(new Set(data.map((location) => location.id))).toEqual(withProducts);
    expect(data.map((location) => location.name)).toEqual(
      [...data.map((location) => location.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(data.map((location) => location.name)).toContain('Franz Josef');

    const starts = (await world.nzAgent.get('/api/app/locations')).json<{
      data: TStartLocation[];
    }>().data;
    expect(data.length).toBeGreaterThan(starts.length);
  });
});
