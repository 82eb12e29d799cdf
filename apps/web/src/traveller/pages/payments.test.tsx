import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_VERIFICATION_CODE } from '@portal/shared/contracts/online-payments';
import {
  checkCardField,
  SANDBOX_TEST_CARDS,
  SANDBOX_TEST_VERIFICATION_CODE,
  travelAppTokenOf,
} from '../payments';
import { buildSession, SESSION_TOKEN, TOKEN } from '../testing/fixtures';
import { fakeServer, renderTravellerPage } from '../testing/render-traveller';
import { RESULT_POLL_INTERVAL_MS, RESULT_POLL_LIMIT_MS } from './payment-result';

const API = `/api/payments/${SESSION_TOKEN}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment helpers', () => {
  it('shows the same test cards the sandbox provider accepts', () => {
    expect(SANDBOX_TEST_CARDS).toEqual(SANDBOX_CARDS);
    expect(SANDBOX_TEST_VERIFICATION_CODE).toBe(SANDBOX_VERIFICATION_CODE);
  });

  it('checks card fields like the server does', () => {
    expect(checkCardField('cardNumber', '4242 4242 4242 4242')).toBeNull();
    expect(checkCardField('cardNumber', '4242')).toBe('card.errors.number');
    expect(checkCardField('expiry', '12/29')).toBeNull();
    expect(checkCardField('expiry', '13/29')).toBe('card.errors.expiry');
    // A card is good through its expiry month, on the payer's own date.
    expect(checkCardField('expiry', '01/20', '2026-11-27')).toBe('card.errors.expired');
    expect(checkCardField('expiry', '10/26', '2026-11-27')).toBe('card.errors.expired');
    expect(checkCardField('expiry', '11/26', '2026-11-27')).toBeNull();
    expect(checkCardField('cvc', '12')).toBe('card.errors.cvc');
    expect(checkCardField('cardholderName', ' ')).toBe('validation:required');
  });

  it('finds the travel-app token in a session', () => {
    expect(travelAppTokenOf(`https://portal.test/travel-app/${TOKEN}`)).toBe(TOKEN);
    expect(travelAppTokenOf(null)).toBeNull();
    expect(travelAppTokenOf('https://portal.test/app/list-bookings')).toBeNull();
  });
});

describe('the sandbox payment page', () => {
  it('shows the amount, booking and invoice, validates the card and pays', async () => {
    const { calls } = fakeServer({
      [`GET ${API}`]: () => ({
        body: buildSession({
          status: calls.some((call) => call.method === 'POST') ? 'paid' : 'open',
        }),
      }),
      [`POST ${API}/sandbox-card`]: { body: buildSession({ status: 'paid' }) },
    });
    renderTravellerPage(`/payments/${SESSION_TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByText('INV-2001')).toBeInTheDocument();
    expect(screen.getAllByText('NZ$500.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay NZ$500.00' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(4);

    await user.type(screen.getByLabelText(/^Cardholder name/), 'Ann Smith');
    await user.type(screen.getByLabelText(/^Card number/), SANDBOX_CARDS.success);
    await user.type(screen.getByLabelText(/^Expiry/), '12/29');
    await user.type(screen.getByLabelText(/^CVC/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay NZ$500.00' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payments/result'));
    expect(window.location.search).toBe(`?session=${SESSION_TOKEN}`);
    expect(await screen.findByText('Payment received: NZ$500.00. Thank you!')).toBeInTheDocument();
  });

  it('asks for the verification code when the card needs it', async () => {
    const { calls } = fakeServer({
      [`GET ${API}`]: { body: buildSession() },
      [`POST ${API}/sandbox-card`]: { body: buildSession({ status: 'requires_action' }) },
      [`POST ${API}/sandbox-verify`]: {
        status: 422,
        body: { message: 'The code is not right.', errors: { code: ['The code is not right.'] } },
      },
    });
    renderTravellerPage(`/payments/${SESSION_TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Cardholder name/), 'Ann Smith');
    await user.type(screen.getByLabelText(/^Card number/), SANDBOX_CARDS.requiresAction);
    await user.type(screen.getByLabelText(/^Expiry/), '12/29');
    await user.type(screen.getByLabelText(/^CVC/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay NZ$500.00' }));
    await user.type(await screen.findByLabelText(/^Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right.');
    expect(calls.at(-1)?.body).toEqual({ code: '000000' });
  });
});

describe('a wrong verification code', () => {
  it('is refused on the field with the tries left, and the payer tries again', async () => {
    const waiting = buildSession({ status: 'requires_action', verificationAttemptsLeft: 3 });
    fakeServer({
      [`GET ${API}`]: { body: waiting },
      [`POST ${API}/sandbox-verify`]: ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: buildSession({ status: 'paid', receiptNumber: '42' }) }
          : { body: { ...waiting, verificationAttemptsLeft: 2 } },
    });
    renderTravellerPage(`/payments/${SESSION_TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and pay' }));
    expect(
      await screen.findByText('This code is not correct. You can try 2 more times.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and pay' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payments/result'));
  });
});

describe('the payment result page', () => {
  it('shows a failure with its reason and starts a new session on "Try again"', async () => {
    const { calls } = fakeServer({
      [`GET ${API}`]: {
        body: buildSession({ status: 'failed', failureMessage: 'Your card was declined.' }),
      },
      [`POST /api/travel-app/${TOKEN}/payment-sessions`]: {
        status: 201,
        body: buildSession({ checkoutUrl: '#new-session' }),
      },
    });
    renderTravellerPage(`/payments/result?session=${SESSION_TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByText('The payment did not go through.')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(window.location.hash).toBe('#new-session'));
    expect(calls.at(-1)?.body).toEqual({ purpose: 'deposit' });
  });

  it('polls a pending payment every 2 s and stops after a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeServer({
      [`GET ${API}`]: { body: buildSession({ status: 'processing' }) },
    });
    renderTravellerPage(`/payments/result?session=${SESSION_TOKEN}`);
    expect(await screen.findByText(/Your payment is being processed/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESULT_POLL_INTERVAL_MS * 3);
    });
    expect(calls.length).toBeGreaterThanOrEqual(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESULT_POLL_LIMIT_MS);
    });
    expect(await screen.findByText(/still being processed/)).toBeInTheDocument();
    const count = calls.length;
    expect(count).toBeLessThanOrEqual(RESULT_POLL_LIMIT_MS / RESULT_POLL_INTERVAL_MS + 2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESULT_POLL_INTERVAL_MS * 5);
    });
    expect(calls.length).toBe(count);
  });
});

describe('what the result page says', () => {
  it('shows a printable receipt for a paid session', async () => {
    fakeServer({
      [`GET ${API}`]: {
        body: buildSession({
          status: 'paid',
          receiptNumber: '1042',
          paidAt: '2026-11-26T01:20:00.000Z',
        }),
      },
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderTravellerPage(`/payments/result?session=${SESSION_TOKEN}`);
    const user = userEvent.setup();
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Receipt number1042');
    expect(receipt).toHaveTextContent('Paid on26 Nov 2026');
    expect(receipt).toHaveTextContent('Amount paidNZ$500.00');
    expect(receipt).toHaveTextContent('ForDeposit');
    expect(receipt).toHaveTextContent('BookingNZ-100234 · Smith family North Island');
    expect(receipt).toHaveTextContent('InvoiceINV-2001');
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says plainly that a cancelled booking takes no payment, and offers no retry', async () => {
    fakeServer({
      [`GET ${API}`]: {
        body: buildSession({
          status: 'cancelled',
          closedReason: 'booking-cancelled',
          isBookingCancelled: true,
        }),
      },
    });
    renderTravellerPage(`/payments/result?session=${SESSION_TOKEN}`);
    expect(
      await screen.findByText('This booking has been cancelled, so nothing can be paid on it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends the card page of a cancelled booking to the result page', async () => {
    fakeServer({
      [`GET ${API}`]: { body: buildSession({ isBookingCancelled: true }) },
    });
    renderTravellerPage(`/payments/${SESSION_TOKEN}`);
    expect(
      await screen.findByText('This booking has been cancelled, so nothing can be paid on it.'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payments/result');
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
  });

  it('tells the payer money that was not kept is refunded', async () => {
    fakeServer({
      [`GET ${API}`]: {
        body: buildSession({ status: 'refunded', closedReason: 'already-paid' }),
      },
    });
    renderTravellerPage(`/payments/result?session=${SESSION_TOKEN}`);
    expect(
      await screen.findByText(
        'Your payment of NZ$500.00 was not needed: this amount had already been paid. It is refunded in full to your card.',
      ),
    ).toBeInTheDocument();
  });

  it('leads from a replaced session to the newer one', async () => {
    const { calls } = fakeServer({
      [`GET ${API}`]: { body: buildSession({ status: 'cancelled', closedReason: 'replaced' }) },
      [`POST /api/travel-app/${TOKEN}/payment-sessions`]: {
        status: 201,
        body: buildSession({ checkoutUrl: '#newer-session' }),
      },
    });
    renderTravellerPage(`/payments/result?session=${SESSION_TOKEN}`);
    const user = userEvent.setup();
    expect(
      await screen.findByText(/A newer payment for this booking replaced this one/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with the newer payment' }));
    await waitFor(() => expect(window.location.hash).toBe('#newer-session'));
    expect(calls.at(-1)?.body).toEqual({ purpose: 'deposit' });
  });
});
