import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue-products';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';
import { pdfText } from './pdf-text';

/**
 * Service vouchers (issue 24): a PDF per confirmed service, for the file's agency and the back
 * office, carrying the confirmation number and the product's voucher text; none before the
 * service is confirmed, and none for another agency's file.
 */

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

async function productOf(code: string) {
  const [row] = await world.t.db.select().from(products).where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row;
}

/** One night in `code`, two named guests, requested by the NZ agent. */
async function bookedStay(code: string): Promise<TFileView> {
  const created = await world.nzAgent.post('/api/app/files/custom', {
    travelDate: '2030-05-04',
    nights: 1,
    rooms: [
      {
        roomType: 'DB',
        adults: 2,
        guests: [
          { title: 'Mr', fullName: 'Tom Walker' },
          { title: 'Mrs', fullName: 'Ana Walker' },
        ],
      },
    ],
    bookingName: 'Walker voucher',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { reference } = created.json<TFileView>();
  const product = await productOf(code);
  const added = await world.nzAgent.post(`/api/app/files/${reference}/lines`, {
    productId: product.id,
    date: '2030-05-04',
    span: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  const booked = await world.nzAgent.post(`/api/app/files/${reference}/request-booking`);
  expect(booked.statusCode, booked.body).toBe(200);
  return booked.json<TFileView>();
}

const voucherUrl = (area: 'app' | 'admin', file: TFileView, lineId: number) =>
  `/api/${area}/files/${file.reference}/lines/${lineId}/voucher.pdf`;

describe('service vouchers', () => {
  it('prints the confirmation number, the service, the guests and the voucher text', async () => {
    // Sold from allotment: confirmed at once under the booking's reference.
    const booked = await bookedStay('REMAZQN-SUP');
    const [line] = linesOf(booked);
    expect(line?.status).toBe('Confirmed');
    const product = await productOf('REMAZQN-SUP');
    expect(product.voucherText).not.toBe('');

    const response = await world.nzAgent.get(voucherUrl('app', booked, line?.id ?? 0));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `voucher-${booked.reference}-${line?.id}.pdf`,
    );
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`Confirmation number: ${booked.reference}`);
    expect(text).toContain('Remarkables View Hotel');
    expect(text).toContain('04 May 2030 to 05 May 2030');
    expect(text).toContain('Mr Tom Walker, Mrs Ana Walker');
    expect(text).toContain(product.voucherText.replace(/\s+/g, ' '));
    expect(text).toContain('Fernway New Zealand');

    // The back office downloads the same voucher.
    const staff = await world.admin.get(voucherUrl('admin', booked, line?.id ?? 0));
    expect(staff.statusCode, staff.body).toBe(200);
  });

  it('has none before the supplier confirms, then prints its number without the suffix', async () => {
    // Harbourview confirms every booking itself: Requested until it answers.
    const booked = await bookedStay('HARBAKL-SUP');
    const [line] = linesOf(booked);
    expect(line?.status).toBe('Requested');
    const early = await world.nzAgent.get(voucherUrl('app', booked, line?.id ?? 0));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/issued once the service is confirmed/);

    const confirmed = await world.admin.post(
      `/api/admin/files/${booked.reference}/lines/${line?.id}/status`,
      { to: 'Confirmed', confirmation: 'HV-2231 -cl' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const response = await world.nzAgent.get(voucherUrl('app', booked, line?.id ?? 0));
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Confirmation number: HV-2231');
    expect(text).not.toContain('-cl');
  });

  it('is in the travel app for the travellers, until the booking is cancelled', async () => {
    const booked = await bookedStay('REMAZQN-SUP');
    const [line] = linesOf(booked);
    const links = await world.nzAgent.post(`/api/app/files/${booked.reference}/traveller-links`);
    expect(links.statusCode, links.body).toBe(200);
    const token = links.json<{ travelAppUrl: string }>().travelAppUrl.split('/').pop() ?? '';
    const traveller = world.t.client({ remoteAddress: '10.25.0.1' });
    const url = `/api/travel-app/${token}/services/${line?.id}/voucher.pdf`;
    const response = await traveller.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(pdfText(response.rawPayload)).toContain(booked.reference);

    const cancelled = await world.nzAgent.post(`/api/app/files/${booked.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await traveller.get(url)).statusCode).toBe(404);
  });

  it("answers 404 for another agency's file and for a line of another file", async () => {
    const booked = await bookedStay('REMAZQN-SUP');
    const other = await bookedStay('REMAZQN-SUP');
    const [line] = linesOf(booked);
    const foreign = await world.auAgent.get(voucherUrl('app', booked, line?.id ?? 0));
    expect(foreign.statusCode).toBe(404);
    const mismatched = await world.nzAgent.get(voucherUrl('app', other, line?.id ?? 0));
    expect(mismatched.statusCode).toBe(404);
    expect(mismatched.json().message).toBe('Service not found.');
    const bad = await world.nzAgent.get(`/api/app/files/${booked.reference}/lines/x/voucher.pdf`);
    expect(bad.statusCode).toBe(422);
  });
});
