import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFileView, TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import { defaultSettings } from '@portal/shared/contracts/settings-sections';
import { buildFilesWorld, linesOf, TODAY, type TFilesTestWorld } from './files-support';

/**
 * Invoice timing, a booking setting per brand: at request (the default) or once every service is
 * confirmed. The deposit falls due on the invoice's date, so it follows the timing.
 */

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  const response = await world.admin.put('/api/admin/settings/bookings', {
    ...defaultSettings().bookings,
    inventoryConfirmation: 'ask-supplier',
    invoiceTimingNZ: 'confirmation',
  });
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(() => world.t.close());

/** What the New Zealand agent sees on a booking's invoices tab. */
async function invoicesOf(reference: string): Promise<TFileInvoices> {
  const response = await world.nzAgent.get(`/api/app/files/${reference}/invoices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileInvoices>();
}

async function requested(quote: TFileView, agent = world.nzAgent): Promise<TFileView> {
  const response = await agent.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileView>();
}

describe('invoice timing per brand', () => {
  it('invoices a New Zealand booking only once every service is confirmed', async () => {
    const booking = await requested(await world.createQuote(world.nzAgent));
    expect((await invoicesOf(booking.reference)).invoices).toEqual([]);

    let file: TAdminFileView | null = null;
    for (const line of linesOf(booking)) {
      const answer = await world.admin.post(
        `/api/admin/files/${booking.reference}/lines/${line.id}/status`,
        { to: 'Confirmed', confirmation: `C-${line.id}` },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      file = answer.json<TAdminFileView>();
      if (file.status !== 'Confirmed') {
        // Not every service is confirmed yet: still nothing to pay.
        expect((await invoicesOf(booking.reference)).invoices).toEqual([]);
      }
    }
    expect(file?.status).toBe('Confirmed');
    const { invoices } = await invoicesOf(booking.reference);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      totalCents: booking.totals.netCents,
      issuedOn: TODAY,
      depositDueOn: TODAY,
    });
  });

  it('still invoices the Australian brand at request, its default', async () => {
    const booking = await requested(
      await world.createQuote(world.auAgent, {
        packageId: world.packageId('AU-RRF-6'),
        travelDate: '2030-04-07',
        accommodationClass: 'standard',
      }),
      world.auAgent,
    );
    const response = await world.auAgent.get(`/api/app/files/${booking.reference}/invoices`);
    expect(response.json<TFileInvoices>().invoices.map((invoice) => invoice.totalCents)).toEqual([
      booking.totals.netCents,
    ]);
  });

  it('lets the back office invoice a waiting booking early, and bills it as usual after', async () => {
    const booking = await requested(await world.createQuote(world.nzAgent));
    const issued = await world.admin.post(`/api/admin/files/${booking.reference}/invoices`);
    expect(issued.statusCode, issued.body).toBe(201);
    const { invoices } = await invoicesOf(booking.reference);
    expect(invoices.map((invoice) => invoice.totalCents)).toEqual([booking.totals.netCents]);

    // Cancelling a service credits its net: once invoiced, the timing no longer matters.
    const line = linesOf(booking).find((candidate) => candidate.netCents > 0);
    if (!line) throw new Error('no priced line');
    const cancelled = await world.admin.post(
      `/api/admin/files/${booking.reference}/lines/${line.id}/status`,
      { to: 'Cancelled', note: 'Guest changed plans' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await invoicesOf(booking.reference);
    expect(after.creditNotes.map((note) => note.totalCents)).toEqual([line.netCents]);
  });
});
