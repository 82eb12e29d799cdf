import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCancellationPolicy,
  TCancellationQuote,
} from '@portal/shared/contracts/cancellation';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import { products } from '../src/db/schema/catalogue-products';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { DEMO_PASSWORD } from '../src/db/seed';
import type { TestClient } from './build-test-app';
import { buildFilesWorld, linesOf, TODAY, type TFilesTestWorld } from './files-support';

/**
 * Cancellation fees (issue 24; docs/pricing.md, "Cancellation fees"): a product's policy prices
 * what cancelling a confirmed service costs on the day the cancellation is asked for; the fee
 * stays invoiced, the rest is credited, and the supplier's charge is recorded on the line.
 */

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

/** Sold from allotment, so it is Confirmed when the booking is requested (instant confirmation). */
const ALLOTMENT_HOTEL = 'REMAZQN-SUP';
const HALF_WITHIN_14_DAYS: TCancellationPolicy = {
  nonRefundable: false,
  bands: [
    { withinDays: 14, kind: 'percent', value: 50 },
    { withinDays: 2, kind: 'percent', value: 100 },
  ],
};

async function setPolicy(code: string, policy: TCancellationPolicy | null): Promise<number> {
  const [row] = await world.t.db
    .update(products)
    .set({ cancellationPolicy: policy })
    .where(eq(products.code, code))
    .returning({ id: products.id });
  if (!row) throw new Error(`No product ${code}`);
  return row.id;
}

/** A confirmed booking of two nights in the allotment hotel from `travelDate`. */
async function confirmedHotelBooking(travelDate: string): Promise<TFileView> {
  const [hotel] = await world.t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, ALLOTMENT_HOTEL));
  const created = await world.nzAgent.post('/api/app/files/custom', {
    travelDate,
    nights: 2,
    rooms: [{ roomType: 'DB', adults: 2 }],
    bookingName: 'Cancelling',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { reference } = created.json<TFileView>();
  const added = await world.nzAgent.post(`/api/app/files/${reference}/lines`, {
    productId: hotel?.id,
    date: travelDate,
    span: 2,
  });
  expect(added.statusCode, added.body).toBe(200);
  const booked = await world.nzAgent.post(`/api/app/files/${reference}/request-booking`);
  expect(booked.statusCode, booked.body).toBe(200);
  const file = booked.json<TFileView>();
  expect(file.status).toBe('Confirmed');
  return file;
}

async function invoicesOf(reference: string): Promise<TFileInvoices> {
  const response = await world.nzAgent.get(`/api/app/files/${reference}/invoices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileInvoices>();
}

/** The agent cancels; the back office records the supplier's release (Cancellation → Cancelled). */
async function cancelAndRelease(reference: string): Promise<void> {
  const cancelled = await world.nzAgent.post(`/api/app/files/${reference}/cancel`);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  expect(cancelled.json<TFileView>().status).toBe('Cancellation');
  const released = await world.admin.post(`/api/admin/files/${reference}/status`, {
    to: 'Cancelled',
    note: 'Released by the hotel',
  });
  expect(released.statusCode, released.body).toBe(200);
}

/**
 * The operator's clock set to `date`, with the agent and the back office signed in again (a jump
 * of days ends the sessions signed in before it).
 */
async function signedInOn(date: string): Promise<{ agent: TestClient; admin: TestClient }> {
  world.t.clock.set(new Date(`${date}T00:00:00Z`));
  const [agent, admin] = await Promise.all([
    world.t.signIn('nz.agent', 'agent', DEMO_PASSWORD),
    world.t.signIn('admin', 'admin', DEMO_PASSWORD),
  ]);
  world.nzAgent = agent;
  world.admin = admin;
  return { agent, admin };
}

/** What the agency is still billed: invoices less their credit notes. */
function stillBilled(billing: TFileInvoices): number {
  const invoiced = billing.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  const credited = billing.creditNotes.reduce((sum, note) => sum + note.totalCents, 0);
  return invoiced - credited;
}

async function lineCharges(fileId: number) {
  return world.t.db
    .select({
      fee: fileServiceLines.cancellationFeeCents,
      supplierCharge: fileServiceLines.supplierChargeCents,
      cost: fileServiceLines.costCents,
      net: fileServiceLines.netCents,
      status: fileServiceLines.status,
    })
    .from(fileServiceLines)
    .where(eq(fileServiceLines.fileId, fileId));
}

describe('cancellation fees', () => {
  it('keeps 50% invoiced 10 days before travel, credits the rest and records the supplier charge', async () => {
    await setPolicy(ALLOTMENT_HOTEL, HALF_WITHIN_14_DAYS);
    // Booked four weeks ahead (the allotment releases 14 days before), cancelled 10 days before.
    const booking = await confirmedHotelBooking('2030-03-01');
    const [hotelLine] = linesOf(booking);
    const invoicedBefore = stillBilled(await invoicesOf(booking.reference));
    expect(invoicedBefore).toBe(booking.totals.netCents);

    await signedInOn('2030-02-19');
    const preview = await world.nzAgent.get(`/api/app/files/${booking.reference}/cancellation`);
    expect(preview.statusCode, preview.body).toBe(200);
    const quote = preview.json<TCancellationQuote>();
    const half = Math.round((hotelLine?.netCents ?? 0) / 2);
    expect(quote).toMatchObject({ reference: booking.reference, on: '2030-02-19', feeCents: half });
    expect(quote.lines).toEqual([
      expect.objectContaining({
        lineId: hotelLine?.id,
        daysBefore: 10,
        feeCents: half,
        band: { withinDays: 14, kind: 'percent', value: 50 },
        whole: null,
      }),
    ]);
    expect(quote.refundCents).toBe(booking.totals.netCents - half);
    // The back office sees the same figure.
    const adminPreview = await world.admin.get(
      `/api/admin/files/${booking.reference}/cancellation`,
    );
    expect(adminPreview.json<TCancellationQuote>().feeCents).toBe(half);

    await cancelAndRelease(booking.reference);

    const billing = await invoicesOf(booking.reference);
    expect(stillBilled(billing)).toBe(half);
    expect(billing.creditNotes).toHaveLength(1);
    expect(billing.creditNotes[0]).toMatchObject({
      totalCents: booking.totals.netCents - half,
      reason: `Cancellation of ${booking.reference}, less its cancellation fees`,
    });
    const [charged] = await lineCharges(booking.id);
    expect(charged).toMatchObject({ status: 'Cancelled', fee: half });
    expect(charged?.supplierCharge).toBe(Math.round((charged?.cost ?? 0) / 2));
    expect(charged?.supplierCharge).toBeGreaterThan(0);
    await signedInOn(TODAY);
  });

  it('keeps everything of a non-refundable service and nothing of a product without a policy', async () => {
    await setPolicy(ALLOTMENT_HOTEL, { nonRefundable: true, bands: [] });
    const kept = await confirmedHotelBooking('2030-06-01');
    const preview = await world.nzAgent.get(`/api/app/files/${kept.reference}/cancellation`);
    expect(preview.json<TCancellationQuote>()).toMatchObject({
      feeCents: kept.totals.netCents,
      refundCents: 0,
      lines: [expect.objectContaining({ whole: 'non-refundable', band: null })],
    });
    await cancelAndRelease(kept.reference);
    expect(stillBilled(await invoicesOf(kept.reference))).toBe(kept.totals.netCents);

    await setPolicy(ALLOTMENT_HOTEL, null);
    const free = await confirmedHotelBooking('2030-07-01');
    await cancelAndRelease(free.reference);
    const billing = await invoicesOf(free.reference);
    expect(stillBilled(billing)).toBe(0);
    expect(billing.creditNotes[0]?.reason).toBe(`Cancellation of ${free.reference}`);
  });

  it('charges nothing for a service its supplier has not confirmed', async () => {
    await setPolicy(ALLOTMENT_HOTEL, { nonRefundable: true, bands: [] });
    await world.admin.put('/api/admin/settings/bookings', {
      ...(await world.admin.get('/api/admin/settings/bookings')).json<object>(),
      inventoryConfirmation: 'ask-supplier',
    });
    try {
      const created = await world.nzAgent.post('/api/app/files/custom', {
        travelDate: '2030-02-08',
        nights: 1,
        rooms: [{ roomType: 'DB', adults: 2 }],
        bookingName: 'Unconfirmed',
      });
      const { reference } = created.json<TFileView>();
      const [hotel] = await world.t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, ALLOTMENT_HOTEL));
      await world.nzAgent.post(`/api/app/files/${reference}/lines`, {
        productId: hotel?.id,
        date: '2030-02-08',
        span: 1,
      });
      const booked = await world.nzAgent.post(`/api/app/files/${reference}/request-booking`);
      expect(booked.json<TFileView>().status).toBe('Requested');
      const preview = await world.nzAgent.get(`/api/app/files/${reference}/cancellation`);
      expect(preview.json<TCancellationQuote>().feeCents).toBe(0);
    } finally {
      await world.admin.put('/api/admin/settings/bookings', {
        ...(await world.admin.get('/api/admin/settings/bookings')).json<object>(),
        inventoryConfirmation: 'instant',
      });
    }
  });

  it('answers a quote with no fees and another agency with 404', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const preview = await world.nzAgent.get(`/api/app/files/${quote.reference}/cancellation`);
    expect(preview.json<TCancellationQuote>()).toMatchObject({ feeCents: 0, lines: [] });
    const other = await world.auAgent.get(`/api/app/files/${quote.reference}/cancellation`);
    expect(other.statusCode).toBe(404);
  });

  it('charges the fee of the day the cancellation was asked for, not the day of the release', async () => {
    await setPolicy(ALLOTMENT_HOTEL, HALF_WITHIN_14_DAYS);
    const booking = await confirmedHotelBooking('2030-02-20');
    const cancelled = await world.nzAgent.post(`/api/app/files/${booking.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The hotel takes a fortnight to release: the booking is now within 14 days.
    const { agent, admin } = await signedInOn('2030-02-15');
    const released = await admin.post(`/api/admin/files/${booking.reference}/status`, {
      to: 'Cancelled',
      note: '',
    });
    expect(released.statusCode, released.body).toBe(200);
    const billing = await agent.get(`/api/app/files/${booking.reference}/invoices`);
    expect(stillBilled(billing.json<TFileInvoices>())).toBe(0);
    expect((await lineCharges(booking.id))[0]).toMatchObject({ fee: 0, supplierCharge: 0 });
  });
});
