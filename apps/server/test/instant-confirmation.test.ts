import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFileView, TFileView } from '@portal/shared/contracts/files';
import { defaultSettings } from '@portal/shared/contracts/settings-sections';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { productAvailability } from '../src/db/schema/catalogue-availability';
import { products } from '../src/db/schema/catalogue-products';
import { suppliers } from '../src/db/schema/suppliers';
import type { TestClient } from './build-test-app';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

/**
 * Instant confirmation (issue 24; docs/pricing.md): a service sold from the operator's allotment
 * or a free sell is Confirmed when the booking is requested and its supplier gets a booking
 * notice; an on-request service is asked as before; a booking whose every service is sold from
 * inventory is Confirmed at once.
 */

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

const ALLOTMENT_HOTEL = 'REMAZQN-SUP';
const ON_REQUEST_TOUR = 'ALPGUID-ZQN-FULL';
const SERVICE_LINK = /\/supplier\/service\/([A-Za-z0-9_-]{20,100})/;

async function productOf(code: string): Promise<{ id: number; supplierEmail: string }> {
  const [row] = await world.t.db
    .select({ id: products.id, supplierEmail: suppliers.email })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row;
}

async function allotmentUsed(productId: number, dates: string[]): Promise<number[]> {
  const rows = await world.t.db
    .select({ used: productAvailability.allotmentUsed })
    .from(productAvailability)
    .where(
      and(eq(productAvailability.productId, productId), inArray(productAvailability.date, dates)),
    )
    .orderBy(productAvailability.date);
  return rows.map((row) => row.used);
}

async function requestsOf(fileId: number) {
  return world.t.db
    .select({
      lineId: supplierRequests.serviceLineId,
      kind: supplierRequests.kind,
      status: supplierRequests.status,
      confirmation: supplierRequests.confirmation,
    })
    .from(supplierRequests)
    .where(eq(supplierRequests.fileId, fileId))
    .orderBy(supplierRequests.id);
}

async function lastMailId(): Promise<number> {
  const rows = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

async function mailsAfter(id: number) {
  return world.t.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(mailOutbox.id);
}

/** A custom quote of two nights in the allotment hotel, with `extra` services added. */
async function hotelQuote(
  client: TestClient,
  extra: { productId: number; date: string; span: number }[] = [],
): Promise<TFileView> {
  const created = await client.post('/api/app/files/custom', {
    travelDate: '2030-05-04',
    nights: 2,
    rooms: [{ roomType: 'DB', adults: 2 }],
    bookingName: 'Instant',
  });
  expect(created.statusCode, created.body).toBe(201);
  let file = created.json<TFileView>();
  const hotel = await productOf(ALLOTMENT_HOTEL);
  for (const line of [{ productId: hotel.id, date: '2030-05-04', span: 2 }, ...extra]) {
    const added = await client.post(`/api/app/files/${file.reference}/lines`, line);
    expect(added.statusCode, added.body).toBe(200);
    file = added.json<{ file: TFileView }>().file;
  }
  return file;
}

async function requestBooking(reference: string): Promise<TFileView> {
  const response = await world.nzAgent.post(`/api/app/files/${reference}/request-booking`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileView>();
}

describe('instant confirmation from allotment', () => {
  it('confirms the allotment hotel at once and notifies it; the on-request tour is asked', async () => {
    const hotel = await productOf(ALLOTMENT_HOTEL);
    const tour = await productOf(ON_REQUEST_TOUR);
    const quote = await hotelQuote(world.nzAgent, [
      { productId: tour.id, date: '2030-05-05', span: 1 },
    ]);
    const quoted = new Map(linesOf(quote).map((line) => [line.productId, line.status]));
    expect(quoted.get(hotel.id)).toBe('Allotment');
    expect(quoted.get(tour.id)).toBe('On Request');
    const nights = ['2030-05-04', '2030-05-05'];
    const usedBefore = await allotmentUsed(hotel.id, nights);
    const mailBefore = await lastMailId();

    const booked = await requestBooking(quote.reference);

    expect(booked.status).toBe('Requested');
    const hotelLine = linesOf(booked).find((line) => line.productId === hotel.id);
    const tourLine = linesOf(booked).find((line) => line.productId === tour.id);
    expect(hotelLine).toMatchObject({ status: 'Confirmed', hasAllotmentHeld: true });
    expect(tourLine?.status).toBe('Requested');
    expect(await allotmentUsed(hotel.id, nights)).toEqual(usedBefore.map((used) => used + 1));

    const requests = await requestsOf(booked.id);
    expect(requests).toEqual(
      expect.arrayContaining([
        {
          lineId: hotelLine?.id,
          kind: 'notice',
          status: 'confirmed',
          confirmation: booked.reference,
        },
        { lineId: tourLine?.id, kind: 'new', status: 'sent', confirmation: null },
      ]),
    );
    expect(requests).toHaveLength(2);

    const mails = await mailsAfter(mailBefore);
    const hotelMail = mails.find((mail) => mail.to === hotel.supplierEmail);
    expect(hotelMail?.subject).toBe(`Booking notice ${booked.reference} - Instant`);
    expect(hotelMail?.text).toContain(`confirmed under our reference ${booked.reference}`);
    expect(hotelMail?.text).not.toContain('Please confirm');
    const tourMail = mails.find((mail) => mail.to === tour.supplierEmail);
    expect(tourMail?.subject).toBe(`Booking request ${booked.reference} - Instant`);

    // The tour's supplier confirms: every service is confirmed, so is the booking.
    const token = tourMail?.text.match(SERVICE_LINK)?.[1] ?? '';
    const answered = await world.t
      .client({ remoteAddress: '10.24.0.1' })
      .post(`/api/supplier-links/${token}/answer`, { answer: 'confirm', confirmation: 'KG-77' });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = (await world.nzAgent.get(`/api/app/files/${booked.reference}`)).json<TFileView>();
    expect(after.status).toBe('Confirmed');
  });

  it('confirms a booking at once when every service is sold from allotment or free sell', async () => {
    const quote = await hotelQuote(world.nzAgent);
    const booked = await requestBooking(quote.reference);

    expect(booked.status).toBe('Confirmed');
    expect(linesOf(booked).map((line) => line.status)).toEqual(['Confirmed']);
    const requests = await requestsOf(booked.id);
    expect(requests.map((request) => `${request.kind}/${request.status}`)).toEqual([
      'notice/confirmed',
    ]);
    const admin = (
      await world.admin.get(`/api/admin/files/${booked.reference}`)
    ).json<TAdminFileView>();
    expect(admin.status).toBe('Confirmed');
  });

  it('lets the supplier decline a notice it cannot honour, and alerts the back office', async () => {
    const hotel = await productOf(ALLOTMENT_HOTEL);
    const mailBefore = await lastMailId();
    const booked = await requestBooking((await hotelQuote(world.nzAgent)).reference);
    const notice = (await mailsAfter(mailBefore)).find((mail) => mail.to === hotel.supplierEmail);
    const token = notice?.text.match(SERVICE_LINK)?.[1] ?? '';
    const browser = world.t.client({ remoteAddress: '10.24.0.2' });
    const view = await browser.get(`/api/supplier-links/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ kind: 'notice', status: 'confirmed' });
    // Nothing to answer: confirming again changes nothing.
    const again = await browser.post(`/api/supplier-links/${token}/answer`, {
      answer: 'confirm',
      confirmation: booked.reference,
    });
    expect(again.statusCode, again.body).toBe(200);

    const declined = await browser.post(`/api/supplier-links/${token}/answer`, {
      answer: 'decline',
      reason: 'Overbooked by a wedding',
      replaces: 'confirmed',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = (await world.nzAgent.get(`/api/app/files/${booked.reference}`)).json<TFileView>();
    expect(linesOf(after).map((line) => line.status)).toEqual(['Unable']);
    const alerts = await world.admin.get(`/api/admin/booking-alerts?q=${booked.reference}`);
    expect(alerts.statusCode, alerts.body).toBe(200);
    expect(alerts.json().data).toEqual([
      expect.objectContaining({ kind: 'supplier-declined', bookingReference: booked.reference }),
    ]);
  });

  it('asks a supplier that confirms every booking itself, even from its allotment', async () => {
    const created = await world.nzAgent.post('/api/app/files/custom', {
      travelDate: '2030-05-04',
      nights: 1,
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: 'Harbourview',
    });
    expect(created.statusCode, created.body).toBe(201);
    const harbourview = await productOf('HARBAKL-SUP');
    const added = await world.nzAgent.post(
      `/api/app/files/${created.json<TFileView>().reference}/lines`,
      { productId: harbourview.id, date: '2030-05-04', span: 1 },
    );
    expect(added.statusCode, added.body).toBe(200);
    const quote = added.json<{ file: TFileView }>().file;
    expect(linesOf(quote).map((line) => line.status)).toEqual(['Allotment']);
    // The demo's Harbourview confirms every booking in the supplier app itself.
    const supplier = await world.admin.get(`/api/admin/suppliers?q=HARBAKL`);
    expect(supplier.json().data[0]).toMatchObject({ code: 'HARBAKL', confirmsEveryBooking: true });

    const booked = await requestBooking(quote.reference);
    expect(booked.status).toBe('Requested');
    expect(linesOf(booked)).toEqual([
      expect.objectContaining({ status: 'Requested', hasAllotmentHeld: true }),
    ]);
    expect((await requestsOf(booked.id)).map((row) => `${row.kind}/${row.status}`)).toEqual([
      'new/sent',
    ]);
  });

  it('asks every supplier when the booking settings turn instant confirmation off', async () => {
    const settingsPut = (inventoryConfirmation: 'instant' | 'ask-supplier') =>
      world.admin.put('/api/admin/settings/bookings', {
        ...defaultSettings().bookings,
        inventoryConfirmation,
      });
    expect((await settingsPut('ask-supplier')).statusCode).toBe(200);
    try {
      const booked = await requestBooking((await hotelQuote(world.nzAgent)).reference);
      expect(booked.status).toBe('Requested');
      expect(linesOf(booked).map((line) => line.status)).toEqual(['Requested']);
      expect((await requestsOf(booked.id)).map((request) => request.kind)).toEqual(['new']);
    } finally {
      expect((await settingsPut('instant')).statusCode).toBe(200);
    }
  });

  it('refuses a setting it does not know with a field error', async () => {
    const response = await world.admin.put('/api/admin/settings/bookings', {
      ...defaultSettings().bookings,
      inventoryConfirmation: 'sometimes',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('inventoryConfirmation');
  });

  it('keeps a confirmed booking Confirmed when the back office adds a free-sell service', async () => {
    const booked = await requestBooking((await hotelQuote(world.nzAgent)).reference);
    expect(booked.status).toBe('Confirmed');
    const transfer = await productOf('ZQNXFER-APT');
    const added = await world.admin.post(`/api/admin/client-files/${booked.reference}/lines`, {
      productId: transfer.id,
      date: '2030-05-04',
      span: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const file = added.json<{ file: TFileView }>().file;
    expect(file.status).toBe('Confirmed');
    const line = linesOf(file).find((candidate) => candidate.productId === transfer.id);
    expect(line?.status).toBe('Confirmed');
    expect((await requestsOf(booked.id)).map((request) => request.kind)).toEqual([
      'notice',
      'notice',
    ]);
  });
});
