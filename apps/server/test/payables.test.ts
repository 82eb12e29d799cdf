import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import type {
  TPayableExpectedLine,
  TPayableMatchCandidates,
  TPayableVariance,
  TPaymentRunDetail,
  TPaymentRunProposal,
  TSupplierInvoiceDetail,
  TSupplierInvoicesImportResponse,
} from '@portal/shared/contracts/payables';
import { auditLog } from '../src/db/schema/audit-log';
import { products } from '../src/db/schema/catalogue-products';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { supplierInvoices } from '../src/db/schema/payables';
import { suppliers } from '../src/db/schema/suppliers';
import {
  supplierBillsIssuedBetween,
  supplierCostsOfFiles,
  supplierRemittancesPaidBetween,
} from '../src/modules/payables/payables.queries';
import type { TestClient } from './build-test-app';
import { buildAdmin, buildPricedProduct } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';
import { pdfText } from './pdf-text';

/**
 * Supplier payables (issue 26; docs/finance.md, "Supplier payables"): the expected lines the
 * bookings derive, supplier invoices matched to them automatically or by hand, approval, payment
 * runs with their remittance advices, the CSV import and who may do any of it.
 */

let world: TFilesTestWorld;
let accountant: TestClient;
let consultant: TestClient;
beforeAll(async () => {
  world = await buildFilesWorld();
  const [a, c] = await Promise.all([
    buildAdmin(world.t, { roles: ['accountant'] }),
    buildAdmin(world.t, { roles: ['consultant'] }),
  ]);
  accountant = await world.t.signIn(a.username, 'admin', a.password);
  consultant = await world.t.signIn(c.username, 'admin', c.password);
});
afterAll(() => world.t.close());

const BASE = '/api/admin/finance';

/** `iso` moved by `days` (negative: earlier), computed apart from the code under test. */
function shift(iso: string, days: number): string {
  const ms = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The GST in a GST-inclusive amount at 15%, rounded half up (docs/pricing.md). */
function nzGst(cents: number): number {
  return Math.floor((cents * 15) / 115 + 0.5);
}

let keySequence = 0;
function idempotencyKey(): string {
  keySequence += 1;
  return `payables-test-key-${String(keySequence).padStart(4, '0')}`;
}

interface TProduct {
  productId: number;
  supplierId: number;
  supplierCode: string;
  supplierEmail: string;
}

/** A priced product of its own new supplier, with the supplier's payment terms set. */
async function product(
  fields: Parameters<typeof buildPricedProduct>[1],
  terms: { basis: 'after_service' | 'before_arrival'; days: number },
): Promise<TProduct> {
  const productId = await buildPricedProduct(world.t, fields);
  const [row] = await world.t.db
    .select({ supplierId: products.supplierId })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error('no product');
  const [supplier] = await world.t.db
    .update(suppliers)
    .set({ paymentTermsBasis: terms.basis, paymentTermsDays: terms.days })
    .where(eq(suppliers.id, row.supplierId))
    .returning();
  if (!supplier) throw new Error('no supplier');
  return {
    productId,
    supplierId: supplier.id,
    supplierCode: supplier.code,
    supplierEmail: supplier.email,
  };
}

/** A booking of `services` (requested by the agent), every line then confirmed by the back office. */
async function confirmedBooking(
  bookingName: string,
  services: { productId: number; date: string; span: number }[],
): Promise<TFileView> {
  const created = await world.nzAgent.post('/api/app/files/custom', {
    travelDate: '2030-05-04',
    nights: 3,
    rooms: [{ roomType: 'DB', adults: 2 }],
    bookingName,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { reference } = created.json<TFileView>();
  for (const service of services) {
    const added = await world.nzAgent.post(`/api/app/files/${reference}/lines`, service);
    expect(added.statusCode, added.body).toBe(200);
  }
  const requested = await world.nzAgent.post(`/api/app/files/${reference}/request-booking`);
  expect(requested.statusCode, requested.body).toBe(200);
  let file = requested.json<TFileView>();
  for (const line of linesOf(file)) {
    if (line.status === 'Confirmed') continue;
    const confirmed = await world.admin.post(
      `/api/admin/files/${reference}/lines/${line.id}/status`,
      { to: 'Confirmed', confirmation: `CONF-${line.id}` },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  const reread = await world.nzAgent.get(`/api/app/files/${reference}`);
  file = reread.json<TFileView>();
  expect(linesOf(file).every((line) => line.status === 'Confirmed')).toBe(true);
  return file;
}

async function expectedLinesOf(query: string): Promise<TPayableExpectedLine[]> {
  const response = await accountant.get(`${BASE}/payables/expected-lines?per_page=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TPayableExpectedLine>>().data;
}

async function enter(
  body: Record<string, unknown>,
  key?: string,
): Promise<{ status: number; invoice: TSupplierInvoiceDetail; body: string }> {
  const response = await accountant.post(
    `${BASE}/supplier-invoices`,
    body,
    key ? { headers: { 'idempotency-key': key } } : {},
  );
  return {
    status: response.statusCode,
    invoice: response.json<TSupplierInvoiceDetail>(),
    body: response.body,
  };
}

async function invoiceOf(id: number): Promise<TSupplierInvoiceDetail> {
  const response = await accountant.get(`${BASE}/supplier-invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSupplierInvoiceDetail>();
}

async function post(path: string, body?: unknown) {
  return accountant.post(`${BASE}${path}`, body ?? {});
}

async function lastMailId(): Promise<number> {
  const rows = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

describe('supplier payables: expected lines, matching, approval and a payment run', () => {
  let hotel: TProduct;
  let tour: TProduct;
  let booking: TFileView;
  let hotelInvoiceId = 0;
  let tourInvoiceId = 0;
  let run: TPaymentRunDetail;
  // Hotel: 2 room nights × 184.00; tour: 2 adults × 120.00 (the rates below).
  const HOTEL_COST = 2 * 18_400;
  const TOUR_COST = 2 * 12_000;

  beforeAll(async () => {
    hotel = await product(
      {
        code: 'PAY-NZ-HOTEL',
        name: 'Payables Lakeside Hotel',
        serviceTypeCode: 'AC',
        country: 'NZ',
        basis: 'per_room_night',
        costCents: 18_400,
        sellCents: 23_000,
      },
      { basis: 'after_service', days: 20 },
    );
    tour = await product(
      {
        code: 'PAY-AU-TOUR',
        name: 'Payables Harbour Tour',
        serviceTypeCode: 'AT',
        country: 'AU',
        basis: 'per_person',
        costCents: 12_000,
        sellCents: 15_000,
      },
      { basis: 'before_arrival', days: 14 },
    );
    booking = await confirmedBooking('Payables two suppliers', [
      { productId: hotel.productId, date: '2030-05-04', span: 2 },
      { productId: tour.productId, date: '2030-05-06', span: 1 },
    ]);
  });

  it('lists a confirmed line of each supplier as expected, due by its terms, earliest first', async () => {
    const lines = await expectedLinesOf(`fileReference=${booking.reference}`);
    const hotelLine = linesOf(booking).find((line) => line.productId === hotel.productId);
    expect(hotelLine).toBeDefined();
    // Tour: 14 days before the arrival on 4 May; hotel: 20 days after its last day.
    expect(
      lines.map((line) => [line.supplierId, line.kind, line.expectedCents, line.dueOn]),
    ).toEqual([
      [tour.supplierId, 'service', TOUR_COST, '2030-04-20'],
      [hotel.supplierId, 'service', HOTEL_COST, shift(hotelLine?.endDate ?? '', 20)],
    ]);
    expect(lines[0]).toMatchObject({
      fileReference: booking.reference,
      brandCode: 'NZ',
      currency: 'NZD',
      taxCode: 'zero_rated',
      state: 'unmatched',
      match: null,
      payment: null,
      serviceName: 'Payables Harbour Tour',
    });
    expect(lines[1]).toMatchObject({ taxCode: 'standard', serviceName: 'Payables Lakeside Hotel' });
    // The due-by filter reads the same dates.
    const dueEarly = await expectedLinesOf(`fileReference=${booking.reference}&dueBy=2030-04-20`);
    expect(dueEarly.map((line) => line.supplierId)).toEqual([tour.supplierId]);
  });

  it('leaves a line billed 10.00 over the expected cost for a person, who matches it by hand', async () => {
    const billed = HOTEL_COST + 1_000;
    const entered = await enter({
      brandId: 1,
      supplierId: hotel.supplierId,
      supplierReference: 'LH-5001',
      issuedOn: '2030-05-07',
      lines: [
        {
          fileReference: booking.reference.toLowerCase(),
          description: '2 nights',
          amountCents: billed,
        },
      ],
    });
    expect(entered.status, entered.body).toBe(201);
    hotelInvoiceId = entered.invoice.id;
    expect(entered.invoice).toMatchObject({
      status: 'entered',
      supplierName: expect.stringContaining('Test Lodge'),
      totalCents: billed,
      gstCents: nzGst(billed),
      zeroRatedCents: 0,
      unmatchedLineCount: 1,
      // Nothing matched: 20 days (the supplier's terms) after the issue date.
      dueOn: '2030-05-27',
      canApprove: false,
    });
    expect(entered.invoice.lines[0]?.match).toBeNull();

    const refused = await post(`/supplier-invoices/${hotelInvoiceId}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Match every line');

    const lineId = entered.invoice.lines[0]?.id;
    const candidates = await accountant.get(
      `${BASE}/supplier-invoices/${hotelInvoiceId}/lines/${lineId}/candidates`,
    );
    expect(candidates.statusCode, candidates.body).toBe(200);
    const [candidate] = candidates.json<TPayableMatchCandidates>().candidates;
    // Only the hotel supplier's lines: the tour is another supplier's.
    expect(candidates.json<TPayableMatchCandidates>().candidates.map((c) => c.supplierId)).toEqual(
      expect.arrayContaining([hotel.supplierId]),
    );
    expect(
      candidates
        .json<TPayableMatchCandidates>()
        .candidates.every((c) => c.supplierId === hotel.supplierId),
    ).toBe(true);
    expect(candidate).toMatchObject({
      fileReference: booking.reference,
      expectedCents: HOTEL_COST,
    });

    const matched = await post(`/supplier-invoices/${hotelInvoiceId}/lines/${lineId}/match`, {
      serviceLineId: candidate?.serviceLineId,
      kind: candidate?.kind,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    const invoice = matched.json<TSupplierInvoiceDetail>();
    expect(invoice).toMatchObject({
      unmatchedLineCount: 0,
      varianceCents: 1_000,
      canApprove: true,
    });
    expect(invoice.lines[0]?.match).toMatchObject({
      fileReference: booking.reference,
      expectedCents: HOTEL_COST,
      varianceCents: 1_000,
      isStillExpected: true,
      source: 'manual',
    });

    const variances = await accountant.get(
      `${BASE}/payables/variances?supplierId=${hotel.supplierId}`,
    );
    expect(variances.statusCode, variances.body).toBe(200);
    expect(variances.json<TPaginated<TPayableVariance>>().data).toEqual([
      expect.objectContaining({
        supplierInvoiceId: hotelInvoiceId,
        supplierReference: 'LH-5001',
        fileReference: booking.reference,
        billedCents: billed,
        expectedCents: HOTEL_COST,
        varianceCents: 1_000,
      }),
    ]);
    const [hotelExpected] = await expectedLinesOf(`supplierId=${hotel.supplierId}`);
    expect(hotelExpected).toMatchObject({
      state: 'matched',
      match: { supplierInvoiceId: hotelInvoiceId, billedCents: billed, varianceCents: 1_000 },
    });
  });

  it('matches an invoice for exactly the expected amount automatically, once per Idempotency-Key', async () => {
    const key = idempotencyKey();
    const body = {
      brandId: 1,
      supplierId: tour.supplierId,
      supplierReference: 'HT-77',
      issuedOn: '2030-04-01',
      notes: 'Deposit terms',
      lines: [
        { fileReference: booking.reference, description: 'Harbour tour', amountCents: TOUR_COST },
      ],
    };
    const entered = await enter(body, key);
    expect(entered.status, entered.body).toBe(201);
    tourInvoiceId = entered.invoice.id;
    expect(entered.invoice).toMatchObject({
      unmatchedLineCount: 0,
      varianceCents: 0,
      // The zero-rated tour carries no GST; due when the matched line is (14 days before arrival).
      totalCents: TOUR_COST,
      gstCents: 0,
      zeroRatedCents: TOUR_COST,
      dueOn: '2030-04-20',
      canApprove: true,
    });
    expect(entered.invoice.lines[0]).toMatchObject({
      taxCode: 'zero_rated',
      match: { source: 'auto', expectedCents: TOUR_COST, varianceCents: 0 },
    });

    const again = await enter(body, key);
    expect(again.status, again.body).toBe(201);
    expect(again.invoice.id).toBe(tourInvoiceId);
    const otherWithSameKey = await enter({ ...body, supplierReference: 'HT-78' }, key);
    expect(otherWithSameKey.status).toBe(409);

    const twin = await enter({ ...body, supplierReference: 'ht-77' });
    expect(twin.status).toBe(409);
    expect(twin.invoice).toMatchObject({ message: expect.stringContaining('HT-77') });
    const count = await world.t.db
      .select({ id: supplierInvoices.id })
      .from(supplierInvoices)
      .where(eq(supplierInvoices.supplierId, tour.supplierId));
    expect(count).toHaveLength(1);
  });

  it('approves, un-approves and approves again, recording who', async () => {
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    const approved = await post(`/supplier-invoices/${hotelInvoiceId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<TSupplierInvoiceDetail>()).toMatchObject({
      status: 'approved',
      approvedByName: expect.any(String),
      canMatch: false,
      canUnapprove: true,
    });
    const tourApproved = await post(`/supplier-invoices/${tourInvoiceId}/approve`);
    expect(tourApproved.statusCode, tourApproved.body).toBe(200);
    const back = await post(`/supplier-invoices/${tourInvoiceId}/unapprove`);
    expect(back.json<TSupplierInvoiceDetail>()).toMatchObject({
      status: 'entered',
      approvedByName: null,
    });
    // An entered invoice's matches may change; an approved one's may not.
    const lineId = (await invoiceOf(hotelInvoiceId)).lines[0]?.id;
    const frozen = await post(`/supplier-invoices/${hotelInvoiceId}/lines/${lineId}/unmatch`);
    expect(frozen.statusCode).toBe(409);
    expect((await post(`/supplier-invoices/${tourInvoiceId}/approve`)).statusCode).toBe(200);
    const states = await expectedLinesOf(`fileReference=${booking.reference}`);
    expect(states.map((line) => line.state)).toEqual(['approved', 'approved']);
    // Each change, and only a change (not the refused unmatch), reaches the back office live.
    const pushed = broadcast.mock.calls.filter((call) => call[1] === 'supplier-payables.changed');
    broadcast.mockRestore();
    expect(pushed.map(([channels, , payload]) => [channels, payload])).toEqual(
      (
        [
          ['approved', hotelInvoiceId],
          ['approved', tourInvoiceId],
          ['unapproved', tourInvoiceId],
          ['approved', tourInvoiceId],
        ] as const
      ).map(([action, supplierInvoiceId]) => [
        [BACKOFFICE_CHANNEL],
        { action, supplierInvoiceId, paymentRunId: null, changedAt: expect.any(String) },
      ]),
    );
  });

  it('pays both in a payment run: numbered, paid, a remittance advice mailed to each supplier', async () => {
    const proposal = await accountant.get(`${BASE}/payment-runs/due?brandId=1`);
    expect(proposal.statusCode, proposal.body).toBe(200);
    const due = proposal.json<TPaymentRunProposal>();
    expect(due.invoices.map((invoice) => invoice.id)).toEqual(
      expect.arrayContaining([hotelInvoiceId, tourInvoiceId]),
    );
    // Due by 20 April: the tour only (the hotel invoice is due 27 May).
    const early = await accountant.get(`${BASE}/payment-runs/due?brandId=1&dueBy=2030-04-20`);
    expect(early.json<TPaymentRunProposal>().invoices.map((invoice) => invoice.id)).toEqual([
      tourInvoiceId,
    ]);

    const wrongBrand = await post('/payment-runs', {
      brandId: 2,
      paidOn: '2030-05-30',
      supplierInvoiceIds: [hotelInvoiceId],
    });
    expect(wrongBrand.statusCode).toBe(422);

    const mailBefore = await lastMailId();
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    const key = idempotencyKey();
    const body = {
      brandId: 1,
      paidOn: '2030-05-30',
      supplierInvoiceIds: [hotelInvoiceId, tourInvoiceId],
    };
    const created = await accountant.post(`${BASE}/payment-runs`, body, {
      headers: { 'idempotency-key': key },
    });
    expect(created.statusCode, created.body).toBe(201);
    run = created.json<TPaymentRunDetail>();
    const billedTotal = HOTEL_COST + 1_000 + TOUR_COST;
    expect(run).toMatchObject({
      number: expect.stringMatching(/^PR-NZ-\d{6}$/),
      brandCode: 'NZ',
      paidOn: '2030-05-30',
      totalCents: billedTotal,
      invoiceCount: 2,
      supplierCount: 2,
    });
    expect(
      run.remittances.map((remittance) => [remittance.supplierId, remittance.totalCents]).sort(),
    ).toEqual(
      [
        [hotel.supplierId, HOTEL_COST + 1_000],
        [tour.supplierId, TOUR_COST],
      ].sort(),
    );
    const hotelRemittance = run.remittances.find((r) => r.supplierId === hotel.supplierId);
    expect(hotelRemittance?.invoices).toEqual([
      expect.objectContaining({
        supplierReference: 'LH-5001',
        fileReferences: [booking.reference],
      }),
    ]);

    const mails = await world.t.db
      .select()
      .from(mailOutbox)
      .where(gt(mailOutbox.id, mailBefore))
      .orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [hotel.supplierEmail, tour.supplierEmail].sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toContain(run.number);
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment?.contentType).toBe('application/pdf');
      expect(
        Buffer.from(attachment?.contentBase64 ?? '', 'base64')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    expect(run.remittances.map((r) => r.mailId).sort()).toEqual(mails.map((m) => m.id).sort());

    const repeated = await accountant.post(`${BASE}/payment-runs`, body, {
      headers: { 'idempotency-key': key },
    });
    expect(repeated.statusCode, repeated.body).toBe(201);
    expect(repeated.json<TPaymentRunDetail>().id).toBe(run.id);
    // One run, one push: the repeat answers the first without changing anything.
    const pushed = broadcast.mock.calls.filter((call) => call[1] === 'supplier-payables.changed');
    broadcast.mockRestore();
    expect(pushed.map((call) => call[2])).toEqual([
      {
        action: 'paid',
        supplierInvoiceId: null,
        paymentRunId: run.id,
        changedAt: expect.any(String),
      },
    ]);
    expect(await lastMailId()).toBe(Math.max(...mails.map((mail) => mail.id)));
    const payTwice = await post('/payment-runs', { ...body, paidOn: '2030-05-31' });
    expect(payTwice.statusCode).toBe(422);
    expect(payTwice.json<{ message: string }>().message).toContain('paid, not approved');

    const paid = await expectedLinesOf(`fileReference=${booking.reference}`);
    expect(paid.map((line) => [line.state, line.payment?.runNumber, line.payment?.paidOn])).toEqual(
      [
        ['paid', run.number, '2030-05-30'],
        ['paid', run.number, '2030-05-30'],
      ],
    );
    expect(await expectedLinesOf(`fileReference=${booking.reference}&state=unpaid`)).toEqual([]);
  });

  it('renders the remittance advice with the invoice paid, our file and the total', async () => {
    const remittance = run.remittances.find((r) => r.supplierId === hotel.supplierId);
    const response = await accountant.get(
      `${BASE}/payment-runs/${run.id}/remittances/${remittance?.id}/pdf`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Remittance Advice ${run.number}`);
    expect(text).toContain('30 May 2030');
    expect(text).toMatch(/LH-5001\s+07 May 2030\s+NZD 378\.00/);
    expect(text).toContain(`${booking.reference} Payables Lakeside Hotel`);
    expect(text).toMatch(/Total paid\s+NZD 378\.00/);
    expect(text).not.toContain('HT-77');
  });

  it('answers the finance reports and the accounting export through payables.queries', async () => {
    const costs = await supplierCostsOfFiles(world.t.db, [booking.id]);
    expect(costs.get(booking.id)).toEqual({
      fileId: booking.id,
      expectedCents: HOTEL_COST + TOUR_COST,
      paidCents: HOTEL_COST + 1_000 + TOUR_COST,
    });
    const bills = await supplierBillsIssuedBetween(world.t.db, {
      brandId: 1,
      from: '2030-04-01',
      to: '2030-05-07',
    });
    const ours = bills.filter((bill) => [hotelInvoiceId, tourInvoiceId].includes(bill.id));
    expect(
      ours.map((bill) => [bill.supplierReference, bill.gstCents, bill.zeroRatedCents]),
    ).toEqual([
      ['HT-77', 0, TOUR_COST],
      ['LH-5001', nzGst(HOTEL_COST + 1_000), 0],
    ]);
    expect(ours[1]?.lines).toEqual([
      {
        position: 1,
        description: '2 nights',
        fileReference: booking.reference,
        amountCents: HOTEL_COST + 1_000,
        taxCode: 'standard',
      },
    ]);
    const paid = await supplierRemittancesPaidBetween(world.t.db, {
      brandId: 1,
      from: '2030-05-30',
      to: '2030-05-30',
    });
    const ofRun = paid.filter((row) => row.paymentRunId === run.id);
    expect(ofRun).toHaveLength(2);
    expect(ofRun.reduce((sum, row) => sum + row.totalCents, 0)).toBe(run.totalCents);
    expect(ofRun.find((row) => row.supplierId === tour.supplierId)?.supplierInvoices).toEqual([
      { id: tourInvoiceId, supplierReference: 'HT-77', totalCents: TOUR_COST },
    ]);
  });

  it('exports the expected lines as CSV', async () => {
    const response = await accountant.get(
      `${BASE}/payables/expected-lines/export.csv?fileReference=${booking.reference}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = response.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^Due,Supplier code,Supplier,File,/);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain(',378.00,');
    expect(rows[2]).toContain(`"${run.number}"`);
  });

  it('audits every change with who made it', async () => {
    const rows = await world.t.db
      .select({ action: auditLog.action, actorUserId: auditLog.actorUserId })
      .from(auditLog)
      .where(inArray(auditLog.entityType, ['supplier-invoice', 'payment-run']));
    const actions = rows.map((row) => row.action);
    for (const action of [
      'supplier-invoice.entered',
      'supplier-invoice.line-matched',
      'supplier-invoice.approved',
      'supplier-invoice.unapproved',
      'payment-run.created',
    ]) {
      expect(actions).toContain(action);
    }
    expect(rows.every((row) => row.actorUserId !== null)).toBe(true);
  });
});

describe('cancelled services and the CSV import', () => {
  let lodge: TProduct;
  let booking: TFileView;
  const COST = 2 * 31_000;

  beforeAll(async () => {
    lodge = await product(
      {
        code: 'PAY-NZ-LODGE',
        name: 'Payables Alpine Lodge',
        serviceTypeCode: 'AC',
        country: 'NZ',
        basis: 'per_room_night',
        costCents: 31_000,
        sellCents: 39_000,
      },
      { basis: 'after_service', days: 7 },
    );
    await world.t.db
      .update(products)
      .set({ cancellationPolicy: { nonRefundable: true, bands: [] } })
      .where(eq(products.id, lodge.productId));
    booking = await confirmedBooking('Payables cancelled', [
      { productId: lodge.productId, date: '2030-05-04', span: 2 },
    ]);
  });

  it('keeps a match when the service is cancelled (the whole bill is variance) and expects the charge', async () => {
    const entered = await enter({
      brandId: 1,
      supplierId: lodge.supplierId,
      supplierReference: 'AL-1',
      issuedOn: '2030-04-02',
      lines: [{ fileReference: booking.reference, description: 'Lodge', amountCents: COST }],
    });
    expect(entered.status, entered.body).toBe(201);
    expect(entered.invoice.lines[0]?.match).toMatchObject({ source: 'auto', varianceCents: 0 });

    const cancelled = await world.nzAgent.post(`/api/app/files/${booking.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const released = await world.admin.post(`/api/admin/files/${booking.reference}/status`, {
      to: 'Cancelled',
      note: 'Released',
    });
    expect(released.statusCode, released.body).toBe(200);
    const [line] = await world.t.db
      .select({ status: fileServiceLines.status, charge: fileServiceLines.supplierChargeCents })
      .from(fileServiceLines)
      .where(eq(fileServiceLines.fileId, booking.id));
    // Non-refundable: the lodge keeps all of it.
    expect(line).toEqual({ status: 'Cancelled', charge: COST });

    const invoice = await invoiceOf(entered.invoice.id);
    expect(invoice.lines[0]?.match).toMatchObject({
      kind: 'service',
      isStillExpected: false,
      varianceCents: COST,
    });
    const expected = await expectedLinesOf(`fileReference=${booking.reference}`);
    expect(expected).toEqual([
      expect.objectContaining({
        kind: 'cancellation',
        expectedCents: COST,
        state: 'unmatched',
        supplierId: lodge.supplierId,
      }),
    ]);

    // Voided, the invoice lets go of its match; the variance goes with it.
    const voided = await post(`/supplier-invoices/${entered.invoice.id}/void`, {
      reason: 'Billed for the stay, not the charge',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<TSupplierInvoiceDetail>()).toMatchObject({
      status: 'void',
      unmatchedLineCount: 1,
    });
    const variances = await accountant.get(
      `${BASE}/payables/variances?supplierId=${lodge.supplierId}`,
    );
    expect(variances.json<TPaginated<TPayableVariance>>().data).toEqual([]);

    // Voided as entered in error, its number is free for the invoice entered in its place.
    const again = await enter({
      brandId: 1,
      supplierId: lodge.supplierId,
      supplierReference: 'al-1',
      issuedOn: '2030-04-02',
      lines: [{ fileReference: booking.reference, description: 'Charge', amountCents: COST }],
    });
    expect(again.status, again.body).toBe(201);
    const voidAgain = await post(`/supplier-invoices/${again.invoice.id}/void`, {
      reason: 'Entered twice',
    });
    expect(voidAgain.statusCode, voidAgain.body).toBe(200);
  });

  it('lets an accountant, who cannot see the catalogue, find the supplier to enter a bill for', async () => {
    const byName = await accountant.get(
      `${BASE}/suppliers?q=${encodeURIComponent(lodge.supplierCode.toLowerCase())}`,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json<{ data: { id: number; code: string }[] }>().data).toEqual([
      expect.objectContaining({ id: lodge.supplierId, code: lodge.supplierCode }),
    ]);
    const byId = await accountant.get(`${BASE}/suppliers?id=${lodge.supplierId}`);
    expect(byId.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toEqual([
      lodge.supplierId,
    ]);
    expect((await accountant.get('/api/admin/suppliers')).statusCode).toBe(403);
    expect((await consultant.get(`${BASE}/suppliers`)).statusCode).toBe(403);
  });

  it('imports all or nothing, reporting the bad row, and matches the cancellation charge', async () => {
    const before = await world.t.db.select({ id: supplierInvoices.id }).from(supplierInvoices);
    const header =
      'supplier_code,invoice_number,invoice_date,due_date,file_reference,description,amount';
    const good = [
      `${lodge.supplierCode},AL-2,2030-04-03,,${booking.reference},Cancellation charge,${(COST / 100).toFixed(2)}`,
      `${lodge.supplierCode},AL-3,2030-04-03,2030-06-01,,Firewood,"1,250.50"`,
      `${lodge.supplierCode},AL-3,2030-04-03,2030-06-01,,Linen,49.50`,
    ];
    const bad = await post('/supplier-invoices/import', {
      brandId: 1,
      csv: [header, ...good, 'NO-SUCH-SUPPLIER,X-1,2030-04-03,,,Oops,12.00'].join('\n'),
    });
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json<TSupplierInvoicesImportResponse>()).toEqual({
      imported: 0,
      lines: 0,
      matched: 0,
      supplierInvoiceIds: [],
      errors: [{ row: 5, message: 'supplier_code: no supplier NO-SUCH-SUPPLIER' }],
    });
    expect(
      await world.t.db.select({ id: supplierInvoices.id }).from(supplierInvoices),
    ).toHaveLength(before.length);

    const imported = await post('/supplier-invoices/import', {
      brandId: 1,
      csv: [header, ...good].join('\r\n'),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json<TSupplierInvoicesImportResponse>();
    expect(result).toMatchObject({ imported: 2, lines: 3, matched: 1, errors: [] });
    const [charge, sundries] = await Promise.all(result.supplierInvoiceIds.map(invoiceOf));
    expect(charge?.lines[0]?.match).toMatchObject({
      kind: 'cancellation',
      source: 'auto',
      varianceCents: 0,
    });
    // Due 7 days (the lodge's terms) after the stay's last day, as the charge's expected line is.
    const [expected] = await expectedLinesOf(`fileReference=${booking.reference}`);
    expect(charge?.dueOn).toBe(expected?.dueOn);
    expect(expected?.state).toBe('matched');
    expect(sundries).toMatchObject({
      supplierReference: 'AL-3',
      dueOn: '2030-06-01',
      totalCents: 125_050 + 4_950,
      gstCents: nzGst(130_000),
      unmatchedLineCount: 2,
    });

    const twice = await post('/supplier-invoices/import', {
      brandId: 1,
      csv: [header, good[0]].join('\n'),
    });
    expect(twice.json<TSupplierInvoicesImportResponse>().errors).toEqual([
      { row: 2, message: expect.stringContaining('AL-2 is already entered') },
    ]);
  });
});

describe('who may work supplier payables', () => {
  it('refuses an agent and a consultant without finance.manage', async () => {
    for (const client of [world.nzAgent, consultant]) {
      const list = await client.get(`${BASE}/payables/expected-lines`);
      expect(list.statusCode).toBe(403);
      const runs = await client.get(`${BASE}/payment-runs`);
      expect(runs.statusCode).toBe(403);
      const entry = await client.post(`${BASE}/supplier-invoices`, {
        brandId: 1,
        supplierId: 1,
        supplierReference: 'NOPE-1',
        issuedOn: '2030-04-01',
        lines: [{ amountCents: 100 }],
      });
      expect(entry.statusCode).toBe(403);
    }
    const bills = await world.t.db
      .select({ id: supplierInvoices.id })
      .from(supplierInvoices)
      .where(and(eq(supplierInvoices.supplierReference, 'NOPE-1')));
    expect(bills).toEqual([]);
  });
});
