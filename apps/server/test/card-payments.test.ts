import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TCardPaymentList, TCardPaymentView } from '@portal/shared/contracts/invoices-admin';
import { payments } from '../src/db/schema/finance';
import { paymentSessions } from '../src/db/schema/online-payments';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
let accountant: TestClient;
let consultant: TestClient;
let nzFile: TFileView;
let auFile: TFileView;

async function book(client: TestClient, overrides = {}): Promise<TFileView> {
  const quote = await world.createQuote(client, overrides);
  const response = await client.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileView>();
}

async function list(query = ''): Promise<TCardPaymentList> {
  const response = await accountant.get(`/api/admin/payments${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TCardPaymentList>();
}

beforeAll(async () => {
  world = await buildFilesWorld();
  const [a, c] = await Promise.all([
    buildAdmin(world.t, { roles: ['accountant'] }),
    buildAdmin(world.t, { roles: ['consultant'] }),
  ]);
  accountant = await world.t.signIn(a.username, 'admin', a.password);
  consultant = await world.t.signIn(c.username, 'admin', c.password);
  nzFile = await book(world.nzAgent);
  auFile = await book(world.auAgent, {
    packageId: world.packageId('AU-RRF-6'),
    travelDate: '2030-04-07',
    accommodationClass: 'standard',
  });
});
afterAll(() => world.t.close());

describe('card payments', () => {
  let created: TCardPaymentView;

  it('records a card payment against a file, and only finance staff may', async () => {
    const response = await accountant.post('/api/admin/payments', {
      fileReference: nzFile.reference,
      amountCents: 12_345,
      reference: 'VISA 4242',
      notes: 'Phoned in by the agency',
      receivedOn: '2030-02-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<TCardPaymentView>();
    expect(created).toMatchObject({
      fileReference: nzFile.reference,
      amountCents: 12_345,
      currency: 'NZD',
      channel: 'back-office',
      reference: 'VISA 4242',
      notes: 'Phoned in by the agency',
      agencyName: 'Kiwi Horizons Travel',
    });
    const [row] = await world.t.db.select().from(payments).where(eq(payments.id, created.id));
    expect(row?.method).toBe('credit-card');

    const denied = await consultant.post('/api/admin/payments', {
      fileReference: nzFile.reference,
      amountCents: 1,
      receivedOn: '2030-02-01',
    });
    expect(denied.statusCode).toBe(403);
    expect((await consultant.get('/api/admin/payments')).statusCode).toBe(403);
    expect((await world.nzAgent.get('/api/admin/payments')).statusCode).toBe(403);
    const unknownFile = await accountant.post('/api/admin/payments', {
      fileReference: 'NZ-999999',
      amountCents: 1,
      receivedOn: '2030-02-01',
    });
    expect(unknownFile.statusCode).toBe(404);
    const invalid = await accountant.post('/api/admin/payments', {
      fileReference: nzFile.reference,
      amountCents: 0.5,
      receivedOn: 'tomorrow',
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('lists card payments (online ones too) with filters, pages and a CSV of the same', async () => {
    await accountant.post(`/api/admin/files/${auFile.reference}/payments`, {
      amountCents: 50_000,
      method: 'credit-card',
      reference: 'AMEX',
      receivedOn: '2030-02-03',
    });
    // A bank transfer is not a card payment.
    await accountant.post(`/api/admin/files/${nzFile.reference}/payments`, {
      amountCents: 777,
      method: 'bank-transfer',
      receivedOn: '2030-02-01',
    });
    // An online payment: the session that recorded it points at it.
    const online = await accountant.post('/api/admin/payments', {
      fileReference: nzFile.reference,
      amountCents: 2_000,
      receivedOn: '2030-02-02',
    });
    const onlineId = online.json<TCardPaymentView>().id;
    const [invoice] = (await accountant.get(`/api/admin/files/${nzFile.reference}/billing`)).json<{
      invoices: { id: number }[];
    }>().invoices;
    await world.t.db.insert(paymentSessions).values({
      token: 'card-payments-test-token',
      fileId: nzFile.id,
      invoiceId: invoice?.id ?? 0,
      purpose: 'deposit',
      amountCents: 2_000,
      currency: 'NZD',
      provider: 'sandbox',
      status: 'paid',
      createdByKind: 'agent',
      expiresAt: new Date('2030-02-03T00:00:00Z'),
      paymentId: onlineId,
    });

    const all = await list();
    expect(all.meta.total).toBe(3);
    expect(all.data.map((row) => row.amountCents)).toEqual([50_000, 2_000, 12_345]);
    expect(all.data.find((row) => row.id === onlineId)?.channel).toBe('online');

    expect((await list('?channel=online')).data.map((row) => row.id)).toEqual([onlineId]);
    expect((await list('?channel=back-office')).meta.total).toBe(2);
    expect((await list(`?fileReference=${nzFile.reference}`)).meta.total).toBe(2);
    expect((await list('?agency=southern%20cross')).data.map((r) => r.reference)).toEqual(['AMEX']);
    expect((await list('?from=2030-02-02&to=2030-02-02')).data.map((r) => r.id)).toEqual([
      onlineId,
    ]);
    expect((await list('?minCents=2000&maxCents=20000')).meta.total).toBe(2);
    const paged = await list('?per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ current_page: 2, last_page: 3, total: 3 });
    expect((await accountant.get('/api/admin/payments?minCents=-1')).statusCode).toBe(422);

    const csv = await accountant.get(
      `/api/admin/payments/export.csv?fileReference=${nzFile.reference}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Received,File,Booking name,Agency,Channel,Currency,Amount,Reference,Notes,Recorded by',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('123.45');
    expect(lines[2]).toContain('"Phoned in by the agency"');
  });

  it('edits only the reference and notes, with a file event', async () => {
    const response = await accountant.patch(`/api/admin/payments/${created.id}`, {
      reference: 'VISA 4242 auth 991',
      notes: '',
      amountCents: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TCardPaymentView>()).toMatchObject({
      reference: 'VISA 4242 auth 991',
      notes: '',
      amountCents: 12_345,
    });
    const fetched = await accountant.get(`/api/admin/payments/${created.id}`);
    expect(fetched.json<TCardPaymentView>().reference).toBe('VISA 4242 auth 991');
    const events = await world.admin.get(
      `/api/admin/files/${nzFile.reference}/events?per_page=100`,
    );
    expect(events.json<{ data: { action: string }[] }>().data.map((e) => e.action)).toContain(
      'payment.updated',
    );
    expect((await accountant.get('/api/admin/payments/999999')).statusCode).toBe(404);
    const missing = await accountant.patch('/api/admin/payments/999999', {
      reference: '',
      notes: '',
    });
    expect(missing.statusCode).toBe(404);
  });
});
