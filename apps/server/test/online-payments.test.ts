import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFileTransactions } from '@portal/shared/contracts/invoices';
import { SANDBOX_CARDS, type TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import { auditLog } from '../src/db/schema/audit-log';
import { travellerLinks } from '../src/db/schema/traveller';
import { DECLINED_MESSAGE } from '../src/modules/online-payments/online-payments.provider';
import { UNKNOWN_CARD_MESSAGE } from '../src/modules/online-payments/online-payments.sandbox';
import { getOrCreateTravellerLinks } from '../src/modules/traveller/traveller-links.repository';
import { HOUR, type TestClient } from './build-test-app';
import {
  buildPaymentsWorld,
  guardNetwork,
  paymentRowsOf,
  type TPaymentsWorld,
} from './online-payments-support';

let world: TPaymentsWorld;
let fetchSpy: ReturnType<typeof guardNetwork>;
beforeAll(async () => {
  fetchSpy = guardNetwork();
  world = await buildPaymentsWorld();
});
afterAll(async () => {
  await world.t.close();
  vi.unstubAllGlobals();
});

const CARD = { cardholderName: 'Aroha Ngata', expiry: '12/31', cvc: '123' };

async function openSession(
  client: TestClient,
  reference: string,
  purpose: 'deposit' | 'balance',
): Promise<TPaymentSessionView> {
  const response = await client.post(`/api/app/files/${reference}/payment-sessions`, { purpose });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TPaymentSessionView>();
}

function payCard(token: string, cardNumber: string, client = world.t.client()) {
  return client.post(`/api/payments/${token}/sandbox-card`, { ...CARD, cardNumber });
}

async function transactionsOf(reference: string) {
  const response = await world.nzAgent.get(`/api/app/files/${reference}/transactions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileTransactions>().data;
}

describe('payment sessions', () => {
  it('opens a sandbox session for the deposit still owed, on the portal’s own payment page', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent);
    const session = await openSession(world.nzAgent, file.reference, 'deposit');
    expect(session).toMatchObject({
      provider: 'sandbox',
      status: 'open',
      purpose: 'deposit',
      bookingReference: file.reference,
      bookingName: file.bookingName,
      invoiceNumber: invoice.number,
      amountCents: invoice.depositCents,
      currency: 'NZD',
      checkoutUrl: `https://portal.test/payments/${session.token}`,
      failureMessage: null,
      travelAppUrl: null,
      paidAt: null,
    });
    expect(Date.parse(session.expiresAt) - world.t.clock.now().getTime()).toBe(24 * HOUR);

    // Anyone holding the token reads it; nobody needs to be signed in.
    const page = await world.t.client().get(`/api/payments/${session.token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual(session);

    const balance = await openSession(world.nzAgent, file.reference, 'balance');
    expect(balance.amountCents).toBe(invoice.totalCents);
  });

  it('answers 409 when nothing is owing, and 404 for another agency’s file', async () => {
    const quote = await world.nzAgent.post('/api/app/files', {
      packageId: (await world.bookFile(world.nzAgent)).file.packageId,
      travelDate: '2030-06-03',
      accommodationClass: 'superior',
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: 'Still a quote',
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const nothing = await world.nzAgent.post(
      `/api/app/files/${quote.json<{ reference: string }>().reference}/payment-sessions`,
      { purpose: 'deposit' },
    );
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: 'Nothing is owing on this booking.' });

    const { file } = await world.bookFile(world.nzAgent);
    const foreign = await world.auAgent.post(`/api/app/files/${file.reference}/payment-sessions`, {
      purpose: 'deposit',
    });
    expect(foreign.statusCode).toBe(404);
    const invalid = await world.nzAgent.post(`/api/app/files/${file.reference}/payment-sessions`, {
      purpose: 'everything',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: { purpose: expect.any(Array) } });

    // The back office opens one for any file.
    const byAdmin = await world.admin.post(`/api/admin/files/${file.reference}/payment-sessions`, {
      purpose: 'balance',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });

  it('shows a token only its own session: one booking’s token never opens another', async () => {
    const a = await world.bookFile(world.nzAgent, { bookingName: 'Booking A' });
    const b = await world.bookFile(world.nzAgent, { bookingName: 'Booking B' });
    const sessionA = await openSession(world.nzAgent, a.file.reference, 'deposit');
    const sessionB = await openSession(world.nzAgent, b.file.reference, 'deposit');
    const pageA = (await world.t.client().get(`/api/payments/${sessionA.token}`)).json();
    expect(pageA).toMatchObject({ bookingReference: a.file.reference, bookingName: 'Booking A' });
    expect(JSON.stringify(pageA)).not.toContain(b.file.reference);

    // Paying A's session never touches B.
    expect((await payCard(sessionA.token, SANDBOX_CARDS.success)).statusCode).toBe(200);
    expect(await paymentRowsOf(world.t, b.file.id)).toEqual([]);
    expect((await world.t.client().get(`/api/payments/${sessionB.token}`)).json()).toMatchObject({
      status: 'open',
    });

    const unknown = await world.t.client().get(`/api/payments/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This payment link is not valid.' });
    expect((await world.t.client().get('/api/payments/short')).statusCode).toBe(422);
  });
});

describe('the sandbox card form', () => {
  it('records exactly one payment for the success card, allocated to the invoice and in the ledger', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent);
    const session = await openSession(world.nzAgent, file.reference, 'deposit');
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');

    const paid = await payCard(session.token, '4242 4242 4242 4242');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      paidAt: world.t.clock.now().toISOString(),
    });

    const rows = await paymentRowsOf(world.t, file.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountCents: invoice.depositCents,
      method: 'credit-card',
      receivedOn: '2030-02-01',
    });
    const ledger = await transactionsOf(file.reference);
    expect(ledger.filter((row) => row.type === 'payment')).toEqual([
      expect.objectContaining({
        valueCents: -invoice.depositCents,
        reference: `Online deposit ${invoice.number}`,
      }),
    ]);
    expect(await world.invoiceOf(world.nzAgent, file.reference)).toMatchObject({
      status: 'part-paid',
      paidCents: invoice.depositCents,
      outstandingCents: invoice.totalCents - invoice.depositCents,
    });

    // Live: the file, its agency and the back office hear of it.
    expect(broadcast).toHaveBeenCalledWith(
      [`private-file.${file.id}`, `private-agency.${file.agencyId}`, 'private-backoffice'],
      'payment.recorded',
      expect.objectContaining({
        paymentId: rows[0]?.id,
        bookingReference: file.reference,
        amountCents: invoice.depositCents,
        currency: 'NZD',
      }),
    );
    broadcast.mockRestore();

    const audit = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payment.online_received'), eq(auditLog.entityId, String(file.id))),
      );
    expect(audit).toHaveLength(1);

    // A paid session is final; the deposit is no longer owing; the balance is the rest.
    const again = await payCard(session.token, SANDBOX_CARDS.success);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This payment has already been made.' });
    expect(await paymentRowsOf(world.t, file.id)).toHaveLength(1);
    const deposit = await world.nzAgent.post(`/api/app/files/${file.reference}/payment-sessions`, {
      purpose: 'deposit',
    });
    expect(deposit.statusCode).toBe(409);
    const balance = await openSession(world.nzAgent, file.reference, 'balance');
    expect(balance.amountCents).toBe(invoice.totalCents - invoice.depositCents);
  });

  it('records one payment when two success cards race on the same session', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const session = await openSession(world.nzAgent, file.reference, 'deposit');
    const answers = await Promise.all([
      payCard(session.token, SANDBOX_CARDS.success),
      payCard(session.token, SANDBOX_CARDS.success),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(
      answers.some((answer) => answer.statusCode === 409) ? [200, 409] : [200, 200],
    );
    expect(await paymentRowsOf(world.t, file.id)).toHaveLength(1);
  });

  it('fails the session with the payer’s message for the declined card, recording nothing', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const session = await openSession(world.nzAgent, file.reference, 'deposit');
    const declined = await payCard(session.token, SANDBOX_CARDS.declined);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'failed',
      failureMessage:
        'Your card was declined. Please use another card or contact your travel agent.',
    });
    expect(declined.json<TPaymentSessionView>().failureMessage).toBe(DECLINED_MESSAGE);
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
    expect((await transactionsOf(file.reference)).some((row) => row.type === 'payment')).toBe(
      false,
    );
    // A failed session takes no more cards: the payer starts a new payment.
    expect((await payCard(session.token, SANDBOX_CARDS.success)).statusCode).toBe(409);
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
  });

  it('asks for the extra step on the authentication card: 123456 pays, three wrong codes fail', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent);
    const session = await openSession(world.nzAgent, file.reference, 'deposit');
    const early = await world.t
      .client()
      .post(`/api/payments/${session.token}/sandbox-verify`, { code: '123456' });
    expect(early.statusCode).toBe(409);

    const pending = await payCard(session.token, SANDBOX_CARDS.requiresAction);
    expect(pending.json()).toMatchObject({ status: 'requires_action' });
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
    const verified = await world.t
      .client()
      .post(`/api/payments/${session.token}/sandbox-verify`, { code: ' 123456 ' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'paid' });
    const rows = await paymentRowsOf(world.t, file.id);
    expect(rows.map((row) => row.amountCents)).toEqual([invoice.depositCents]);

    const other = await openSession(world.nzAgent, file.reference, 'balance');
    await payCard(other.token, SANDBOX_CARDS.requiresAction);
    const wrongCodes = [];
    for (const code of ['000000', '000001', '000002']) {
      wrongCodes.push(
        (
          await world.t.client().post(`/api/payments/${other.token}/sandbox-verify`, { code })
        ).json(),
      );
    }
    expect(wrongCodes.map((answer) => answer.status)).toEqual([
      'requires_action',
      'requires_action',
      'failed',
    ]);
    expect(wrongCodes[2]).toMatchObject({ failureMessage: expect.any(String) });
    expect(await paymentRowsOf(world.t, file.id)).toHaveLength(1);
  });

  it('refuses any other card number as a field error, and malformed fields as 422', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const session = await openSession(world.nzAgent, file.reference, 'deposit');
    const other = await payCard(session.token, '4111 1111 1111 1111');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      message: UNKNOWN_CARD_MESSAGE,
      errors: { cardNumber: [UNKNOWN_CARD_MESSAGE] },
    });
    const malformed = await world.t.client().post(`/api/payments/${session.token}/sandbox-card`, {
      cardholderName: '',
      cardNumber: 'abcd',
      expiry: '13/30',
      cvc: '1',
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json<{ errors: object }>().errors).sort()).toEqual([
      'cardNumber',
      'cardholderName',
      'cvc',
      'expiry',
    ]);
    expect((await world.t.client().get(`/api/payments/${session.token}`)).json()).toMatchObject({
      status: 'open',
    });
  });

  it('expires a session after 24 hours: the page says so and cards are refused', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const session = await openSession(world.nzAgent, file.reference, 'deposit');
    const start = world.t.clock.now();
    world.t.clock.advance(24 * HOUR + 1000);
    try {
      const page = await world.t.client().get(`/api/payments/${session.token}`);
      expect(page.json()).toMatchObject({ status: 'expired' });
      const card = await payCard(session.token, SANDBOX_CARDS.success);
      expect(card.statusCode).toBe(409);
      expect(card.json()).toMatchObject({ message: 'This payment link has expired.' });
      expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
    } finally {
      world.t.clock.set(start);
    }
  });
});

describe('a traveller paying from the travel app', () => {
  it('opens a session with the travel-app link only, and the result page links back to it', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent);
    const { travelAppToken, quoteToken } = await getOrCreateTravellerLinks(
      world.t.db,
      file.id,
      world.t.clock.now(),
    );
    const traveller = world.t.client();
    const created = await traveller.post(`/api/travel-app/${travelAppToken}/payment-sessions`, {
      purpose: 'deposit',
    });
    expect(created.statusCode, created.body).toBe(201);
    // The traveller pays the client price's deposit share, not the agency's invoice.
    expect(created.json()).toMatchObject({
      bookingReference: file.reference,
      amountCents: Math.round(
        (file.totals.clientCents * invoice.depositCents) / invoice.totalCents,
      ),
      travelAppUrl: `https://portal.test/travel-app/${travelAppToken}`,
    });

    const byQuoteLink = await traveller.post(`/api/travel-app/${quoteToken}/payment-sessions`, {
      purpose: 'deposit',
    });
    expect(byQuoteLink.statusCode).toBe(404);
    await world.t.db
      .update(travellerLinks)
      .set({ revokedAt: world.t.clock.now() })
      .where(eq(travellerLinks.token, travelAppToken));
    const revoked = await traveller.post(`/api/travel-app/${travelAppToken}/payment-sessions`, {
      purpose: 'deposit',
    });
    expect(revoked.statusCode).toBe(404);
  });
});

describe('no surprise network', () => {
  it('never calls out while the sandbox is the provider', () => {
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
