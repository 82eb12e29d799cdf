import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { and, count, eq, max } from 'drizzle-orm';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey } from '@portal/shared/contracts/partner-api';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { auditLog } from '../src/db/schema/audit-log';
import { rates } from '../src/db/schema/catalogue-rates';
import { files } from '../src/db/schema/files';
import { fileEvents } from '../src/db/schema/files-history';
import { partnerIdempotency } from '../src/db/schema/partner-api';
import { DEMO_PASSWORD } from '../src/db/seed';
import {
  partnerApiJobs,
  PARTNER_IDEMPOTENCY_DAYS,
} from '../src/modules/partner-api/partner-api.jobs';
import { listRoutes } from '../src/plugins/auth';
import type { TestClient } from './build-test-app';
import { buildFilesWorld, TODAY, type TFilesTestWorld } from './files-support';
import type { paths } from './partner-api';
import { PARTNER_API_TYPES_FILE, partnerApiTypes } from './partner-api-types';

/**
 * The partner API (docs/partner-api.md) driven as a partner's system drives it: through a client
 * generated from the OpenAPI document, against the app listening on a port, with keys an agency
 * administrator made. The document itself is valid OpenAPI 3.1, lists every partner route, and
 * the committed client types are what it generates today.
 */

let world: TFilesTestWorld;
let baseUrl: string;
let document: Record<string, unknown>;

beforeAll(async () => {
  world = await buildFilesWorld();
  baseUrl = await world.t.app.listen({ host: '127.0.0.1', port: 0 });
  document = (await world.t.client().get('/api/openapi.json')).json<Record<string, unknown>>();
});
afterAll(() => world.t.close());

async function createKey(
  admin: TestClient,
  name: string,
  scopes: string[],
): Promise<TCreatedApiKey> {
  const response = await admin.post('/api/app/api-keys', { name, scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TCreatedApiKey>();
}

function partnerClient(key: string): Client<paths> {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${key}` } });
}

/** An Idempotency-Key as a partner would make one. */
const newKey = () => crypto.randomUUID();

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and lists every partner route with its method', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const documented = document as { paths: Record<string, Record<string, unknown>> };
    const partnerRoutes = listRoutes(world.t.app).filter(
      (route) => route.access?.type === 'partner',
    );
    expect(partnerRoutes.length).toBeGreaterThanOrEqual(20);
    for (const route of partnerRoutes) {
      expect(route.url.startsWith('/api/partner/v1/'), route.url).toBe(true);
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(
        documented.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toEqual(expect.objectContaining({ security: [{ bearerAuth: [] }] }));
    }
  });

  it('matches the committed client types (npm run partner-api:types)', async () => {
    const committed = await readFile(PARTNER_API_TYPES_FILE, 'utf8');
    expect(await partnerApiTypes(document), 'regenerate with npm run partner-api:types').toBe(
      committed,
    );
  });

  it('is readable at /api/docs from this origin only, without inline script', async () => {
    const anonymous = world.t.client();
    const page = await anonymous.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) {
      expect(source, 'same origin').toMatch(/^\/api\/docs\//);
      const asset = await anonymous.get(source ?? '');
      expect(asset.statusCode, source).toBe(200);
    }
    expect((await anonymous.get('/api/docs/init.js')).body).toContain('validatorUrl: null');
    expect((await anonymous.get('/api/docs/assets/package.json')).statusCode).toBe(404);
  });
});

describe('a partner journey through the generated client', () => {
  it('searches, prices, quotes, books (once per Idempotency-Key) and reads the file', async () => {
    const key = await createKey(world.nzAgencyAdmin, 'Tour system', ['read', 'quote', 'book']);
    const api = partnerClient(key.key);
    const travelDate = '2030-03-04';

    const products = await api.GET('/api/partner/v1/products', {
      params: { query: { date: travelDate, serviceType: 'AC', per_page: 5 } },
    });
    expect(products.response.status, JSON.stringify(products.error)).toBe(200);
    expect(products.data?.data.length).toBeGreaterThan(0);
    expect(products.data?.links.first).toContain('/api/partner/v1/products?');
    expect(products.response.headers.get('x-ratelimit-limit')).toBe('300');

    const packages = await api.GET('/api/partner/v1/packages', {});
    const packageId = world.packageId('NZ-NIE-7');
    expect(packages.data?.data.map((pkg) => pkg.id)).toContain(packageId);

    const trip = {
      packageId,
      travelDate,
      accommodationClass: 'superior' as const,
      rooms: [{ roomType: 'DB' as const, adults: 2 }],
    };
    const priced = await api.POST('/api/partner/v1/quotes/price', { body: trip });
    expect(priced.response.status, JSON.stringify(priced.error)).toBe(200);
    expect(priced.data?.totals.sellCents).toBeGreaterThan(0);
    expect(priced.data?.totals).not.toHaveProperty('costCents');

    const quote = await api.POST('/api/partner/v1/quotes', {
      body: { ...trip, bookingName: 'Partner family', yourReference: 'TS-1' },
    });
    expect(quote.response.status, JSON.stringify(quote.error)).toBe(201);
    const ref = quote.data?.reference ?? '';
    expect(quote.data?.totals.sellCents).toBe(priced.data?.totals.sellCents);
    const path = { ref };

    const preview = await api.POST('/api/partner/v1/files/{ref}/request-booking/preview', {
      params: { path },
    });
    expect(preview.response.status, JSON.stringify(preview.error)).toBe(200);
    expect(preview.data?.canRequest).toBe(true);
    const sellCents = preview.data?.file.totals.sellCents ?? 0;

    // A price that is not the preview's books nothing, as on the agent route.
    const stale = await api.POST('/api/partner/v1/files/{ref}/request-booking', {
      params: { path },
      body: { expectedSellCents: sellCents + 100 },
    });
    expect(stale.response.status).toBe(409);
    expect(stale.error?.message).toMatch(/Prices have changed/);

    const idempotencyKey = newKey();
    const book = () =>
      api.POST('/api/partner/v1/files/{ref}/request-booking', {
        params: { path, header: { 'Idempotency-Key': idempotencyKey } },
        body: { expectedSellCents: sellCents },
      });
    const booked = await book();
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(200);
    expect(booked.data?.status).not.toBe('Quote');
    const again = await book();
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(booked.data);

    // The same key for another request is refused; a repeat while the first runs is told so.
    const reused = await api.POST('/api/partner/v1/files/{ref}/request-booking', {
      params: { path, header: { 'Idempotency-Key': idempotencyKey } },
      body: { expectedSellCents: null },
    });
    expect(reused.response.status).toBe(422);
    expect(reused.error?.message).toMatch(/already used for a different request/);
    const unanswered = (claimedAt: Date) =>
      world.t.db
        .update(partnerIdempotency)
        .set({ statusCode: null, responseBody: null, createdAt: claimedAt })
        .where(eq(partnerIdempotency.key, idempotencyKey));
    await unanswered(world.t.clock.now());
    const running = await book();
    expect(running.response.status).toBe(409);
    expect(running.error?.message).toMatch(/still being processed/);
    // A claim its instance never answered (it died) is taken over; the booking command's own
    // key, passed on, answers the booking already made instead of booking again.
    await unanswered(new Date(world.t.clock.now().getTime() - 3_600_000));
    const retaken = await book();
    expect(retaken.response.status, JSON.stringify(retaken.error)).toBe(200);
    expect(retaken.data?.reference).toBe(ref);
    const requested = await world.t.db
      .select({ id: fileEvents.id })
      .from(fileEvents)
      .where(
        and(
          eq(fileEvents.fileId, booked.data?.id ?? 0),
          eq(fileEvents.action, 'booking.requested'),
        ),
      );
    expect(requested).toHaveLength(1);
    // Keys are remembered for a week, then the hourly job forgets them.
    const [prune] = partnerApiJobs;
    const weekLater = (days: number) => new Date(world.t.clock.now().getTime() + days * 86_400_000);
    expect((await prune?.run(world.t.app.ctx, weekLater(6)))?.processed).toBe(0);
    expect(
      (await prune?.run(world.t.app.ctx, weekLater(PARTNER_IDEMPOTENCY_DAYS + 1)))?.processed,
    ).toBeGreaterThan(0);
    const remembered = world.t.db
      .select()
      .from(partnerIdempotency)
      .where(eq(partnerIdempotency.key, idempotencyKey));
    expect(await remembered).toEqual([]);

    const file = await api.GET('/api/partner/v1/files/{ref}', { params: { path } });
    expect(file.response.status, JSON.stringify(file.error)).toBe(200);
    expect(file.data?.reference).toBe(ref);
    expect(file.data?.days.flatMap((day) => day.lines).length).toBeGreaterThan(0);
    const kinds = file.data?.documents.map((document) => document.kind) ?? [];
    expect(kinds).toContain('itinerary');
    expect(kinds).toContain('invoice');

    const invoice = file.data?.documents.find((document) => document.kind === 'invoice');
    const pdf = await fetch(`${baseUrl}${invoice?.url ?? ''}`, {
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const account = await api.GET('/api/partner/v1/account/summary', {});
    expect(account.response.status).toBe(200);
    expect(JSON.stringify(account.data)).toContain(ref);

    // A payment link needs the pay scope; the booking key has none.
    const deposit = { params: { path }, body: { purpose: 'deposit' as const } };
    const unpaid = await api.POST('/api/partner/v1/files/{ref}/payment-sessions', deposit);
    expect(unpaid.response.status).toBe(403);
    const payer = partnerClient((await createKey(world.nzAgencyAdmin, 'Payments', ['pay'])).key);
    const session = await payer.POST('/api/partner/v1/files/{ref}/payment-sessions', deposit);
    expect(session.response.status, JSON.stringify(session.error)).toBe(201);
    expect(session.data?.bookingReference).toBe(ref);

    const fees = await api.GET('/api/partner/v1/files/{ref}/cancellation', { params: { path } });
    expect(fees.response.status, JSON.stringify(fees.error)).toBe(200);
    const cancelled = await api.POST('/api/partner/v1/files/{ref}/cancel', {
      params: { path, header: { 'Idempotency-Key': newKey() } },
    });
    expect(cancelled.response.status, JSON.stringify(cancelled.error)).toBe(200);
    expect(['Cancellation', 'Cancelled']).toContain(cancelled.data?.status);

    // Another agency's key does not find the file; the agent's own cookie opens nothing here.
    const auAdmin = await world.t.signIn('au.agencyadmin', 'agent', DEMO_PASSWORD);
    const auKey = await createKey(auAdmin, 'AU system', ['read', 'book']);
    const foreign = await partnerClient(auKey.key).GET('/api/partner/v1/files/{ref}', {
      params: { path },
    });
    expect(foreign.response.status).toBe(404);
    const cookie = await world.nzAgent.get(`/api/partner/v1/files/${ref}`);
    expect(cookie.statusCode).toBe(401);

    // Every call is in the audit log with the key's name, before the caller had its answer.
    const entries = await world.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner-api.call'), eq(auditLog.entityId, String(key.id))));
    expect(entries.every((entry) => entry.actorLabel === 'API key "Tour system"')).toBe(true);
    const calls = entries.map((entry) => entry.detail as Record<string, unknown>);
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'POST',
          route: '/api/partner/v1/files/:ref/request-booking',
          status: 200,
        }),
        expect.objectContaining({ status: 200, replayed: true }),
        expect.objectContaining({ method: 'GET', route: '/api/partner/v1/files/:ref' }),
      ]),
    );
  });
});

describe('pricing a list of services', () => {
  it('prices services as a custom quote of them would, says which have no rate, and saves nothing', async () => {
    const api = partnerClient((await createKey(world.nzAgencyAdmin, 'Price list', ['quote'])).key);
    const rooms = [{ roomType: 'DB' as const, adults: 2 }];
    // Services in New Zealand, standard-rated for the NZ market: see the totals compared below.
    const locations = await api.GET('/api/partner/v1/locations', {});
    const inNewZealand = new Set(
      locations.data?.data.filter((place) => place.country === 'NZ').map((place) => place.id),
    );
    /** A product of `serviceType` in New Zealand with a rate and something to sell on `date`. */
    const rated = async (serviceType: 'AC' | 'AT', date: string) => {
      const found = await api.GET('/api/partner/v1/products', {
        params: { query: { date, serviceType, per_page: 100 } },
      });
      expect(found.response.status, JSON.stringify(found.error)).toBe(200);
      const product = found.data?.data.find(
        (candidate) =>
          inNewZealand.has(candidate.locationId) &&
          candidate.hasRate === true &&
          ['Available', 'Allotment', 'On Request'].includes(candidate.status ?? '') &&
          (serviceType !== 'AC' || candidate.roomTypes.includes('DB')),
      );
      if (!product) throw new Error(`No ${serviceType} with a rate on ${date}`);
      return product;
    };
    const countRows = async () => ({
      files: (await world.t.db.select({ n: count() }).from(files))[0]?.n,
      events: (await world.t.db.select({ n: count() }).from(fileEvents))[0]?.n,
    });
    const before = await countRows();

    const travelDate = '2030-05-13';
    const hotel = await rated('AC', travelDate);
    const tour = await rated('AT', addDays(travelDate, 1));
    const services = [
      { productId: hotel.id, date: travelDate, span: 2 },
      { productId: tour.id, date: addDays(travelDate, 1), remarks: 'Morning departure please' },
    ];
    const priced = await api.POST('/api/partner/v1/services/price', {
      body: { travelDate, rooms, services },
    });
    expect(priced.response.status, JSON.stringify(priced.error)).toBe(200);
    expect(priced.data).toMatchObject({ currency: 'NZD', travelDate, pax: { adults: 2 } });
    expect(
      priced.data?.services.map((line) => [line.key, line.productId, line.productName, line.issue]),
    ).toEqual([
      ['s1', hotel.id, hotel.name, null],
      ['s2', tour.id, tour.name, null],
    ]);
    expect(priced.data?.services[0]).toMatchObject({ span: 2, endDate: addDays(travelDate, 2) });
    expect(priced.data?.services[0]).not.toHaveProperty('costCents');
    expect(priced.data?.totals.sellCents).toBe(
      priced.data?.services.reduce((sum, line) => sum + line.sellCents, 0),
    );
    expect(priced.data?.totals.sellCents).toBeGreaterThan(0);

    // A night or day with no rate says so and counts nothing; the rated one is priced beside it.
    const [latest] = await world.t.db.select({ last: max(rates.validTo) }).from(rates);
    const lastRated = latest?.last;
    if (!lastRated) throw new Error('no rates');
    const late = await rated('AT', addDays(lastRated, -5));
    const beyond = addDays(lastRated, 1);
    const partly = await api.POST('/api/partner/v1/services/price', {
      body: {
        travelDate: addDays(lastRated, -5),
        rooms,
        services: [
          { productId: late.id, date: addDays(lastRated, -5) },
          { productId: late.id, date: beyond },
        ],
      },
    });
    expect(partly.response.status, JSON.stringify(partly.error)).toBe(200);
    const [ratedLine, redLine] = partly.data?.services ?? [];
    expect(ratedLine).toMatchObject({ issue: null, missingRate: false, dayNumber: 1 });
    expect(redLine).toMatchObject({
      key: 's2',
      issue: 'no-rate',
      missingRate: true,
      missingRateDates: [beyond],
      dayNumber: 7,
      sellCents: 0,
      netCents: 0,
      gstCents: 0,
    });
    expect(partly.data?.totals.sellCents).toBe(ratedLine?.sellCents);

    // A key that may only read prices nothing; invalid input names its fields.
    const reader = partnerClient((await createKey(world.nzAgencyAdmin, 'Viewer', ['read'])).key);
    const refused = await reader.POST('/api/partner/v1/services/price', {
      body: { travelDate, rooms, services },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toMatch(/"quote" scope/);
    const invalid = await api.POST('/api/partner/v1/services/price', {
      body: {
        travelDate,
        rooms: [],
        services: [
          { productId: 0, date: travelDate },
          { productId: tour.id, date: addDays(travelDate, -1), span: 0 },
        ],
      },
    });
    expect(invalid.response.status).toBe(422);
    expect(Object.keys(invalid.error?.errors ?? {})).toEqual(
      expect.arrayContaining([
        'rooms',
        'services.0.productId',
        'services.1.date',
        'services.1.span',
      ]),
    );
    const tooMany = await api.POST('/api/partner/v1/services/price', {
      body: { travelDate, rooms, services: Array.from({ length: 31 }, () => services[1]!) },
    });
    expect(tooMany.response.status).toBe(422);
    expect(tooMany.error?.errors).toHaveProperty('services');
    const unknown = await api.POST('/api/partner/v1/services/price', {
      body: {
        travelDate,
        rooms,
        services: [services[1]!, { productId: 999_999, date: travelDate }],
      },
    });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.errors).toEqual({
      'services.1.productId': ['This service is not available.'],
    });

    // Pricing wrote no file and no event.
    expect(await countRows()).toEqual(before);

    // The same services added to a custom quote of the same trip cost the same, line by line.
    const quote = await api.POST('/api/partner/v1/quotes/custom', {
      body: { travelDate, nights: 3, rooms, bookingName: 'Priced first' },
    });
    expect(quote.response.status, JSON.stringify(quote.error)).toBe(201);
    const path = { ref: quote.data?.reference ?? '' };
    for (const service of services) {
      const added = await api.POST('/api/partner/v1/files/{ref}/lines', {
        params: { path },
        body: service,
      });
      expect(added.response.status, JSON.stringify(added.error)).toBe(200);
    }
    const file = await api.GET('/api/partner/v1/files/{ref}', { params: { path } });
    expect(file.response.status, JSON.stringify(file.error)).toBe(200);
    const saved = file.data?.days.flatMap((day) => day.lines) ?? [];
    expect(saved).toHaveLength(2);
    const asQuoted = (line: Record<string, unknown> | undefined) => ({
      productId: line?.productId,
      dayNumber: line?.dayNumber,
      date: line?.date,
      endDate: line?.endDate,
      startTime: line?.startTime,
      endTime: line?.endTime,
      span: line?.span,
      quantity: line?.quantity,
      taxCode: line?.taxCode,
      status: line?.status,
      sellCents: line?.sellCents,
      commissionCents: line?.commissionCents,
      netCents: line?.netCents,
      clientCents: line?.clientCents,
    });
    expect(priced.data?.services.map(asQuoted)).toEqual(
      services.map((service) =>
        asQuoted(saved.find((line) => line.productId === service.productId)),
      ),
    );
    // The quote's totals too. (Only for standard-rated services: adding a line sums the quote's
    // GST from its whole sell price, where pricing, as docs/tax.md says, leaves zero-rated out.)
    expect(priced.data?.totals).toEqual(file.data?.totals);
    expect(priced.data?.pax).toEqual(file.data?.pax);
    expect(priced.data?.clientMarkupBasisPoints).toBe(file.data?.clientMarkupBasisPoints);
  });
});

describe('keys and scopes', () => {
  it('refuses a revoked key (401) and a read-only key a booking (403)', async () => {
    const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-04-08' });
    const path = { ref: quote.reference };

    const reader = partnerClient((await createKey(world.nzAgencyAdmin, 'Reader', ['read'])).key);
    expect(
      (await reader.GET('/api/partner/v1/files/{ref}', { params: { path } })).response.status,
    ).toBe(200);
    const refused = await reader.POST('/api/partner/v1/files/{ref}/request-booking', {
      params: { path },
      body: { expectedSellCents: null },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toMatch(/"book" scope/);

    const revoked = await createKey(world.nzAgencyAdmin, 'Old system', ['read']);
    const revoke = await world.nzAgencyAdmin.post(`/api/app/api-keys/${revoked.id}/revoke`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    const gone = await partnerClient(revoked.key).GET('/api/partner/v1/files/{ref}', {
      params: { path },
    });
    expect(gone.response.status).toBe(401);
    expect(gone.error?.message).toMatch(/API key/);
    const none = await createClient<paths>({ baseUrl }).GET('/api/partner/v1/locations', {});
    expect(none.response.status).toBe(401);
  });

  it('answers invalid input with 422 and the fields, never a 500', async () => {
    const api = partnerClient((await createKey(world.nzAgencyAdmin, 'Sloppy', ['quote'])).key);
    const invalid = await api.POST('/api/partner/v1/quotes', {
      body: {
        packageId: 0,
        travelDate: TODAY,
        accommodationClass: 'superior',
        rooms: [],
        bookingName: '',
      },
    });
    expect(invalid.response.status).toBe(422);
    expect(Object.keys(invalid.error?.errors ?? {})).toEqual(
      expect.arrayContaining(['packageId', 'rooms', 'bookingName']),
    );
    const badKey = await api.POST('/api/partner/v1/quotes/price', {
      params: { header: { 'Idempotency-Key': 'short' } },
      body: {
        packageId: world.packageId('NZ-NIE-7'),
        travelDate: '2030-03-04',
        accommodationClass: 'superior',
        rooms: [{ roomType: 'DB', adults: 2 }],
      },
    });
    expect(badKey.response.status).toBe(422);
    expect(badKey.error?.errors).toHaveProperty('idempotency-key');
  });
});
