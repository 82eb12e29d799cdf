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
import { files } from '../src/db/schema/files';
import { prizes } from '../src/db/schema/prizes';
import { DEMO_PASSWORD, seedDatabase } from '../src/db/seed';
import { buildTestApp, createTestClock, type TTestApp } from './build-test-app';

const TODAY = '2030-02-01';
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)) });
  await seedDatabase(t.db, t.app.ctx.passwords, { today: TODAY });
});
afterAll(() => t.close());

async function openTravelApp(reference: string): Promise<TTravelApp> {
  const client = t.client({ remoteAddress: `10.2.0.${String(reference.length)}` });
  const found = await client.get(`/api/find-itinerary/${reference}`);
  expect(found.statusCode, found.body).toBe(200);
  const { id } = found.json<TFindItineraryResponse>();
  const response = await client.get(`/api/travel-app/${id}`);
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
    expect(services.every((s) => s.status === 'Confirmed')).toBe(true);
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
      DEMO_PRIZES.map((prize) => prize.name).sort(),
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
