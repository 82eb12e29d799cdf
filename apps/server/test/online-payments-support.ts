import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices, TInvoiceView } from '@portal/shared/contracts/invoices';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { payments } from '../src/db/schema/finance';
import { DEMO_PASSWORD } from '../src/db/seed';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';
import { TODAY } from './files-support';

export interface TPaymentsWorld {
  t: TTestApp;
  nzAgent: TestClient;
  nzAgencyAdmin: TestClient;
  auAgent: TestClient;
  admin: TestClient;
  /** A booking (requested, so invoiced) made by `client`, with its one invoice. */
  bookFile(
    client: TestClient,
    overrides?: { travelDate?: string; bookingName?: string },
  ): Promise<{ file: TFileView; invoice: TInvoiceView }>;
  invoiceOf(client: TestClient, reference: string): Promise<TInvoiceView>;
}

/** The demo data on a fresh app (operator date TODAY), with signed-in browsers for each role. */
export async function buildPaymentsWorld(
  config: Record<string, string> = {},
): Promise<TPaymentsWorld> {
  const t = await buildTestApp({
    config,
    clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)),
    seed: 'demo',
  });
  const [nzAgent, nzAgencyAdmin, auAgent, admin] = await Promise.all([
    t.signIn('nz.agent', 'agent', DEMO_PASSWORD),
    t.signIn('nz.agencyadmin', 'agent', DEMO_PASSWORD),
    t.signIn('au.agent', 'agent', DEMO_PASSWORD),
    t.signIn('admin', 'admin', DEMO_PASSWORD),
  ]);
  const list = await admin.get('/api/admin/packages?per_page=100');
  const packageId = list
    .json<TPaginated<{ id: number; code: string }>>()
    .data.find((pkg) => pkg.code === 'NZ-NIE-7')?.id;
  if (!packageId) throw new Error('No demo package NZ-NIE-7');

  async function invoiceOf(client: TestClient, reference: string): Promise<TInvoiceView> {
    const response = await client.get(`/api/app/files/${reference}/invoices`);
    expect(response.statusCode, response.body).toBe(200);
    const [invoice] = response.json<TFileInvoices>().invoices;
    if (!invoice) throw new Error(`${reference} has no invoice`);
    return invoice;
  }

  return {
    t,
    nzAgent,
    nzAgencyAdmin,
    auAgent,
    admin,
    invoiceOf,
    async bookFile(client, overrides = {}) {
      const created = await client.post('/api/app/files', {
        packageId,
        travelDate: overrides.travelDate ?? '2030-06-03',
        accommodationClass: 'superior',
        rooms: [{ roomType: 'DB', adults: 2 }],
        bookingName: overrides.bookingName ?? 'Online payer',
        yourReference: '',
      });
      expect(created.statusCode, created.body).toBe(201);
      const quote = created.json<TFileView>();
      const booked = await client.post(`/api/app/files/${quote.reference}/request-booking`);
      expect(booked.statusCode, booked.body).toBe(200);
      const file = booked.json<TFileView>();
      return { file, invoice: await invoiceOf(client, file.reference) };
    },
  };
}

export async function paymentRowsOf(t: Pick<TTestApp, 'db'>, fileId: number) {
  return t.db.select().from(payments).where(eq(payments.fileId, fileId));
}

/**
 * No surprise network: any fetch to a host other than this machine fails the test (the local
 * Stripe stand-in listens on 127.0.0.1). Returns the spy so a test can count calls.
 */
export function guardNetwork() {
  const realFetch = globalThis.fetch;
  const spy = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== '127.0.0.1') {
      throw new Error(`Unexpected network request to ${url.origin} in a test`);
    }
    return realFetch(input, init);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
