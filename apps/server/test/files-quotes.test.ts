import { eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import type {
  TFileChangeResponse,
  TFileEvent,
  TFileVersionDiff,
  TFileVersionList,
  TFileView,
} from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TAgentPricedQuote } from '@portal/shared/contracts/pricing';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { rates } from '../src/db/schema/catalogue-rates';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

async function searchProduct(serviceType: string, date: string, except: number[] = []) {
  const response = await world.nzAgent.get(
    `/api/app/products/search?serviceType=${serviceType}&date=${date}&per_page=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const found = response
    .json<TPaginated<TProductSearchResult>>()
    .data.find((product) => product.hasRate && !except.includes(product.id));
  if (!found) throw new Error(`No ${serviceType} product with a rate on ${date}`);
  return found;
}

describe('saving a quote from a demo package price', () => {
  it('saves what the price form showed, without supplier cost, under a brand reference', async () => {
    const request = {
      packageId: world.packageId('NZ-NIE-7'),
      travelDate: '2030-03-04',
      accommodationClass: 'superior',
      rooms: [
        { roomType: 'DB', adults: 2 },
        { roomType: 'SG', adults: 1 },
      ],
    } as const;
    const priced = await world.nzAgent.post('/api/quotes/price', request);
    expect(priced.statusCode, priced.body).toBe(200);
    const quote = priced.json<TAgentPricedQuote>();

    const response = await world.nzAgent.post('/api/app/files', {
      ...request,
      bookingName: 'Walker honeymoon',
      yourReference: 'KH-0001',
    });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<TFileView>();
    expect(file.reference).toMatch(/^NZ-\d{6}$/);
    expect(file).toMatchObject({
      status: 'Quote',
      version: 1,
      bookingName: 'Walker honeymoon',
      yourReference: 'KH-0001',
      notes: '',
      supplierNote: '',
      agencyName: 'Kiwi Horizons Travel',
      currency: 'NZD',
      gstPercent: 15,
      relatedReference: null,
      pax: { adults: 3, children: 0 },
      abilities: {
        canEdit: true,
        canRequestBooking: true,
        canCancel: true,
        canAmend: false,
        canCopy: true,
      },
    });
    expect(file.totals).toEqual({
      sellCents: quote.totals.sellCents,
      commissionCents: quote.totals.commissionCents,
      netCents: quote.totals.netCents,
      gstCents: quote.totals.gstCents,
      netGstCents: quote.totals.netGstCents,
      // A gross agency's client sees the published price.
      clientCents: quote.totals.sellCents,
      clientGstCents: quote.totals.gstCents,
    });
    const pricedLines = quote.days.flatMap((day) => day.lines).filter((line) => !line.missingRate);
    expect(
      linesOf(file)
        .map((line) => [line.key, line.sellCents, line.status])
        .sort(),
    ).toEqual(pricedLines.map((line) => [line.key, line.sellCents, line.status]).sort());
    expect(file.days.map((day) => day.title)).toEqual(quote.days.map((day) => day.title));
    // Client view hides commission and net in the browser; cost never leaves the server.
    expect(response.body).not.toMatch(/costCents|marginCents/);
  });

  it('numbers each brand on its own', async () => {
    const nz = await world.createQuote(world.nzAgent);
    const au = await world.createQuote(world.auAgent, {
      packageId: world.packageId('AU-RRF-6'),
      travelDate: '2030-04-07',
      accommodationClass: 'standard',
    });
    expect(au.reference).toMatch(/^AU-\d{6}$/);
    expect(au.currency).toBe('AUD');
    expect(Number(nz.reference.slice(3))).toBeGreaterThan(100_000);
  });

  it('refuses a package of another market or an unknown one with 404', async () => {
    const response = await world.nzAgent.post('/api/app/files', {
      packageId: world.packageId('AU-RRF-6'),
      travelDate: '2030-04-07',
      accommodationClass: 'standard',
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: 'Wrong market',
    });
    expect(response.statusCode).toBe(404);
  });

  it('leaves out services with no rate on their date and brings them back when they have one', async () => {
    const [row] = await world.t.db.select({ last: max(rates.validTo) }).from(rates);
    const lastRated = row?.last;
    if (!lastRated) throw new Error('no rates');
    // The seven-night trip starts two days before the last rated day: later services are red.
    const file = await world.createQuote(world.nzAgent, { travelDate: addDays(lastRated, -2) });
    expect(file.droppedLines.length).toBeGreaterThan(0);
    const keys = new Set(linesOf(file).map((line) => line.key));
    for (const dropped of file.droppedLines) {
      expect(keys.has(dropped.key)).toBe(false);
      expect(dropped.missingRateDates.length).toBeGreaterThan(0);
    }
    expect(file.totals.sellCents).toBe(linesOf(file).reduce((sum, l) => sum + l.sellCents, 0));

    const moved = await world.nzAgent.patch(`/api/app/files/${file.reference}`, {
      travelDate: '2030-03-04',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const change = moved.json<TFileChangeResponse>();
    expect(change.file.droppedLines).toEqual([]);
    expect(change.diff.added.map((line) => line.key).sort()).toEqual(
      file.droppedLines.map((line) => line.key).sort(),
    );
  });
});

describe('customising a quote', () => {
  let file: TFileView;

  beforeAll(async () => {
    file = await world.createQuote(world.nzAgent, { bookingName: 'Custom trip' });
  });

  it('changes names and notes without repricing, and records a version each time', async () => {
    const response = await world.nzAgent.patch(`/api/app/files/${file.reference}`, {
      bookingName: 'Custom trip (Brown)',
      notes: 'Late arrival on day 1',
      supplierNote: ' Arriving around 22:00 ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const change = response.json<TFileChangeResponse>();
    expect(change.diff.fields.map((field) => field.field)).toEqual([
      'bookingName',
      'notes',
      'supplierNote',
    ]);
    expect(change.diff.changed).toEqual([]);
    expect(change.file.version).toBe(2);
    expect(change.file.notes).toBe('Late arrival on day 1');
    // The note to suppliers is its own field, trimmed like the notes.
    expect(change.file.supplierNote).toBe('Arriving around 22:00');
    const tooLong = await world.nzAgent.patch(`/api/app/files/${file.reference}`, {
      supplierNote: 'x'.repeat(4001),
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('reprices every service for new rooms and shows the difference', async () => {
    const response = await world.nzAgent.patch(`/api/app/files/${file.reference}`, {
      rooms: [
        { roomType: 'DB', adults: 2 },
        { roomType: 'TW', adults: 2, guests: [{ title: 'Mr', fullName: 'Sam Brown' }] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const change = response.json<TFileChangeResponse>();
    expect(change.diff.fields).toContainEqual({
      field: 'rooms',
      before: 'DB 2+0',
      after: 'DB 2+0, TW 2+0',
    });
    expect(change.diff.totalDelta.sellCents).toBeGreaterThan(0);
    expect(change.file.pax).toEqual({ adults: 4, children: 0 });
    expect(change.file.rooms[1]?.guests).toEqual([
      { title: 'Mr', fullName: 'Sam Brown', isChild: false, dateOfBirth: null },
    ]);
    file = change.file;
  });

  it('adds a service from the catalogue on a day of the trip', async () => {
    const date = addDays(file.travelDate, 2);
    const product = await searchProduct('AT', date);
    const response = await world.nzAgent.post(`/api/app/files/${file.reference}/lines`, {
      productId: product.id,
      date,
      remarks: 'Morning departure please',
    });
    expect(response.statusCode, response.body).toBe(200);
    const change = response.json<TFileChangeResponse>();
    expect(change.diff.added).toHaveLength(1);
    const added = linesOf(change.file).find((line) => line.key === change.diff.added[0]?.key);
    expect(added).toMatchObject({
      productId: product.id,
      dayNumber: 3,
      date,
      remarks: 'Morning departure please',
    });
    expect(change.file.totals.sellCents).toBe(file.totals.sellCents + (added?.sellCents ?? 0));
    file = change.file;
  });

  it('refuses a service with no rate on the date, or outside the trip', async () => {
    const date = addDays(file.travelDate, 1);
    const product = await searchProduct(
      'AT',
      date,
      linesOf(file).flatMap((line) => (line.productId === null ? [] : [line.productId])),
    );
    await world.t.db.execute(
      sql`update rates set valid_to = ${addDays(date, -1)} where product_id = ${product.id} and valid_from < ${date}`,
    );
    await world.t.db.execute(
      sql`delete from rates where product_id = ${product.id} and valid_from >= ${date}`,
    );
    const noRate = await world.nzAgent.post(`/api/app/files/${file.reference}/lines`, {
      productId: product.id,
      date,
    });
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json()).toMatchObject({
      message:
        'Services highlighted in red have no rates for the selected travel date and are not saved to the quote.',
      errors: { productId: expect.any(Array) },
    });
    const outside = await world.nzAgent.post(`/api/app/files/${file.reference}/lines`, {
      productId: product.id,
      date: addDays(file.endDate, 1),
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toHaveProperty('date');
  });

  it('replaces a service with an alternative on the same dates', async () => {
    const car = linesOf(file).find((line) => line.serviceTypeCode === 'RC');
    if (!car || car.productId === null) throw new Error('no car line');
    const alternative = await searchProduct('RC', car.date, [car.productId]);
    const response = await world.nzAgent.put(
      `/api/app/files/${file.reference}/lines/${car.id}/replace`,
      { productId: alternative.id },
    );
    expect(response.statusCode, response.body).toBe(200);
    const change = response.json<TFileChangeResponse>();
    expect(change.diff.changed).toHaveLength(1);
    expect(change.diff.changed[0]).toMatchObject({ key: car.key });
    expect(change.diff.changed[0]?.changes).toContain('productId');
    const replaced = linesOf(change.file).find((line) => line.key === car.key);
    expect(replaced).toMatchObject({
      id: car.id,
      productId: alternative.id,
      date: car.date,
      span: car.span,
    });
    file = change.file;
  });

  it('removes a service', async () => {
    const transfer = linesOf(file).find((line) => line.serviceTypeCode === 'TR');
    if (!transfer) throw new Error('no transfer line');
    const response = await world.nzAgent.delete(
      `/api/app/files/${file.reference}/lines/${transfer.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const change = response.json<TFileChangeResponse>();
    expect(change.diff.removed.map((line) => line.key)).toEqual([transfer.key]);
    expect(change.diff.totalDelta.sellCents).toBe(-transfer.sellCents);
    expect(linesOf(change.file).some((line) => line.id === transfer.id)).toBe(false);
    const missing = await world.nzAgent.delete(
      `/api/app/files/${file.reference}/lines/${transfer.id}`,
    );
    expect(missing.statusCode).toBe(404);
    file = change.file;
  });

  it('reprices on request: a dry run shows the change and saves nothing', async () => {
    const hotel = linesOf(file).find((line) => line.serviceTypeCode === 'AC');
    if (!hotel || hotel.productId === null) throw new Error('no hotel line');
    await world.t.db
      .update(rates)
      .set({ sellCents: sql`${rates.sellCents} + 1000` })
      .where(eq(rates.productId, hotel.productId));

    const dryRun = await world.nzAgent.post(`/api/app/files/${file.reference}/reprice?dryRun=true`);
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    const preview = dryRun.json<TFileChangeResponse>();
    expect(preview.dryRun).toBe(true);
    expect(preview.diff.changed.map((line) => line.key)).toContain(hotel.key);
    expect(preview.diff.totalDelta.sellCents).toBeGreaterThan(0);
    const unchanged = (
      await world.nzAgent.get(`/api/app/files/${file.reference}`)
    ).json<TFileView>();
    expect(unchanged.version).toBe(file.version);
    expect(unchanged.totals).toEqual(file.totals);

    const saved = await world.nzAgent.post(`/api/app/files/${file.reference}/reprice`);
    const change = saved.json<TFileChangeResponse>();
    expect(change.dryRun).toBe(false);
    expect(change.file.version).toBe(file.version + 1);
    expect(change.file.totals).toEqual(preview.file.totals);

    const again = await world.nzAgent.post(`/api/app/files/${file.reference}/reprice`);
    expect(again.json<TFileChangeResponse>().diff.hasChanges).toBe(false);
    expect(again.json<TFileChangeResponse>().file.version).toBe(change.file.version);
    file = change.file;
  });

  it('lists its versions, compares any two and restores one', async () => {
    const versions = (
      await world.nzAgent.get(`/api/app/files/${file.reference}/versions`)
    ).json<TFileVersionList>().data;
    expect(versions.map((version) => version.number)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(versions.map((version) => version.action)).toEqual([
      'file.repriced',
      'line.removed',
      'line.replaced',
      'line.added',
      'file.updated',
      'file.updated',
      'file.created',
    ]);
    expect(versions[0]?.isCurrent).toBe(true);

    const diffResponse = await world.nzAgent.get(
      `/api/app/files/${file.reference}/versions/diff?from=1&to=7`,
    );
    expect(diffResponse.statusCode, diffResponse.body).toBe(200);
    const { diff } = diffResponse.json<TFileVersionDiff>();
    expect(diff.added).toHaveLength(1);
    expect(diff.removed).toHaveLength(1);
    expect(diff.fields.map((field) => field.field)).toEqual([
      'bookingName',
      'notes',
      'supplierNote',
      'rooms',
    ]);
    expect(diff.totalDelta.sellCents).toBe(
      file.totals.sellCents - (versions.at(-1)?.sellCents ?? 0),
    );

    const unknown = await world.nzAgent.get(
      `/api/app/files/${file.reference}/versions/diff?from=1&to=99`,
    );
    expect(unknown.statusCode).toBe(404);

    const restored = await world.nzAgent.post(
      `/api/app/files/${file.reference}/versions/1/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const change = restored.json<TFileChangeResponse>();
    expect(change.file.version).toBe(8);
    expect(change.file.bookingName).toBe('Custom trip');
    expect(change.file.supplierNote).toBe('');
    expect(change.file.rooms).toHaveLength(1);
    // The same services as version 1 again (prices may be newer: restoring reprices).
    const sinceV1 = (
      await world.nzAgent.get(`/api/app/files/${file.reference}/versions/diff?from=1&to=8`)
    ).json<TFileVersionDiff>().diff;
    expect(sinceV1.added).toEqual([]);
    expect(sinceV1.removed).toEqual([]);
    file = change.file;
  });

  it('records who did what, newest first', async () => {
    const response = await world.nzAgent.get(`/api/app/files/${file.reference}/events?per_page=3`);
    expect(response.statusCode).toBe(200);
    const page = response.json<TPaginated<TFileEvent>>();
    expect(page.meta.total).toBe(8);
    expect(page.data.map((event) => event.action)).toEqual([
      'version.restored',
      'file.repriced',
      'line.removed',
    ]);
    expect(page.data[0]).toMatchObject({
      actorKind: 'agent',
      actorName: 'Liam Walker',
    });
    expect(page.data[0]?.facts).toEqual(
      expect.arrayContaining([
        { field: 'restoredVersion', kind: 'count', value: 1 },
        { field: 'version', kind: 'count', value: 8 },
      ]),
    );
    expect(page.links.next).toContain('page=2');
  });
});

describe('changing one service', () => {
  it('prices only that service; the others keep their saved prices until repriced', async () => {
    const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-08-05' });
    const car = linesOf(quote).find((line) => line.serviceTypeCode === 'RC');
    if (!car || car.productId === null) throw new Error('no car line');
    await world.t.db
      .update(rates)
      .set({ sellCents: sql`${rates.sellCents} + 700` })
      .where(eq(rates.productId, car.productId));

    const date = addDays(quote.travelDate, 1);
    const product = await searchProduct('AT', date);
    const added = await world.nzAgent.post(`/api/app/files/${quote.reference}/lines`, {
      productId: product.id,
      date,
    });
    const change = added.json<TFileChangeResponse>();
    expect(change.diff.changed).toEqual([]);
    expect(change.diff.added).toHaveLength(1);
    expect(linesOf(change.file).find((line) => line.key === car.key)?.sellCents).toBe(
      car.sellCents,
    );

    const dryRun = await world.nzAgent.post(
      `/api/app/files/${quote.reference}/reprice?dryRun=true`,
    );
    expect(dryRun.json<TFileChangeResponse>().diff.changed.map((line) => line.key)).toEqual([
      car.key,
    ]);
  });
});

describe('copying a quote', () => {
  it('makes a new quote with the related reference set, leaving the original alone', async () => {
    const source = await world.createQuote(world.nzAgent, { bookingName: 'Original' });
    const response = await world.nzAgent.post(`/api/app/files/${source.reference}/copy`, {
      bookingName: 'Original (copy)',
      travelDate: '2030-04-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<TFileView>();
    expect(copy.reference).not.toBe(source.reference);
    expect(copy).toMatchObject({
      relatedReference: source.reference,
      status: 'Quote',
      version: 1,
      bookingName: 'Original (copy)',
      yourReference: source.yourReference,
      travelDate: '2030-04-01',
    });
    expect(
      linesOf(copy)
        .map((line) => line.key)
        .sort(),
    ).toEqual(
      linesOf(source)
        .map((line) => line.key)
        .sort(),
    );
    expect(linesOf(copy)[0]?.date).toBe('2030-04-01');
    const original = (
      await world.nzAgent.get(`/api/app/files/${source.reference}`)
    ).json<TFileView>();
    expect(original.version).toBe(1);
    const events = (await world.nzAgent.get(`/api/app/files/${copy.reference}/events`)).json<
      TPaginated<TFileEvent>
    >();
    expect(events.data[0]).toMatchObject({ action: 'file.copied' });
    expect(events.data[0]?.facts).toEqual(
      expect.arrayContaining([{ field: 'fromReference', kind: 'text', value: source.reference }]),
    );
  });

  it('copies without a body too', async () => {
    const source = await world.createQuote(world.nzAgent);
    const response = await world.nzAgent.post(`/api/app/files/${source.reference}/copy`);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TFileView>().relatedReference).toBe(source.reference);
  });
});

describe('live updates', () => {
  it('pushes each change on the file and agency channels after it commits', async () => {
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    try {
      const file = await world.createQuote(world.nzAgent);
      expect(broadcast).toHaveBeenCalledWith(
        [`private-file.${file.id}`, `private-agency.${file.agencyId}`],
        'file.updated',
        expect.objectContaining({
          bookingReference: file.reference,
          action: 'file.created',
          version: 1,
        }),
      );
      broadcast.mockClear();
      await world.nzAgent.post(`/api/app/files/${file.reference}/reprice?dryRun=true`);
      await world.nzAgent.patch(`/api/app/files/${file.reference}`, { bookingName: 'Renamed' });
      expect(broadcast).toHaveBeenCalledTimes(1);
      expect(broadcast.mock.calls[0]?.[2]).toMatchObject({ action: 'file.updated', version: 2 });
    } finally {
      broadcast.mockRestore();
    }
  });
});
