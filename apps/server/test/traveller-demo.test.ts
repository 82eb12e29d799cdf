import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type {
  TFindItineraryResponse,
  TPrizeCart,
  TTravelApp,
} from '@portal/shared/contracts/traveller';
import {
  DEMO_PAST_BOOKING_REFERENCE,
  DEMO_PRIZES,
  DEMO_TRAVEL_BOOKING_REFERENCE,
} from '../src/db/demo-traveller';
import { packages } from '../src/db/schema/catalogue-packages';
import { products } from '../src/db/schema/catalogue-products';
import { files } from '../src/db/schema/files';
import { prizes } from '../src/db/schema/prizes';
import { DEMO_PASSWORD, seedDatabase } from '../src/db/seed';
import { insertImportedContentTexts } from '../src/modules/content/content-store.repository';
import { buildTestApp, createTestClock, type TTestApp } from './build-test-app';

const TODAY = '2030-02-01';
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({
    clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)),
    seed: 'demo',
  });
});
afterAll(() => t.close());

async function openTravelApp(reference: string, language = 'en'): Promise<TTravelApp> {
  const client = t.client({ remoteAddress: `10.2.0.${String(reference.length)}` });
  const found = await client.get(`/api/find-itinerary/${reference}`);
  expect(found.statusCode, found.body).toBe(200);
  const { id } = found.json<TFindItineraryResponse>();
  const response = await client.get(`/api/travel-app/${id}`, {
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TTravelApp>();
}

describe('the demo traveller data', () => {
  it('has a confirmed booking of nz.agent travelling in ten days with its deposit owing', async () => {
    const app = await openTravelApp(DEMO_TRAVEL_BOOKING_REFERENCE);
    expect(app).toMatchObject({
      bookingReference: DEMO_TRAVEL_BOOKING_REFERENCE,
      status: 'Confirmed',
      travelDate: '2030-02-11',
      canLeaveFeedback: false,
      amountDue: { purpose: 'deposit', currency: 'NZD', dueOn: TODAY },
    });
    const services = app.days.flatMap((day) => day.services);
    expect(services.length).toBeGreaterThan(3);
    expect(services.every((s) => s.status === 'confirmed')).toBe(true);
    expect(services.every((s) => s.confirmation && !s.confirmation.includes(' -cl'))).toBe(true);
    expect(app.days.some((day) => day.drivingNotes.length > 0)).toBe(true);

    const agent = await t.signIn('nz.agent', 'agent', DEMO_PASSWORD);
    const file = await agent.get(`/api/app/files/${DEMO_TRAVEL_BOOKING_REFERENCE}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json<TFileView>().status).toBe('Confirmed');
  });

  it('has a paid booking that ended yesterday, open for feedback and a prize', async () => {
    const app = await openTravelApp(DEMO_PAST_BOOKING_REFERENCE);
    expect(app).toMatchObject({
      status: 'Confirmed',
      endDate: '2030-01-31',
      canLeaveFeedback: true,
      amountDue: null,
    });
    const client = t.client({ remoteAddress: '10.2.1.1' });
    const feedback = await client.post(`/api/travel-app/${app.token}/feedback`, { tripRating: 5 });
    expect(feedback.statusCode, feedback.body).toBe(201);
    const cart = (await client.get(`/api/travel-app/${app.token}/prizes`)).json<TPrizeCart>();
    expect(cart.canChoose).toBe(true);
    expect(cart.prizes.map((prize) => prize.name).sort()).toEqual(
      DEMO_PRIZES.map((prize) => prize.texts.en.name).sort(),
    );
  });

  it('is seeded once, and new files are numbered after the demo references', async () => {
    await seedDatabase(t.db, t.app.ctx.passwords, { today: TODAY });
    expect(await t.db.select().from(prizes)).toHaveLength(DEMO_PRIZES.length);
    const rows = await t.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.reference, DEMO_TRAVEL_BOOKING_REFERENCE));
    expect(rows).toHaveLength(1);

    const [pkg] = await t.db
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.code, 'NZ-NIE-7'));
    const agent = await t.signIn('nz.agent', 'agent', DEMO_PASSWORD);
    const created = await agent.post('/api/app/files', {
      packageId: pkg?.id,
      travelDate: '2030-03-04',
      accommodationClass: 'superior',
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: 'After the demo',
    });
    expect(created.statusCode, created.body).toBe(201);
    // After the two demo bookings and the insights demo's NZ files (demo-insights.ts).
    const [{ nzFiles } = { nzFiles: 0 }] = await t.db
      .select({ nzFiles: count() })
      .from(files)
      .where(and(eq(files.brandId, 1), ne(files.id, created.json<TFileView>().id)));
    expect(created.json<TFileView>().reference).toBe(`NZ-${String(100_000 + nzFiles + 1)}`);
  });
});

describe("texts in the traveller's language (issue 19, point 19)", () => {
  it('names the prizes in the language the traveller reads, English where none is asked for', async () => {
    const app = await openTravelApp(DEMO_PAST_BOOKING_REFERENCE);
    const client = t.client({ remoteAddress: '10.2.1.2' });
    const cartIn = async (language: string) => {
      const response = await client.get(`/api/travel-app/${app.token}/prizes`, {
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers.vary).toContain('Accept-Language');
      return response.json<TPrizeCart>().prizes;
    };
    const names = (prizes: TPrizeCart['prizes']) => prizes.map((prize) => prize.name).sort();
    expect(names(await cartIn('de-CH,de;q=0.9'))).toEqual(
      DEMO_PRIZES.map((prize) => prize.texts.de.name).sort(),
    );
    expect((await cartIn('fr')).map((prize) => prize.description)).toContain(
      DEMO_PRIZES[0]?.texts.fr.description,
    );
    expect(names(await cartIn('pt-BR'))).toEqual(
      DEMO_PRIZES.map((prize) => prize.texts.en.name).sort(),
    );
  });

  it("gives each service its product's description in the traveller's language, else the English", async () => {
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'GEYSER-ROT-ENTRY'));
    expect(product).toBeDefined();
    const german =
      'Ein geführter Rundgang vorbei an Geysiren und Schlammtöpfen, Eintritt inklusive.';
    await insertImportedContentTexts(
      t.db,
      [{ kind: 'product', entityId: product?.id ?? 0, language: 'de', text: german }],
      new Date(`${TODAY}T00:00:00Z`),
    );
    const descriptionIn = async (language: string) => {
      const app = await openTravelApp(DEMO_TRAVEL_BOOKING_REFERENCE, language);
      const service = app.days
        .flatMap((day) => day.services)
        .find((entry) => entry.name.startsWith('Geyserland Thermal Valley'));
      expect(service).toBeDefined();
      return service?.description;
    };
    expect(await descriptionIn('de')).toBe(german);
    expect(await descriptionIn('en')).toMatch(/^Walk past the geysers/);
    // No French text: the English one, never an empty card.
    expect(await descriptionIn('fr')).toMatch(/^Walk past the geysers/);
  });
});
