import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadTravellerSettings } from '../settings';
import { fakeServer, renderTravellerPage } from '../testing/render-traveller';

describe('Find Your Travel App', () => {
  it('asks for the company booking reference and titles the page', async () => {
    fakeServer({});
    renderTravellerPage('/travel-app');
    expect(
      await screen.findByText('Please enter your Fernway Travel booking reference.'),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Booking Reference')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Find Your Travel App | Fernway Travel'));
  });

  it('says "This field is required" for an empty reference, on blur and on submit', async () => {
    const { calls } = fakeServer({});
    renderTravellerPage('/travel-app');
    const user = userEvent.setup();
    const field = await screen.findByPlaceholderText('Booking Reference');
    await user.click(field);
    await user.click(screen.getByText(/^Please enter your/));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(field, 'NZ-1');
    await user.click(screen.getByText(/^Please enter your/));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Find Itinerary' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message in a red banner and clears the loading flag", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      'GET /api/find-itinerary/NOPE-1': {
        status: 404,
        body: { message: 'We could not find a booking with that reference.', errors: {} },
      },
    });
    renderTravellerPage('/travel-app');
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Booking Reference'), 'NOPE-1');
    await user.click(screen.getByRole('button', { name: 'Find Itinerary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a booking with that reference.',
    );
    expect(screen.getByRole('button', { name: 'Find Itinerary' })).toBeEnabled();
  });

  it('goes to /travel-app/{id} on success, sending the XHR marker', async () => {
    const { calls } = fakeServer({
      'GET /api/find-itinerary/NZ-100234': { body: { id: 'abcdefghijklmnopqrstuvwxyz012345' } },
      'GET /api/travel-app/abcdefghijklmnopqrstuvwxyz012345': {
        status: 404,
        body: { message: 'Not found.' },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTravellerPage('/travel-app');
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Booking Reference'), ' NZ-100234 ');
    await user.click(screen.getByRole('button', { name: 'Find Itinerary' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/travel-app/abcdefghijklmnopqrstuvwxyz012345'),
    );
    expect(calls[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('logs "Invalid response!" when the settings fail to load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ 'GET /api/get-settings': { status: 500, body: { message: 'Boom' } } });
    const settings = await loadTravellerSettings();
    expect(settings.clean).toBe(true);
    expect(log).toHaveBeenCalledWith('Invalid response!', expect.anything());
  });
});

describe('the start page of the installed app', () => {
  it('offers the itinerary this device opened last', async () => {
    fakeServer({});
    window.localStorage.setItem(
      'portal.travel-app.last',
      JSON.stringify({ token: 'abcdefghijklmnopqrstuvwxyz012345', reference: 'NZ-100234' }),
    );
    renderTravellerPage('/travel-app');
    expect(
      await screen.findByRole('link', { name: 'Open your itinerary NZ-100234' }),
    ).toHaveAttribute('href', '/travel-app/abcdefghijklmnopqrstuvwxyz012345');
  });
});
