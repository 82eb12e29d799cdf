import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type {
  TSupplierRequestListItem,
  TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import { DEMO_TRAVEL_BOOKING_REFERENCE } from '../src/db/demo-traveller';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { DEMO_PASSWORD, seedDatabase } from '../src/db/seed';
import { setInventoryConfirmation } from './booking-settings';
import { buildTestApp, createTestClock, type TTestApp } from './build-test-app';

/**
 * Issue 19, point 35: the demo's confirmed bookings reach the suppliers' Confirmed Bookings, and
 * every supplier request (a car's as much as a hotel's) carries the lead guest and the guests'
 * names, on the link, in the supplier app and in the request mail, whose dates and times read as
 * SPEC section 9 says ("04 Mar 2030", "15:00"; point 21).
 */

const TODAY = '2030-02-01';
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)) });
  await seedDatabase(t.db, t.app.ctx.passwords, { today: TODAY });
  await setInventoryConfirmation(t.db, 'ask-supplier');
});
afterAll(() => t.close());

describe('the demo data for suppliers', () => {
  it("lists the demo's confirmed Harbourview services among supplier.hotel's Confirmed Bookings", async () => {
    const hotel = await t.signIn('supplier.hotel', 'supplier', DEMO_PASSWORD);
    const response = await hotel.get('/api/supplier/requests?list=confirmed&per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<TPaginated<TSupplierRequestListItem>>().data;
    const demo = rows.filter((row) => row.bookingReference === DEMO_TRAVEL_BOOKING_REFERENCE);
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((row) => row.status === 'confirmed' && row.confirmation)).toBe(true);
    expect(demo[0]?.leadGuest).toBe('Mr James Wilson');

    const first = demo[0];
    if (!first) throw new Error('no demo request');
    const view = await hotel.get(`/api/supplier/requests/${first.id}`);
    expect(view.statusCode, view.body).toBe(200);
    const request = view.json<TSupplierRequestView>();
    expect(request.lineStatus).toBe('Confirmed');
    expect(request.details.guests.map((guest) => guest.fullName)).toEqual([
      'James Wilson',
      'Emma Wilson',
    ]);
  });
});

describe('guest names on every request', () => {
  it('sends the lead guest and the names to a car supplier, formatted dates and times', async () => {
    const agent = await t.signIn('nz.agent', 'agent', DEMO_PASSWORD);
    const admin = await t.signIn('admin', 'admin', DEMO_PASSWORD);
    const list = await admin.get('/api/admin/packages?per_page=100');
    const pkg = list
      .json<TPaginated<{ id: number; code: string }>>()
      .data.find((row) => row.code === 'NZ-NIE-7');
    const created = await agent.post('/api/app/files', {
      packageId: pkg?.id,
      travelDate: '2030-03-04',
      accommodationClass: 'superior',
      rooms: [
        {
          roomType: 'DB',
          adults: 2,
          guests: [
            { title: 'Mrs', fullName: 'Ana Walker' },
            { title: 'Mr', fullName: 'Tom Walker' },
          ],
        },
      ],
      bookingName: 'Walker family',
      yourReference: 'G-35',
    });
    expect(created.statusCode, created.body).toBe(201);
    const reference = created.json<{ reference: string }>().reference;
    const allIds = await t.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const afterId = Math.max(0, ...allIds.map((row) => row.id));
    const booked = await agent.post(`/api/app/files/${reference}/request-booking`);
    expect(booked.statusCode, booked.body).toBe(200);

    const mails = await t.db.select().from(mailOutbox).where(gt(mailOutbox.id, afterId));
    const carMail = mails.find((mail) => mail.to === 'bookings@tasmancars.example');
    const hotelMail = mails.find((mail) => mail.to === 'reservations@harbourview.example');
    if (!carMail || !hotelMail) throw new Error('no car or hotel mail');
    for (const mail of [carMail, hotelMail]) {
      expect(mail.text).toContain('Lead guest: Mrs Ana Walker');
      expect(mail.text).toContain('Guest names: Mrs Ana Walker, Mr Tom Walker');
      expect(mail.html).toContain('Lead guest');
      // SPEC section 9: "DD Mon YYYY" dates and HH:MM times, never ISO dates or "at 1500".
      expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(mail.text).not.toMatch(/ at \d{4}/);
      expect(mail.text).toMatch(/Dates: \d{2} Mar 2030/);
    }
    expect(hotelMail.text).toMatch(/Times: \d{2}:\d{2}/);
    expect(hotelMail.text).toContain('Double Room (2 guests): Mrs Ana Walker, Mr Tom Walker');

    // The car's link shows the names too, although a car has no rooms.
    const token = /\/supplier\/service\/([A-Za-z0-9_-]{20,100})/.exec(carMail.text)?.[1];
    const link = t.client({ remoteAddress: '10.35.0.1' });
    const view = await link.get(`/api/supplier-links/${token ?? ''}`);
    expect(view.statusCode, view.body).toBe(200);
    const request = view.json<TSupplierRequestView>();
    expect(request.details.rooms).toEqual([]);
    expect(request.details.guests.map((guest) => guest.fullName)).toEqual([
      'Ana Walker',
      'Tom Walker',
    ]);

    const cars = await t.signIn('supplier.cars', 'supplier', DEMO_PASSWORD);
    const current = await cars.get(`/api/supplier/requests?list=current&q=${reference}`);
    expect(current.json<TPaginated<TSupplierRequestListItem>>().data[0]?.leadGuest).toBe(
      'Mrs Ana Walker',
    );
  });
});
