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
