import { eq } from 'drizzle-orm';
import type { TAdminFileTimelineEntry } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TTravelApp } from '@portal/shared/contracts/traveller';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFileTransactions } from '@portal/shared/contracts/invoices';
import { SANDBOX_CARDS, type TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import { paymentSessions } from '../src/db/schema/online-payments';
import { getOrCreateTravellerLinks } from '../src/modules/traveller/traveller-links.repository';
import type { TestClient } from './build-test-app';
import {
  buildPaymentsWorld,
  guardNetwork,
  paymentRowsOf,
  type TPaymentsWorld,
} from './online-payments-support';

/**
 * Issue 19: one amount owing is collected once, whatever the number of tabs, payers or sessions;
 * a cancelled booking takes no money; the sandbox card refuses a past expiry and lets the payer
 * retry a wrong verification code.
 */

let world: TPaymentsWorld;
beforeAll(async () => {
  guardNetwork();
  world = await buildPaymentsWorld();
  // The demo seed takes long on a busy machine.
}, 300_000);
afterAll(async () => {
  await world.t.close();
  vi.unstubAllGlobals();
});

const CARD = { cardholderName: 'Aroha Ngata', expiry: '12/31', cvc: '123' };

/** Each payment from an address of its own: the public routes are rate limited per address. */
let addresses = 0;
function payer(): TestClient {
  addresses += 1;
  return world.t.client({ remoteAddress: `10.19.${addresses}.1` });
}

function payCard(token: string, cardNumber: string = SANDBOX_CARDS.success, expiry = CARD.expiry) {
  return payer().post(`/api/payments/${token}/sandbox-card`, { ...CARD, cardNumber, expiry });
}

function verify(token: string, code: string) {
  return payer().post(`/api/payments/${token}/sandbox-verify`, { code });
}

/**
 * A booking with its travel-app token, as the traveller holds it, and what its traveller pays: the
 * client price (the demo agency's travellers pay the operator; docs/pricing.md, "Two prices"), its
 * deposit the invoice's deposit share of it.
 */
async function travellerBooking(name = 'Two tabs') {
  const booked = await world.bookFile(world.nzAgent, { bookingName: name });
  const { travelAppToken } = await getOrCreateTravellerLinks(
    world.t.db,
    booked.file.id,
    world.t.clock.now(),
  );
  const { clientCents } = booked.file.totals;
  const traveller = {
    depositCents: Math.round(
      (clientCents * booked.invoice.depositCents) / booked.invoice.totalCents,
    ),
    totalCents: clientCents,
  };
  return { ...booked, travelAppToken, traveller };
}

function payNow(travelAppToken: string, purpose: 'deposit' | 'balance' = 'deposit') {
  return payer().post(`/api/travel-app/${travelAppToken}/payment-sessions`, { purpose });
}

/** What the agency owes on the file: invoices up, payments down. Negative means paid twice. */
async function ledgerBalanceOf(reference: string): Promise<number> {
  const response = await world.nzAgent.get(`/api/app/files/${reference}/transactions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileTransactions>().data.reduce((sum, row) => sum + row.valueCents, 0);
}

async function sessionRow(token: string) {
  const [row] = await world.t.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.token, token));
  return row;
}

async function cancelFile(client: TestClient, reference: string) {
  const response = await client.post(`/api/app/files/${reference}/cancel`);
  expect(response.statusCode, response.body).toBe(200);
}

describe('one amount, collected once', () => {
  it('gives two tabs pressing "Pay now" the same session: the second card is told it is paid', async () => {
    const { file, invoice, travelAppToken, traveller } = await travellerBooking();
    const first = await payNow(travelAppToken);
    const second = await payNow(travelAppToken);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const tab1 = first.json<TPaymentSessionView>();
    const tab2 = second.json<TPaymentSessionView>();
    expect(tab2.token).toBe(tab1.token);

    expect((await payCard(tab1.token)).json()).toMatchObject({ status: 'paid' });
    const again = await payCard(tab2.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This payment has already been made.' });

    expect((await paymentRowsOf(world.t, file.id)).map((row) => row.amountCents)).toEqual([
      traveller.depositCents,
    ]);
    expect(await ledgerBalanceOf(file.reference)).toBe(invoice.totalCents - traveller.depositCents);
    // The deposit is paid: a third tab is told so instead of being given a page to pay.
    const third = await payNow(travelAppToken);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ message: 'Nothing is owing on this booking.' });
  });

  it('records one payment when two payers open and pay at the same moment', async () => {
    const { file, invoice, travelAppToken, traveller } = await travellerBooking('Same moment');
    const opened = await Promise.all([payNow(travelAppToken), payNow(travelAppToken)]);
    const tokens = opened
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json<TPaymentSessionView>().token);
    expect(tokens.length).toBeGreaterThan(0);
    // The one that lost the race to open is told to try again in a moment.
    for (const response of opened.filter((answer) => answer.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
    }
    const paid = await Promise.all(tokens.map((token) => payCard(token)));
    expect(paid.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await paymentRowsOf(world.t, file.id)).toHaveLength(1);
    expect(await ledgerBalanceOf(file.reference)).toBe(invoice.totalCents - traveller.depositCents);
  });

  it('refuses a card on a session whose amount another session already collected', async () => {
    const { file, invoice, travelAppToken, traveller } =
      await travellerBooking('Agent and traveller');
    // The agent opens one (to send the link); the traveller opens their own: the agent's is replaced.
    const agentSession = (
      await world.nzAgent.post(`/api/app/files/${file.reference}/payment-sessions`, {
        purpose: 'deposit',
      })
    ).json<TPaymentSessionView>();
    const travellerSession = (await payNow(travelAppToken)).json<TPaymentSessionView>();
    expect(travellerSession.token).not.toBe(agentSession.token);
    const replaced = await payer().get(`/api/payments/${agentSession.token}`);
    expect(replaced.json()).toMatchObject({ status: 'cancelled', closedReason: 'replaced' });
    const onReplaced = await payCard(agentSession.token);
    expect(onReplaced.statusCode).toBe(409);

    expect((await payCard(travellerSession.token)).json()).toMatchObject({ status: 'paid' });
    expect(await paymentRowsOf(world.t, file.id)).toHaveLength(1);
    expect(await ledgerBalanceOf(file.reference)).toBe(invoice.totalCents - traveller.depositCents);
  });

  it('replaces an open deposit session by a balance one, so the two never both collect', async () => {
    const { file, invoice, travelAppToken, traveller } =
      await travellerBooking('Deposit then balance');
    const deposit = (await payNow(travelAppToken, 'deposit')).json<TPaymentSessionView>();
    const balance = (await payNow(travelAppToken, 'balance')).json<TPaymentSessionView>();
    expect(balance.amountCents).toBe(traveller.totalCents);
    expect((await payCard(deposit.token)).statusCode).toBe(409);
    expect((await payCard(balance.token)).json()).toMatchObject({ status: 'paid' });
    // The invoice is paid once; the rest of the client price is the agency's commission, owed to it.
    expect(await ledgerBalanceOf(file.reference)).toBe(invoice.totalCents - traveller.totalCents);
  });

  it('keeps the one-live-session rule in the database itself', async () => {
    const { file, travelAppToken } = await travellerBooking('Database rule');
    const session = (await payNow(travelAppToken)).json<TPaymentSessionView>();
    const row = await sessionRow(session.token);
    if (!row) throw new Error('session row missing');
    const { id: _id, ...copy } = row;
    await expect(
      world.t.db.insert(paymentSessions).values({ ...copy, token: `${row.token}-copy` }),
    ).rejects.toThrow();
    expect(
      await world.t.db.select().from(paymentSessions).where(eq(paymentSessions.fileId, file.id)),
    ).toHaveLength(1);
  });
});

describe('the file timeline', () => {
  it('shows a payment made online, by the provider, as the back office sees any payment', async () => {
    const { file, travelAppToken, traveller } = await travellerBooking('Timeline payment');
    const session = (await payNow(travelAppToken)).json<TPaymentSessionView>();
    expect((await payCard(session.token)).json()).toMatchObject({ status: 'paid' });

    const response = await world.admin.get(
      `/api/admin/files/${file.reference}/events?per_page=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const payments = response
      .json<TPaginated<TAdminFileTimelineEntry>>()
      .data.filter((entry) => entry.kind === 'event' && entry.action === 'payment.recorded');
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ actorKind: 'system', actorName: expect.any(String) });
    expect(payments[0]).toMatchObject({
      facts: expect.arrayContaining([
        { field: 'amount', kind: 'money', value: traveller.depositCents },
      ]) as unknown,
    });
  });
});

describe('a cancelled booking', () => {
  it('refuses a new payment and closes the one already open, taking no money', async () => {
    const { file, travelAppToken } = await travellerBooking('Cancelled trip');
    const open = (await payNow(travelAppToken)).json<TPaymentSessionView>();
    await cancelFile(world.nzAgent, file.reference);

    const page = await payer().get(`/api/payments/${open.token}`);
    expect(page.json()).toMatchObject({
      status: 'cancelled',
      closedReason: 'booking-cancelled',
      isBookingCancelled: true,
    });
    const card = await payCard(open.token);
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({
      message: 'This booking has been cancelled. Nothing can be paid on it.',
    });

    const fresh = await payNow(travelAppToken);
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toMatchObject({
      message: 'This booking has been cancelled. Nothing can be paid on it.',
    });
    const byAgent = await world.nzAgent.post(`/api/app/files/${file.reference}/payment-sessions`, {
      purpose: 'balance',
    });
    expect(byAgent.statusCode).toBe(409);
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
    expect(await sessionRow(open.token)).toMatchObject({
      status: 'cancelled',
      closedReason: 'booking-cancelled',
    });
  });

  it('shows the traveller a cancelled trip: no services, confirmations, vouchers or amount due', async () => {
    const { file, travelAppToken } = await travellerBooking('Called off');
    const before = (await payer().get(`/api/travel-app/${travelAppToken}`)).json<TTravelApp>();
    expect(before.days.length).toBeGreaterThan(0);
    expect(before.amountDue).not.toBeNull();

    await cancelFile(world.nzAgent, file.reference);
    const response = await payer().get(`/api/travel-app/${travelAppToken}`);
    expect(response.statusCode, response.body).toBe(200);
    // The agent's cancellation waits for the suppliers' releases; for the traveller it is over.
    expect(response.json<TTravelApp>()).toMatchObject({
      bookingReference: file.reference,
      status: 'Cancellation',
      days: [],
      amountDue: null,
      canLeaveFeedback: false,
      canChoosePrize: false,
      emergencyContact: null,
      alerts: [],
    });
  });

  it('does not record a verification that finishes after the booking was cancelled', async () => {
    const { file, travelAppToken } = await travellerBooking('Cancelled mid-payment');
    const session = (await payNow(travelAppToken)).json<TPaymentSessionView>();
    expect((await payCard(session.token, SANDBOX_CARDS.requiresAction)).json()).toMatchObject({
      status: 'requires_action',
    });
    await cancelFile(world.nzAgent, file.reference);
    const verified = await verify(session.token, '123456');
    expect(verified.statusCode).toBe(409);
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
  });
});

describe('the sandbox card', () => {
  it('refuses a past expiry date as a field error, and takes the current month', async () => {
    const { file, travelAppToken } = await travellerBooking('Expired card');
    const session = (await payNow(travelAppToken)).json<TPaymentSessionView>();
    const expired = await payCard(session.token, SANDBOX_CARDS.success, '01/20');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      message: 'This card has expired.',
      errors: { expiry: ['This card has expired.'] },
    });
    // The operator's date in the test world is 2030-02-01.
    expect((await payCard(session.token, SANDBOX_CARDS.success, '01/30')).statusCode).toBe(400);
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
    expect((await payCard(session.token, SANDBOX_CARDS.success, '02/30')).json()).toMatchObject({
      status: 'paid',
    });
  });

  it('lets the payer retry a wrong verification code, and fails the session after three', async () => {
    const { file, travelAppToken, traveller } = await travellerBooking('Wrong code');
    const session = (await payNow(travelAppToken)).json<TPaymentSessionView>();
    expect((await payCard(session.token, SANDBOX_CARDS.requiresAction)).json()).toMatchObject({
      status: 'requires_action',
      verificationAttemptsLeft: 3,
    });
    const wrong = await verify(session.token, '000000');
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toMatchObject({
      status: 'requires_action',
      verificationAttemptsLeft: 2,
    });
    const right = await verify(session.token, '123456');
    expect(right.json()).toMatchObject({ status: 'paid' });
    expect((await paymentRowsOf(world.t, file.id)).map((row) => row.amountCents)).toEqual([
      traveller.depositCents,
    ]);

    const balance = (await payNow(travelAppToken, 'balance')).json<TPaymentSessionView>();
    await payCard(balance.token, SANDBOX_CARDS.requiresAction);
    expect((await verify(balance.token, '111111')).json()).toMatchObject({
      verificationAttemptsLeft: 2,
    });
    expect((await verify(balance.token, '222222')).json()).toMatchObject({
      verificationAttemptsLeft: 1,
    });
    expect((await verify(balance.token, '333333')).json()).toMatchObject({
      status: 'failed',
      failureMessage: expect.stringContaining('could not verify'),
      verificationAttemptsLeft: null,
    });
    expect(await paymentRowsOf(world.t, file.id)).toHaveLength(1);
  });
});
