import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_COPY_HEADER } from '../api';
import { buildSession, buildTravelApp, TOKEN } from '../testing/fixtures';
import { fakeServer, renderTravellerPage } from '../testing/render-traveller';

const API = `/api/travel-app/${TOKEN}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the travel app', () => {
  it('shows the day-by-day itinerary with dates, times, phone, address, map and vouchers', async () => {
    fakeServer({ [`GET ${API}`]: { body: buildTravelApp() } });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Smith family North Island' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fernway New Zealand')).toBeInTheDocument();
    expect(screen.getByText(/Day 1 · Fri 05 Mar/)).toBeInTheDocument();
    expect(screen.getByText('14:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+64 9 555 0101' })).toHaveAttribute(
      'href',
      'tel:+6495550101',
    );
    expect(screen.getByText('1 Quay Street, Auckland')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Map' })[1]).toHaveAttribute(
      'href',
      'https://maps.example/?q=1+Quay+Street',
    );
    expect(screen.getByText('HH123')).toBeInTheDocument();
    expect(screen.getByText('V-0001')).toBeInTheDocument();
    expect(screen.getByText(/Thank you for travelling with Fernway Travel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+64 9 123 4567' })).toBeInTheDocument();
    expect(document.querySelector('.page')).toHaveClass('brand-nz');
    await waitFor(() => expect(document.title).toBe('Travel App | Fernway Travel'));
  });

  it("asks for the traveller's language and loads the itinerary again in a newly chosen one", async () => {
    const { calls } = fakeServer({
      [`GET ${API}`]: (call) => ({
        body: buildTravelApp({
          days: buildTravelApp().days.map((day) => ({
            ...day,
            services: day.services.map((service) => ({
              ...service,
              description:
                call.headers['Accept-Language'] === 'de'
                  ? 'Ein Hotel am Hafen, wenige Schritte vom Fähranleger.'
                  : service.description,
            })),
          })),
        }),
      }),
    });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    expect(
      await screen.findByText('A harbour-front hotel a short walk from the ferry terminal.'),
    ).toBeInTheDocument();
    expect(calls[0]?.headers['Accept-Language']).toBe('en');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(
      await screen.findByText('Ein Hotel am Hafen, wenige Schritte vom Fähranleger.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.headers['Accept-Language']).toBe('de');
  });

  it('marks a service not confirmed yet as awaiting confirmation, and only that one', async () => {
    const app = buildTravelApp();
    const [day] = app.days;
    const [hotel] = day?.services ?? [];
    if (!day || !hotel) throw new Error('The fixture needs a service');
    day.services = [
      hotel,
      { ...hotel, id: 12, name: 'Waitomo Glowworm Caves', status: 'pending', confirmation: null },
    ];
    fakeServer({ [`GET ${API}`]: { body: app } });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    const pending = (
      await screen.findByRole('heading', { name: 'Waitomo Glowworm Caves' })
    ).closest('li');
    const confirmed = screen
      .getByRole('heading', { name: 'Harbour Hotel, Double Room' })
      .closest('li');
    expect(within(pending!).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(within(confirmed!).queryByText('Awaiting confirmation')).not.toBeInTheDocument();
    // Only the confirmed service has a voucher to show its supplier.
    expect(
      within(confirmed!).getByRole('link', { name: 'Voucher (PDF) to show the supplier' }),
    ).toHaveAttribute('href', `${API}/services/${hotel.id}/voucher.pdf`);
    expect(within(pending!).queryByRole('link', { name: /Voucher/ })).not.toBeInTheDocument();
  });

  it('shows the itinerary alerts on the route, and nothing when there are none', async () => {
    fakeServer({
      [`GET ${API}`]: {
        body: buildTravelApp({
          alerts: [
            {
              id: 1,
              title: 'Desert Road closed',
              message: 'Snow: take State Highway 4 instead.',
              severity: 'critical',
              locationName: 'Taupō',
              startsOn: '2027-03-05',
              endsOn: '2027-03-06',
            },
            {
              id: 2,
              title: 'Heavy rain',
              message: 'Allow extra driving time.',
              severity: 'info',
              locationName: null,
              startsOn: '2027-03-07',
              endsOn: '2027-03-07',
            },
          ],
        }),
      },
    });
    const { unmount } = renderTravellerPage(`/travel-app/${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Travel alerts on your route' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Important Desert Road closed');
    expect(items[0]).toHaveTextContent('Snow: take State Highway 4 instead.');
    expect(items[0]).toHaveTextContent(/Taupō · .*05.*Mar.*2027/);
    expect(items[1]).toHaveTextContent('All regions');
    unmount();

    fakeServer({ [`GET ${API}`]: { body: buildTravelApp({ alerts: [] }) } });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Smith family North Island' });
    expect(screen.queryByRole('region', { name: 'Travel alerts on your route' })).toBeNull();
  });

  it('toggles the driving notes', async () => {
    fakeServer({ [`GET ${API}`]: { body: buildTravelApp() } });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Show driving notes' });
    expect(screen.queryByText(/Keep left/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText(/Keep left/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide driving notes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Hide driving notes' }));
    expect(screen.queryByText(/Keep left/)).not.toBeInTheDocument();
  });

  it('says when it shows the copy saved for offline use', async () => {
    fakeServer({
      [`GET ${API}`]: {
        body: buildTravelApp(),
        headers: { [SAVED_COPY_HEADER]: '2026-11-25T09:30:00.000Z' },
      },
    });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    expect(
      await screen.findByText(/You are offline — showing the itinerary saved on .*2026/),
    ).toBeInTheDocument();
  });

  it("shows the server's message for an unknown token", async () => {
    fakeServer({ [`GET ${API}`]: { status: 404, body: { message: 'This link is not valid.' } } });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });

  it('validates and saves the emergency contact, showing server field errors', async () => {
    let attempt = 0;
    const { calls } = fakeServer({
      [`GET ${API}`]: { body: buildTravelApp() },
      [`PUT ${API}/emergency-contact`]: (call) => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { email: ['This field must be a valid email'] },
            },
          };
        }
        return {
          body: { ...(call.body as object), updatedAt: '2026-11-26T01:00:00.000Z' },
        };
      },
    });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    const user = userEvent.setup();
    const form = within(
      (await screen.findByRole('heading', { name: 'Emergency contact' })).closest(
        'section',
      ) as HTMLElement,
    );
    await user.type(form.getByLabelText(/^Phone/), '12');
    await user.click(form.getByRole('button', { name: 'Save emergency contact' }));
    expect(form.getAllByText('This field is required')).toHaveLength(2);
    expect(
      form.getByText('Enter a phone number with its country code, e.g. +64 21 555 1234'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(form.getByLabelText(/^Title/), 'Mrs');
    await user.type(form.getByLabelText(/^Full name/), 'Ann Smith');
    await user.clear(form.getByLabelText(/^Phone/));
    await user.type(form.getByLabelText(/^Phone/), '+61 412 345 678');
    await user.click(form.getByRole('button', { name: 'Save emergency contact' }));
    expect(await form.findByText('This field must be a valid email')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Save emergency contact' }));
    expect(await form.findByText('Emergency contact saved.')).toBeInTheDocument();
    const put = calls.filter((call) => call.method === 'PUT')[1];
    expect(put?.body).toMatchObject({
      title: 'Mrs',
      fullName: 'Ann Smith',
      phone: '+61 412 345 678',
    });
  });

  it('says plainly that a cancelled booking is cancelled, with nothing to travel on or pay', async () => {
    // Even a copy that still lists services and money owing (saved before the cancellation).
    fakeServer({ [`GET ${API}`]: { body: buildTravelApp({ status: 'Cancellation' }) } });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This booking has been cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing more is due/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByText('HH123')).not.toBeInTheDocument();
    expect(screen.queryByText('V-0001')).not.toBeInTheDocument();
    expect(screen.queryByText(/Day 1/)).not.toBeInTheDocument();
    // Who to ask stays.
    expect(screen.getByRole('link', { name: '+64 9 123 4567' })).toBeInTheDocument();
  });

  it('starts a payment session for the amount due', async () => {
    const { calls } = fakeServer({
      [`GET ${API}`]: { body: buildTravelApp() },
      [`POST ${API}/payment-sessions`]: {
        status: 201,
        body: buildSession({ checkoutUrl: '#checkout' }),
      },
    });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByText('NZ$500.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(window.location.hash).toBe('#checkout'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ purpose: 'deposit' });
  });

  it('says the travel agent looks after payment, with no amount or button, when the agency collects', async () => {
    fakeServer({
      [`GET ${API}`]: { body: buildTravelApp({ isPaidThroughAgency: true, amountDue: null }) },
    });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Your travel agent looks after payment for this trip.');
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByText('NZ$500.00')).not.toBeInTheDocument();
    expect(screen.queryByText(/Deposit due|Balance due/)).not.toBeInTheDocument();
  });

  it('takes feedback after travel and then offers the prize cart', async () => {
    let feedbackSent = false;
    const { calls } = fakeServer({
      [`GET ${API}`]: () => ({
        body: feedbackSent
          ? buildTravelApp({
              canLeaveFeedback: true,
              canChoosePrize: true,
              feedback: {
                tripRating: 5,
                comment: 'Great',
                serviceRatings: [],
                submittedAt: '2026-11-26T01:00:00.000Z',
              },
            })
          : buildTravelApp({ canLeaveFeedback: true }),
      }),
      [`POST ${API}/feedback`]: (call) => {
        feedbackSent = true;
        return { status: 201, body: { ...(call.body as object), submittedAt: 'now' } };
      },
    });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    const trip = screen.getByRole('group', { name: /Your trip overall/ });
    await user.click(within(trip).getByLabelText('5 out of 5'));
    await user.click(screen.getByText('Rate each service'));
    const service = screen.getByRole('group', { name: 'Harbour Hotel, Double Room' });
    await user.click(within(service).getByLabelText('4 out of 5'));
    await user.type(screen.getByLabelText('Comment'), 'Great');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your prize' })).toHaveAttribute(
      'href',
      `/prize-cart?booking=${TOKEN}`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      tripRating: 5,
      comment: 'Great',
      serviceRatings: [{ serviceLineId: 11, rating: 4 }],
    });
  });

  it('shows the operator’s reply under the traveller’s feedback', async () => {
    fakeServer({
      [`GET ${API}`]: {
        body: buildTravelApp({
          feedback: {
            tripRating: 4,
            comment: 'Lovely',
            serviceRatings: [],
            submittedAt: '2026-11-26T01:00:00.000Z',
            reply: { text: 'Thank you, see you again!', repliedAt: '2026-11-27T01:00:00.000Z' },
          },
        }),
      },
    });
    renderTravellerPage(`/travel-app/${TOKEN}`);
    expect(await screen.findByText('You rated your trip 4 out of 5.')).toBeInTheDocument();
    expect(screen.getByText('Reply from Fernway Travel')).toBeInTheDocument();
    expect(screen.getByText('Thank you, see you again!')).toBeInTheDocument();
  });
});
