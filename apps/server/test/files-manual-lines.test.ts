import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminFileView,
  TFileChangeResponse,
  TFileView,
  TServiceLineView,
} from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import { auditLog } from '../src/db/schema/audit-log';
import { products } from '../src/db/schema/catalogue-products';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { suppliers } from '../src/db/schema/suppliers';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

/**
 * Manual services (issue 9): a consultant adds a service the catalogue does not sell, priced by
 * hand, to a custom quote or to a booking. It keeps its price through repricing, is requested
 * from its supplier with the booking and billed like any other service.
 */

let world: TFilesTestWorld;
let consultant: TestClient;
let accountant: TestClient;
let hotelProductId: number;
let supplier: { id: number; name: string; email: string };
let nzAgent: { agencyId: number; agentId: number };

const GUIDE = {
  serviceTypeCode: 'GU',
  name: 'Private guide: Waitomo caves',
  span: 1,
  quantity: 1,
  startTime: '0930',
  costCents: 40_000,
  sellCents: 60_000,
  remarks: 'Guide meets the guests at the hotel',
};

beforeAll(async () => {
  world = await buildFilesWorld();
  const [c, a] = await Promise.all([
    buildAdmin(world.t, { roles: ['consultant'], name: 'Carla Consultant' }),
    buildAdmin(world.t, { roles: ['accountant'] }),
  ]);
  consultant = await world.t.signIn(c.username, 'admin', c.password);
  accountant = await world.t.signIn(a.username, 'admin', a.password);
  const [hotel] = await world.t.db
    .select({ id: products.id, supplierId: products.supplierId })
    .from(products)
    .where(eq(products.code, 'HARBAKL-SUP'));
  if (!hotel) throw new Error('No demo hotel');
  hotelProductId = hotel.id;
  const quote = await world.createQuote(world.nzAgent, { bookingName: 'Whose agency' });
  nzAgent = { agencyId: quote.agencyId, agentId: quote.agentId };
  const [row] = await world.t.db
    .select({ id: suppliers.id, name: suppliers.name, email: suppliers.email })
    .from(suppliers)
    .where(eq(suppliers.id, hotel.supplierId));
  if (!row) throw new Error('No demo supplier');
  supplier = row;
});
afterAll(() => world.t.close());

async function customQuote(bookingName: string, travelDate = '2030-05-10'): Promise<string> {
  const response = await consultant.post('/api/admin/client-files', {
    agencyId: nzAgent.agencyId,
    agentId: nzAgent.agentId,
    bookingName,
    travelDate,
    nights: 3,
    rooms: [{ roomType: 'DB', adults: 2 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ reference: string }>().reference;
}

async function addManual(client: TestClient, reference: string, body: Record<string, unknown>) {
  return client.post(`/api/admin/client-files/${reference}/manual-lines`, {
    supplierId: supplier.id,
    ...GUIDE,
    ...body,
  });
}

function manualLineOf(file: Pick<TFileView, 'days'>): TServiceLineView {
  const line = linesOf(file).find((candidate) => candidate.isManual);
  if (!line) throw new Error('no manual line');
  return line;
}

async function invoicesOf(reference: string) {
  const response = await world.nzAgent.get(`/api/app/files/${reference}/invoices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileInvoices>();
}

describe('a manual service on a quote', () => {
  it('joins the quote On Request at the price given, split by the agency’s commission rule', async () => {
    const reference = await customQuote('Manual on a quote');
    const response = await addManual(consultant, reference, { date: '2030-05-11' });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json<TFileChangeResponse>().file;
    const line = manualLineOf(file);
    // Kiwi Horizons Travel keeps a 20% commission (demo markup rules).
    expect(line).toMatchObject({
      productId: null,
      isManual: true,
      supplierId: supplier.id,
      supplierName: supplier.name,
      serviceTypeCode: 'GU',
      name: GUIDE.name,
      dayNumber: 2,
      date: '2030-05-11',
      endDate: '2030-05-11',
      startTime: '0930',
      status: 'On Request',
      sellCents: 60_000,
      commissionCents: 12_000,
      netCents: 48_000,
      remarks: GUIDE.remarks,
    });
    expect(file.totals).toMatchObject({ sellCents: 60_000, netCents: 48_000 });
    // The agent sees it, never its cost.
    const agentView = await world.nzAgent.get(`/api/app/files/${reference}`);
    expect(manualLineOf(agentView.json<TFileView>()).sellCents).toBe(60_000);
    expect(agentView.body).not.toContain('costCents');
    const admin = (await world.admin.get(`/api/admin/files/${reference}`)).json<TAdminFileView>();
    // Margin without GST: (48 000 − 6 261 GST) − (40 000 − 5 217 GST) = 41 739 − 34 783.
    expect(admin.totals).toMatchObject({ costCents: 40_000, marginExGstCents: 6_956 });
  });

  it('keeps its price when the quote is repriced or moved to other dates', async () => {
    const reference = await customQuote('Manual kept');
    await addManual(consultant, reference, { date: '2030-05-11' });
    const catalogue = await consultant.post(`/api/admin/client-files/${reference}/lines`, {
      productId: hotelProductId,
      date: '2030-05-10',
      span: 2,
    });
    expect(catalogue.statusCode, catalogue.body).toBe(200);

    const repriced = await world.nzAgent.post(`/api/app/files/${reference}/reprice`);
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(manualLineOf(repriced.json<TFileChangeResponse>().file)).toMatchObject({
      sellCents: 60_000,
      netCents: 48_000,
      status: 'On Request',
    });

    const moved = await world.nzAgent.patch(`/api/app/files/${reference}`, {
      travelDate: '2030-05-17',
      rooms: [
        { roomType: 'DB', adults: 2 },
        { roomType: 'SG', adults: 1 },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<TFileChangeResponse>().file;
    expect(manualLineOf(after)).toMatchObject({
      date: '2030-05-18',
      dayNumber: 2,
      sellCents: 60_000,
    });
    const hotel = linesOf(after).find((line) => !line.isManual);
    expect(after.totals.sellCents).toBe(60_000 + (hotel?.sellCents ?? 0));
  });

  it('is requested from its supplier with the booking and billed', async () => {
    const reference = await customQuote('Manual booked');
    await addManual(consultant, reference, { date: '2030-05-11' });
    const mailsBefore = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const requested = await consultant.post(`/api/admin/files/${reference}/status`, {
      to: 'Requested',
      note: '',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const booking = requested.json<TAdminFileView>();
    const line = manualLineOf(booking);
    expect(line.status).toBe('Requested');
    const requests = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.serviceLineId, line.id));
    expect(requests.map((row) => [row.supplierId, row.kind, row.status])).toEqual([
      [supplier.id, 'new', 'sent'],
    ]);
    const mails = await world.t.db
      .select()
      .from(mailOutbox)
      .where(gt(mailOutbox.id, Math.max(0, ...mailsBefore.map((row) => row.id))));
    expect(mails.map((mail) => mail.to)).toEqual([supplier.email]);
    expect(mails[0]?.text).toContain(GUIDE.name);
    const billing = await invoicesOf(reference);
    expect(billing.invoices.map((invoice) => invoice.totalCents)).toEqual([48_000]);

    // Confirming it by hand confirms the booking, like any other service.
    const confirmed = await consultant.post(
      `/api/admin/files/${reference}/lines/${line.id}/status`,
      {
        to: 'Confirmed',
        confirmation: 'GUIDE-77',
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<TAdminFileView>().status).toBe('Confirmed');
  });

  it('is carried into a copy at its price, On Request again', async () => {
    const reference = await customQuote('Manual copied');
    await addManual(consultant, reference, { date: '2030-05-11' });
    await consultant.post(`/api/admin/files/${reference}/status`, { to: 'Requested', note: '' });
    const copy = await world.nzAgent.post(`/api/app/files/${reference}/copy`, {
      travelDate: '2030-06-01',
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = copy.json<TFileView>();
    expect(copied.status).toBe('Quote');
    expect(manualLineOf(copied)).toMatchObject({
      date: '2030-06-02',
      status: 'On Request',
      sellCents: 60_000,
      confirmation: null,
    });
  });
});

describe('a manual service on a booking', () => {
  it('is requested at once, billed the extra, and a confirmed booking becomes an Amendment', async () => {
    const quote = await world.createQuote(world.nzAgent, { bookingName: 'Manual extra' });
    const booked = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = booked.json<TFileView>();
    await consultant.post(`/api/admin/files/${quote.reference}/status`, {
      to: 'Confirmed',
      note: '',
    });

    const response = await addManual(consultant, quote.reference, { date: booking.travelDate });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json<TFileChangeResponse>().file;
    expect(file.status).toBe('Amendment');
    const line = manualLineOf(file);
    expect(line).toMatchObject({ status: 'Requested', sellCents: 60_000, netCents: 48_000 });
    expect(file.totals.netCents).toBe(booking.totals.netCents + 48_000);
    const billing = await invoicesOf(quote.reference);
    expect(billing.invoices.map((invoice) => invoice.totalCents)).toEqual([
      booking.totals.netCents,
      48_000,
    ]);
    const [audit] = await world.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.line-added'), eq(auditLog.entityId, quote.reference)));
    expect(audit?.detail).toMatchObject({ manual: true, supplierId: supplier.id });
  });
});

describe('refusals', () => {
  it('answers 422 for an unknown supplier, a date outside the trip or a bad price', async () => {
    const reference = await customQuote('Manual refused');
    const unknown = await addManual(consultant, reference, {
      supplierId: 999_999,
      date: '2030-05-11',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('supplierId');
    const outside = await addManual(consultant, reference, { date: '2030-06-30' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('date');
    const negative = await addManual(consultant, reference, {
      date: '2030-05-11',
      costCents: -1,
    });
    expect(negative.statusCode).toBe(422);
    const nameless = await addManual(consultant, reference, { date: '2030-05-11', name: ' ' });
    expect(nameless.statusCode).toBe(422);
    const file = (await world.nzAgent.get(`/api/app/files/${reference}`)).json<TFileView>();
    expect(linesOf(file)).toEqual([]);
  });

  it('answers 403 without files.manage-all and 409 on a cancelled file', async () => {
    const reference = await customQuote('Manual forbidden');
    expect((await addManual(accountant, reference, { date: '2030-05-11' })).statusCode).toBe(403);
    expect((await addManual(world.nzAgent, reference, { date: '2030-05-11' })).statusCode).toBe(
      403,
    );
    await consultant.post(`/api/admin/files/${reference}/status`, { to: 'Cancelled', note: '' });
    expect((await addManual(consultant, reference, { date: '2030-05-11' })).statusCode).toBe(409);
  });
});
