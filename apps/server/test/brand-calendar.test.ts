import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import { ZPublicSettings } from '@portal/shared/contracts/settings';
import { defaultSettings, type TBrandsSettings } from '@portal/shared/contracts/settings-sections';
import { DEMO_PASSWORD } from '../src/db/seed';
import type { TestClient } from './build-test-app';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';

/**
 * Each brand's "today" is its operator time zone's date (docs/tax.md, "Dates"): the New Zealand
 * brand's Auckland's, the Australian brand's Sydney's unless the back office chooses another.
 * Checked on the dates a booking request writes: the invoice's issue date and its deposit's due date.
 */

let world: TFilesTestWorld;
let nzAgent: TestClient;
let auAgent: TestClient;
let admin: TestClient;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

/** Moves the clock and signs in again (a session left idle for days has expired). */
async function at(instant: string) {
  world.t.clock.set(new Date(instant));
  [nzAgent, auAgent, admin] = await Promise.all([
    world.t.signIn('nz.agent', 'agent', DEMO_PASSWORD),
    world.t.signIn('au.agent', 'agent', DEMO_PASSWORD),
    world.t.signIn('admin', 'admin', DEMO_PASSWORD),
  ]);
}

async function requestedInvoice(client: TestClient, quote: TFileView) {
  const requested = await client.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(requested.statusCode, requested.body).toBe(200);
  const response = await client.get(`/api/app/files/${quote.reference}/invoices`);
  expect(response.statusCode, response.body).toBe(200);
  const [invoice] = response.json<TFileInvoices>().invoices;
  if (!invoice) throw new Error(`no invoice for ${quote.reference}`);
  return invoice;
}

const nzBooking = () =>
  world
    .createQuote(nzAgent, { travelDate: '2030-06-03' })
    .then((quote) => requestedInvoice(nzAgent, quote));
const auBooking = () =>
  world
    .createQuote(auAgent, {
      packageId: world.packageId('AU-RRF-6'),
      travelDate: '2030-06-02',
      accommodationClass: 'standard',
    })
    .then((quote) => requestedInvoice(auAgent, quote));

async function saveBrands(brands: TBrandsSettings) {
  const response = await admin.put('/api/admin/settings/brands', brands);
  expect(response.statusCode, response.body).toBe(200);
}

describe("each brand's today", () => {
  it('at 08:00 in New Zealand dates both brands on the local date, not the UTC date', async () => {
    // 19:00 UTC on 9 Feb: 08:00 on 10 Feb in Auckland, 06:00 on 10 Feb in Sydney.
    await at('2030-02-09T19:00:00Z');
    const nz = await nzBooking();
    expect(nz.issuedOn).toBe('2030-02-10');
    expect(nz.depositDueOn).toBe('2030-02-10');
    const au = await auBooking();
    expect(au.issuedOn).toBe('2030-02-10');
  });

  it("dates an Australian booking on Sydney's date while New Zealand's has moved on", async () => {
    // 12:30 UTC on 9 Feb: 01:30 on 10 Feb in Auckland, still 23:30 on 9 Feb in Sydney.
    await at('2030-02-09T12:30:00Z');
    expect((await nzBooking()).issuedOn).toBe('2030-02-10');
    const au = await auBooking();
    expect(au.issuedOn).toBe('2030-02-09');
    expect(au.depositDueOn).toBe('2030-02-09');
  });

  it('follows the time zone the back office gives a brand, and tells the browser', async () => {
    const defaults = defaultSettings().brands;
    // 14:30 UTC on 9 Feb: 01:30 on 10 Feb in Sydney, 22:30 on 9 Feb in Perth.
    await at('2030-02-09T14:30:00Z');
    expect((await auBooking()).issuedOn).toBe('2030-02-10');

    await saveBrands({ ...defaults, AU: { ...defaults.AU, timeZone: 'Australia/Perth' } });
    try {
      expect((await auBooking()).issuedOn).toBe('2030-02-09');
      const settings = ZPublicSettings.parse(
        (await world.t.client().get('/api/get-settings')).json(),
      );
      expect(settings.env.brands.map(({ code, timeZone }) => ({ code, timeZone }))).toEqual([
        { code: 'NZ', timeZone: 'Pacific/Auckland' },
        { code: 'AU', timeZone: 'Australia/Perth' },
      ]);
    } finally {
      await saveBrands(defaults);
    }
  });

  it('refuses a time zone that is not on the list', async () => {
    await at('2030-02-09T14:30:00Z');
    const defaults = defaultSettings().brands;
    const response = await admin.put('/api/admin/settings/brands', {
      ...defaults,
      AU: { ...defaults.AU, timeZone: 'Mars/Olympus' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'AU.timeZone': ['Choose a time zone from the list'],
    });
  });
});
