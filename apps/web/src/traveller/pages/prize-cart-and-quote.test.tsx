import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPrizeCart, TPublicQuote } from '@portal/shared/contracts/traveller';
import { matchRoute } from '../router';
import { buildTravelApp, TOKEN } from '../testing/fixtures';
import { fakeServer, renderTravellerPage } from '../testing/render-traveller';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const cart: TPrizeCart = {
  prizes: [
    { id: 1, name: 'Wine tasting voucher', description: '', imageUrl: null, remaining: 3 },
    { id: 2, name: 'Kiwi plush toy', description: 'Soft.', imageUrl: null, remaining: 0 },
  ],
  chosenPrizeId: null,
  canChoose: true,
};

describe('the prize cart', () => {
  it('lets the traveller choose one prize, then shows it', async () => {
    const { calls } = fakeServer({
      [`GET /api/travel-app/${TOKEN}/prizes`]: { body: cart },
      [`POST /api/travel-app/${TOKEN}/prizes/1`]: {
        body: { ...cart, chosenPrizeId: 1, canChoose: false },
      },
    });
    renderTravellerPage(`/prize-cart?booking=${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Select Prize' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Select Prize | Fernway Travel'));
    // The heading shows at once; the prizes arrive with the cart.
    expect(await screen.findByText('3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Kiwi plush toy' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choose Wine tasting voucher' }));
    expect(await screen.findByText(/You chose: Wine tasting voucher/)).toBeInTheDocument();
    expect(screen.getByText('Your prize')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Kiwi plush toy' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    fakeServer({
      [`GET /api/travel-app/${TOKEN}/prizes`]: { body: cart },
      [`POST /api/travel-app/${TOKEN}/prizes/1`]: {
        status: 409,
        body: { message: 'A prize was already chosen for this booking.' },
      },
    });
    renderTravellerPage(`/prize-cart?booking=${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose Wine tasting voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A prize was already chosen for this booking.',
    );
  });
});

describe('the public quote', () => {
  const app = buildTravelApp();
  const quote: TPublicQuote = {
    token: TOKEN,
    reference: 'NZ-100300',
    bookingName: 'Jones honeymoon',
    status: 'Quote',
    travelDate: '2027-03-05',
    endDate: '2027-03-06',
    agencyName: 'Kiwi Horizons',
    companyName: 'Fernway Travel',
    brand: app.brand,
    pax: { adults: 2, children: 0 },
    days: [
      {
        dayNumber: 1,
        date: '2027-03-05',
        title: 'Auckland',
        description: '',
        lines: [
          {
            dayNumber: 1,
            date: '2027-03-05',
            name: 'Harbour Hotel',
            serviceTypeCode: 'AC',
            span: 2,
            quantity: 1,
            isUnavailable: false,
          },
        ],
      },
    ],
    totalCents: 123450,
    acceptedAt: null,
    acceptedByName: null,
    canAccept: true,
  };

  it('shows the total with the price message and notes, and accepts', async () => {
    const { calls } = fakeServer({
      [`GET /api/quotes/public/${TOKEN}`]: { body: quote },
      [`POST /api/quotes/public/${TOKEN}/accept`]: {
        body: {
          ...quote,
          canAccept: false,
          acceptedAt: '2026-11-26T01:00:00.000Z',
          acceptedByName: 'Kate Jones',
        },
      },
    });
    renderTravellerPage(`/quote/${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByText('NZ$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('NZD incl. 15% GST')).toBeInTheDocument();
    expect(screen.getByText('Prepared by Kiwi Horizons')).toBeInTheDocument();
    expect(screen.getByText('The estimated total price is subject to change.')).toBeInTheDocument();
    expect(
      screen.getByText("Final pricing needs the consultant's confirmation."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The extra cost of breakfast is confirmed by the consultant.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Full name/), 'Kate Jones');
    await user.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText(/Accepted by Kate Jones/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ fullName: 'Kate Jones', comment: '' });
  });

  it('marks a stop-sold service and says it is not in the total or the acceptance', async () => {
    const [day] = quote.days;
    if (!day) throw new Error('The fixture needs a day');
    const withStopSold: TPublicQuote = {
      ...quote,
      days: [
        {
          ...day,
          lines: [
            ...day.lines,
            { ...day.lines[0]!, name: 'Lodge on the Lake', span: 1, isUnavailable: true },
          ],
        },
      ],
    };
    fakeServer({ [`GET /api/quotes/public/${TOKEN}`]: { body: withStopSold } });
    renderTravellerPage(`/quote/${TOKEN}`);
    const line = (await screen.findByText(/Lodge on the Lake/)).closest('li');
    expect(line).toHaveClass('quote-line--unavailable');
    expect(within(line!).getByText(/Not available on these dates/)).toBeInTheDocument();
    const hotel = screen.getByText(/Harbour Hotel/).closest('li');
    expect(within(hotel!).queryByText(/Not available/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/1 service is not available on its dates: it is marked above/),
    ).toBeInTheDocument();
  });

  it('offers no acceptance when nothing in the quote can be booked', async () => {
    const [day] = quote.days;
    if (!day) throw new Error('The fixture needs a day');
    fakeServer({
      [`GET /api/quotes/public/${TOKEN}`]: {
        body: {
          ...quote,
          totalCents: 0,
          canAccept: false,
          days: [{ ...day, lines: day.lines.map((line) => ({ ...line, isUnavailable: true })) }],
        },
      },
    });
    renderTravellerPage(`/quote/${TOKEN}`);
    expect(
      await screen.findByText(/None of the services in this quote can be booked/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  it('maps the traveller paths', () => {
    expect(matchRoute('/travel-app')).toEqual({ route: 'find', params: {} });
    expect(matchRoute(`/travel-app/${TOKEN}`)).toEqual({
      route: 'travelApp',
      params: { id: TOKEN },
    });
    expect(matchRoute('/payments/result').route).toBe('paymentResult');
    expect(matchRoute('/payments/abc').route).toBe('payment');
    // SPEC section 2: the quote id is optional; without one a find form answers (issue 19, 27).
    expect(matchRoute('/quote').route).toBe('findQuote');
    expect(matchRoute('/quote/a/b').route).toBe('notFound');
    expect(matchRoute('/travel-app/a/b').route).toBe('notFound');
  });

  it('shows the not-found page for an unknown path', async () => {
    fakeServer({});
    renderTravellerPage('/travel-app/a/b');
    expect(
      await screen.findByText("Sorry, the page you are looking for doesn't exist."),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Woops | Fernway Travel'));
  });
});
