import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFileEvent, TFileView } from '@portal/shared/contracts/files';
import type { TFileTransactions, TInvoiceView } from '@portal/shared/contracts/invoices';
import type { TAdminFileBilling } from '@portal/shared/contracts/invoices-admin';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { auditLog } from '../src/db/schema/audit-log';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
let consultant: TestClient;
let accountant: TestClient;
beforeAll(async () => {
  world = await buildFilesWorld();
  const [c, a] = await Promise.all([
    buildAdmin(world.t, { roles: ['consultant'] }),
    buildAdmin(world.t, { roles: ['accountant'] }),
  ]);
  consultant = await world.t.signIn(c.username, 'admin', c.password);
  accountant = await world.t.signIn(a.username, 'admin', a.password);
});
afterAll(() => world.t.close());

async function bookedFile(): Promise<TFileView> {
  const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-06-03' });
  const response = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileView>();
}

async function billingOf(reference: string, client = accountant): Promise<TAdminFileBilling> {
  const response = await client.get(`/api/admin/files/${reference}/billing`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminFileBilling>();
}

async function pay(reference: string, amountCents: number, method = 'bank-transfer') {
  const response = await accountant.post(`/api/admin/files/${reference}/payments`, {
    amountCents,
    method,
    reference: `PAY-${amountCents}`,
    receivedOn: '2030-02-01',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

/** The agent's own ledger of the file must agree with the back office's balance. */
async function expectLedgerBalances(reference: string, billing: TAdminFileBilling) {
  const { summary } = billing;
  expect(summary.balanceCents).toBe(
    summary.invoicedCents - summary.paidCents - summary.creditedCents + summary.refundedCents,
  );
  const response = await world.nzAgent.get(`/api/app/files/${reference}/transactions`);
  expect(response.json<TFileTransactions>().balanceCents).toBe(summary.balanceCents);
  const outstanding = billing.invoices.reduce((sum, inv) => sum + inv.outstandingCents, 0);
  expect(outstanding).toBe(Math.max(0, summary.balanceCents));
}

async function eventsOf(reference: string): Promise<TFileEvent[]> {
  const response = await world.admin.get(`/api/admin/files/${reference}/events?per_page=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TFileEvent>>().data;
}

describe('back-office billing of a file', () => {
  it('shows invoices, payments and the balance to whoever sees every file, changes only with finance.manage', async () => {
    const file = await bookedFile();
    const billing = await billingOf(file.reference, consultant);
    expect(billing).toMatchObject({
      fileReference: file.reference,
      currency: 'NZD',
      canIssueInvoice: false,
      summary: {
        invoicedCents: file.totals.netCents,
        paidCents: 0,
        balanceCents: file.totals.netCents,
        refundableCents: 0,
      },
    });
    const [invoice] = billing.invoices;
    if (!invoice) throw new Error('no invoice');

    expect((await world.nzAgent.get(`/api/admin/files/${file.reference}/billing`)).statusCode).toBe(
      403,
    );
    const denied = await consultant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/void`,
      { reason: 'Wrong agency' },
    );
    expect(denied.statusCode).toBe(403);
    const payByConsultant = await consultant.post(`/api/admin/files/${file.reference}/payments`, {
      amountCents: 100,
      method: 'cash',
      receivedOn: '2030-02-01',
    });
    expect(payByConsultant.statusCode).toBe(403);
    const missing = await accountant.get('/api/admin/files/NZ-999999/billing');
    expect(missing.statusCode).toBe(404);
  });

  it('records a manual payment with an audit entry, a file event and a live push', async () => {
    const file = await bookedFile();
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    const payment = await pay(file.reference, 30_000);
    const billing = await billingOf(file.reference);
    expect(billing.summary).toMatchObject({ paidCents: 30_000, refundableCents: 30_000 });
    expect(billing.payments).toEqual([
      expect.objectContaining({ id: payment.id, channel: 'back-office', amountCents: 30_000 }),
    ]);
    expect(billing.invoices[0]?.status).toBe('part-paid');
    await expectLedgerBalances(file.reference, billing);
    expect(broadcast).toHaveBeenCalledWith(
      expect.arrayContaining([`private-file.${file.id}`, `private-agency.${file.agencyId}`]),
      'payment.recorded',
      expect.objectContaining({ paymentId: payment.id, amountCents: 30_000 }),
    );
    expect(broadcast).toHaveBeenCalledWith(
      expect.arrayContaining([`private-file.${file.id}`]),
      'file.updated',
      expect.objectContaining({ action: 'payment.recorded' }),
    );
    broadcast.mockRestore();
    expect((await eventsOf(file.reference)).map((event) => event.action)).toContain(
      'payment.recorded',
    );
    const audits = await world.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.recorded'), eq(auditLog.entityId, String(file.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({
      fileReference: file.reference,
      reference: 'PAY-30000',
      amountCents: 30_000,
    });
  });

  it('refuses a payment or refund dated on a day the calendar does not have (422, not 500)', async () => {
    const file = await bookedFile();
    const payment = await accountant.post(`/api/admin/files/${file.reference}/payments`, {
      amountCents: 100,
      method: 'cash',
      reference: 'TILL-1',
      receivedOn: '2026-13-01',
    });
    expect(payment.statusCode, payment.body).toBe(422);
    expect(payment.json()).toMatchObject({ errors: { receivedOn: [expect.any(String)] } });
    const refund = await accountant.post(`/api/admin/files/${file.reference}/refunds`, {
      amountCents: 100,
      method: 'cash',
      reference: 'RF-1',
      refundedOn: '2026-02-30',
      reason: 'x',
    });
    expect(refund.statusCode, refund.body).toBe(422);
  });

  it('records a payment sent twice with one Idempotency-Key once, and refuses the key for another', async () => {
    const file = await bookedFile();
    const url = `/api/admin/files/${file.reference}/payments`;
    const body = {
      amountCents: 12_500,
      method: 'cash',
      reference: 'TILL-7',
      receivedOn: '2030-02-01',
    };
    const key = { 'idempotency-key': 'pay-3f1c9b2e-7d4a-4c51-9a0e-5b6f1e2d3c4b' };

    // A retry after a time-out, and a double click: both answer the one payment.
    const [first, second] = await Promise.all([
      accountant.post(url, body, { headers: key }),
      accountant.post(url, body, { headers: key }),
    ]);
    expect([first.statusCode, second.statusCode], first.body).toEqual([201, 201]);
    const again = await accountant.post(url, body, { headers: key });
    expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    expect(second.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);

    const billing = await billingOf(file.reference);
    expect(billing.payments).toHaveLength(1);
    expect(billing.summary.paidCents).toBe(12_500);
    await expectLedgerBalances(file.reference, billing);
    expect(
      (await eventsOf(file.reference)).filter((event) => event.action === 'payment.recorded'),
    ).toHaveLength(1);

    const other = await accountant.post(url, { ...body, amountCents: 9_900 }, { headers: key });
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toMatch(/already used for another payment/);

    // Without a key every request is a new payment; a malformed key is refused.
    await pay(file.reference, 100);
    const malformed = await accountant.post(url, body, { headers: { 'idempotency-key': 'x' } });
    expect(malformed.statusCode).toBe(422);
    expect((await billingOf(file.reference)).payments).toHaveLength(2);
  });

  it('records a refund and a credit note sent twice with one Idempotency-Key once each', async () => {
    const file = await bookedFile();
    const [invoice] = (await billingOf(file.reference)).invoices;
    if (!invoice) throw new Error('no invoice');
    await pay(file.reference, 30_000);
    const creditUrl = `/api/admin/files/${file.reference}/invoices/${invoice.id}/credit`;
    const credit = { amountCents: 20_000, reason: 'Ferry cancelled by the operator' };
    const creditKey = { 'idempotency-key': 'credit-8b1e4f0a-2c3d-4e5f-8a9b-0c1d2e3f4a5b' };

    // Two copies at once (a double click) and a retry after a time-out: one credit note.
    const copies = await Promise.all([
      accountant.post(creditUrl, credit, { headers: creditKey }),
      accountant.post(creditUrl, credit, { headers: creditKey }),
    ]);
    expect(
      copies.map((response) => response.statusCode),
      copies[0]?.body,
    ).toEqual([200, 200]);
    const retried = await accountant.post(creditUrl, credit, { headers: creditKey });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<TAdminFileBilling>().creditNotes.map((note) => note.totalCents)).toEqual([
      20_000,
    ]);
    const otherCredit = await accountant.post(
      creditUrl,
      { ...credit, amountCents: 1_000 },
      { headers: creditKey },
    );
    expect(otherCredit.statusCode).toBe(409);
    expect(otherCredit.json<{ message: string }>().message).toMatch(
      /already used for another credit note/,
    );

    const refundUrl = `/api/admin/files/${file.reference}/refunds`;
    const refund = {
      amountCents: 12_000,
      method: 'bank-transfer',
      reference: 'RF-77',
      refundedOn: '2030-02-03',
      reason: 'Ferry cancelled',
    };
    const refundKey = { 'idempotency-key': 'refund-5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e8f' };
    const refunds = await Promise.all([
      accountant.post(refundUrl, refund, { headers: refundKey }),
      accountant.post(refundUrl, refund, { headers: refundKey }),
      accountant.post(refundUrl, refund, { headers: refundKey }),
    ]);
    expect(
      refunds.map((response) => response.statusCode),
      refunds[0]?.body,
    ).toEqual([200, 200, 200]);
    // The key of the refund does not open the credit note, nor another file's refund.
    const crossed = await accountant.post(creditUrl, credit, { headers: refundKey });
    expect(crossed.statusCode).toBe(409);
    const otherFile = await bookedFile();
    await pay(otherFile.reference, 30_000);
    const elsewhere = await accountant.post(
      `/api/admin/files/${otherFile.reference}/refunds`,
      refund,
      { headers: refundKey },
    );
    expect(elsewhere.statusCode).toBe(409);

    const billing = await billingOf(file.reference);
    expect(billing.refunds.map((row) => row.amountCents)).toEqual([12_000]);
    expect(billing.creditNotes).toHaveLength(1);
    expect(billing.summary).toMatchObject({
      paidCents: 30_000,
      refundedCents: 12_000,
      creditedCents: 20_000,
    });
    await expectLedgerBalances(file.reference, billing);
    const actions = (await eventsOf(file.reference)).map((event) => event.action);
    expect(actions.filter((action) => action === 'payment.refunded')).toHaveLength(1);
    expect(actions.filter((action) => action === 'credit-note.issued')).toHaveLength(1);

    // One key sent for two files at the same moment: one refund, the other refused (not a 500).
    const sharedKey = { 'idempotency-key': 'refund-a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' };
    const raced = await Promise.all(
      [file, otherFile].map((target) =>
        accountant.post(
          `/api/admin/files/${target.reference}/refunds`,
          { ...refund, amountCents: 500 },
          { headers: sharedKey },
        ),
      ),
    );
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    // A refused try (too much) takes no key: the corrected request goes through with it.
    const fixKey = { 'idempotency-key': 'refund-0f1e2d3c-4b5a-4968-8776-655443322110' };
    const tooMuch = await accountant.post(
      refundUrl,
      { ...refund, amountCents: 99_999 },
      { headers: fixKey },
    );
    expect(tooMuch.statusCode).toBe(422);
    const corrected = await accountant.post(
      refundUrl,
      { ...refund, amountCents: 1_000 },
      { headers: fixKey },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
  });

  it('voids an unpaid invoice with a credit note, then issues a new one only when none is live', async () => {
    const file = await bookedFile();
    const [invoice] = (await billingOf(file.reference)).invoices;
    if (!invoice) throw new Error('no invoice');

    const again = await accountant.post(`/api/admin/files/${file.reference}/invoices`);
    expect(again.statusCode).toBe(409);
    const noReason = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/void`,
      { reason: ' ' },
    );
    expect(noReason.statusCode).toBe(422);

    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    const voided = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/void`,
      { reason: 'Billed to the wrong agency' },
    );
    expect(voided.statusCode, voided.body).toBe(200);
    const afterVoid = voided.json<TAdminFileBilling>();
    expect(afterVoid.invoices[0]).toMatchObject({ status: 'void', outstandingCents: 0 });
    expect(afterVoid.creditNotes).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        totalCents: invoice.totalCents,
        reason: 'Void: Billed to the wrong agency',
      }),
    ]);
    expect(afterVoid.summary.balanceCents).toBe(0);
    expect(afterVoid.canIssueInvoice).toBe(true);
    expect(broadcast).toHaveBeenCalledWith(
      expect.any(Array),
      'credit-note.created',
      expect.objectContaining({ bookingReference: file.reference }),
    );
    await expectLedgerBalances(file.reference, afterVoid);

    const twice = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/void`,
      { reason: 'Again' },
    );
    expect(twice.statusCode).toBe(409);

    const issued = await accountant.post(`/api/admin/files/${file.reference}/invoices`);
    expect(issued.statusCode, issued.body).toBe(201);
    const fresh = issued.json<TInvoiceView>();
    expect(fresh).toMatchObject({ status: 'issued', totalCents: file.totals.netCents });
    expect(fresh.number).not.toBe(invoice.number);
    expect(broadcast).toHaveBeenCalledWith(
      expect.any(Array),
      'invoice.created',
      expect.objectContaining({ invoiceId: fresh.id }),
    );
    broadcast.mockRestore();
    const billing = await billingOf(file.reference);
    expect(billing.canIssueInvoice).toBe(false);
    await expectLedgerBalances(file.reference, billing);
    const actions = (await eventsOf(file.reference)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['invoice.voided', 'invoice.issued']));

    // A paid invoice is credited and refunded, never voided.
    await pay(file.reference, 1_000);
    const paidVoid = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${fresh.id}/void`,
      { reason: 'Too late' },
    );
    expect(paidVoid.statusCode).toBe(409);
  });

  it('credits an amount or the rest of an invoice, never more than is left', async () => {
    const file = await bookedFile();
    const [invoice] = (await billingOf(file.reference)).invoices;
    if (!invoice) throw new Error('no invoice');

    const partial = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/credit`,
      { amountCents: 5_000, reason: 'Goodwill for the late transfer' },
    );
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<TAdminFileBilling>().invoices[0]).toMatchObject({
      creditedCents: 5_000,
      outstandingCents: invoice.totalCents - 5_000,
    });
    const tooMuch = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/credit`,
      { amountCents: invoice.totalCents, reason: 'Too much' },
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ errors: { amountCents: [expect.any(String)] } });
    const negative = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/credit`,
      { amountCents: -1, reason: 'x' },
    );
    expect(negative.statusCode).toBe(422);

    const rest = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/credit`,
      { reason: 'Booking written off' },
    );
    expect(rest.statusCode, rest.body).toBe(200);
    const billing = rest.json<TAdminFileBilling>();
    expect(billing.creditNotes.map((note) => note.totalCents)).toEqual([
      5_000,
      invoice.totalCents - 5_000,
    ]);
    expect(billing.invoices[0]?.status).toBe('void');
    expect(billing.summary).toMatchObject({ creditedCents: invoice.totalCents, balanceCents: 0 });
    await expectLedgerBalances(file.reference, billing);
    const unknown = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/999999/credit`,
      { reason: 'x' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a goodwill credit when the booking moves on (billing never bills it again)', async () => {
    const file = await bookedFile();
    const [invoice] = (await billingOf(file.reference)).invoices;
    if (!invoice) throw new Error('no invoice');
    const credit = await accountant.post(
      `/api/admin/files/${file.reference}/invoices/${invoice.id}/credit`,
      { amountCents: 7_500, reason: 'Goodwill for the late transfer' },
    );
    expect(credit.statusCode, credit.body).toBe(200);

    // A status move reconciles billing with the booking's net price.
    const moved = await world.admin.post(`/api/admin/files/${file.reference}/status`, {
      to: 'Processing',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const billing = await billingOf(file.reference);
    expect(billing.invoices).toHaveLength(1);
    expect(billing.creditNotes.map((note) => note.totalCents)).toEqual([7_500]);
    expect(billing.summary.balanceCents).toBe(invoice.totalCents - 7_500);
    await expectLedgerBalances(file.reference, billing);
  });

  it('refunds no more than was paid, and the ledger balances', async () => {
    const file = await bookedFile();
    const [invoice] = (await billingOf(file.reference)).invoices;
    if (!invoice) throw new Error('no invoice');
    await pay(file.reference, 40_000);
    // Credit the whole invoice: the agency has now overpaid by what it paid.
    await accountant.post(`/api/admin/files/${file.reference}/invoices/${invoice.id}/credit`, {
      reason: 'Cancelled by the operator',
    });

    const refund = (amountCents: number) =>
      accountant.post(`/api/admin/files/${file.reference}/refunds`, {
        amountCents,
        method: 'bank-transfer',
        reference: 'RF-1',
        refundedOn: '2030-02-02',
        reason: 'Operator cancelled',
      });
    const over = await refund(40_001);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ errors: { amountCents: [expect.any(String)] } });
    const first = await refund(15_000);
    expect(first.statusCode, first.body).toBe(200);
    const second = await refund(25_000);
    expect(second.statusCode, second.body).toBe(200);
    const billing = second.json<TAdminFileBilling>();
    expect(billing.summary).toMatchObject({
      paidCents: 40_000,
      refundedCents: 40_000,
      refundableCents: 0,
      balanceCents: 0,
    });
    expect(billing.refunds).toEqual([
      expect.objectContaining({
        amountCents: 15_000,
        reference: 'Refund: RF-1 — Operator cancelled',
      }),
      expect.objectContaining({ amountCents: 25_000, refundedOn: '2030-02-02' }),
    ]);
    await expectLedgerBalances(file.reference, billing);
    expect((await refund(1)).statusCode).toBe(422);
    const transactions = await world.nzAgent.get(`/api/app/files/${file.reference}/transactions`);
    expect(
      transactions
        .json<TFileTransactions>()
        .data.filter((row) => row.type === 'refund')
        .map((row) => row.valueCents),
    ).toEqual([15_000, 25_000]);
    expect((await eventsOf(file.reference)).map((event) => event.action)).toContain(
      'payment.refunded',
    );
  });
});
