import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildRequestView, buildSnapshot } from '../testing/request-fixtures';
import { ConfirmServicePage } from './confirm-service-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const BASE = `/api/supplier-links/${TOKEN}`;

function renderLinkPage() {
  return renderWithProviders(<ConfirmServicePage source={{ kind: 'link', token: TOKEN }} />, {
    route: `/supplier/service/${TOKEN}`,
  });
}

function quietConsole() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('Confirm Service from the emailed link', () => {
  it('shows what is asked: booking, operator, service, dates, guests, note and cost', async () => {
    stubFetch(() => jsonResponse(buildRequestView()));
    renderLinkPage();
    expect(await screen.findByText('NZ-100123')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm Service' })).toBeInTheDocument();
    expect(screen.getByText('Smith family')).toBeInTheDocument();
    // The operator the supplier deals with, never the agency that sold the trip.
    expect(screen.getByTestId('operator-name')).toHaveTextContent('Fernway New Zealand');
    expect(screen.queryByText('Agency')).not.toBeInTheDocument();
    expect(screen.getByText('05 Mar 2027 – 07 Mar 2027')).toBeInTheDocument();
    expect(screen.getByText('2 nights')).toBeInTheDocument();
    // The lead guest and every name, and the names again by room (issue 19, point 35).
    expect(screen.getByTestId('lead-guest')).toHaveTextContent('Mr John Smith');
    expect(screen.getByTestId('guest-names')).toHaveTextContent('Mr John Smith, Mrs Jane Smith');
    expect(screen.getAllByText('Mr John Smith, Mrs Jane Smith')).toHaveLength(2);
    expect(screen.getByText(/Double Room/)).toBeInTheDocument();
    expect(screen.getByText('Note to supplier')).toBeInTheDocument();
    expect(screen.getByTestId('supplier-note')).toHaveTextContent('Late arrival, around 22:00.');
    expect(screen.getByText('NZ$450.00')).toBeInTheDocument();
    expect(screen.getByTestId('request-status')).toHaveTextContent('Requested');
    expect(screen.getByRole('link', { name: /request as sent/ })).toHaveAttribute(
      'href',
      `/supplier/service-snapshot/${TOKEN}`,
    );
  });

  it('requires a confirmation number, then confirms and shows it without its suffix', async () => {
    const fetchMock = stubFetch(({ method, body }) => {
      if (method === 'POST') {
        return jsonResponse(
          buildRequestView({
            status: 'confirmed',
            lineStatus: 'Confirmed',
            confirmation: (body as { confirmation: string }).confirmation,
            answeredAt: '2026-11-25T10:15:00.000Z',
            canAnswer: false,
          }),
        );
      }
      return jsonResponse(buildRequestView());
    });
    const { user } = renderLinkPage();
    const form = await screen.findByRole('form', { name: 'Confirm the service' });
    await user.click(within(form).getByRole('button', { name: 'Confirm service' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(within(form).getByLabelText(/Confirmation number/), 'ABC123 -cl');
    await user.type(within(form).getByLabelText('Remarks'), 'Sea view');
    await user.click(within(form).getByRole('button', { name: 'Confirm service' }));

    const summary = await screen.findByTestId('answer-summary');
    expect(summary).toHaveTextContent('Service confirmed');
    expect(summary).toHaveTextContent('Confirmation: ABC123');
    expect(summary).not.toHaveTextContent('-cl');
    expect(screen.getByTestId('request-confirmation')).toHaveTextContent(/^ABC123$/);
    expect(screen.getByTestId('request-status')).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('form', { name: 'Confirm the service' })).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`${BASE}/answer`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      answer: 'confirm',
      confirmation: 'ABC123 -cl',
      remarks: 'Sea view',
    });
  });

  it('declines (Unable) with a required reason', async () => {
    const fetchMock = stubFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            buildRequestView({
              status: 'declined',
              reason: 'Fully booked',
              answeredAt: '2026-11-25T10:15:00.000Z',
              canAnswer: false,
            }),
          )
        : jsonResponse(buildRequestView()),
    );
    const { user } = renderLinkPage();
    await screen.findByText('NZ-100123');
    await user.click(screen.getByText('Unable'));
    const form = screen.getByRole('form', { name: 'Decline the service' });
    await user.click(within(form).getByRole('button', { name: 'Send Unable' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Reason/), 'Fully booked');
    await user.click(within(form).getByRole('button', { name: 'Send Unable' }));
    expect(await screen.findByTestId('answer-summary')).toHaveTextContent('Reason: Fully booked');
    expect(screen.getByTestId('request-status')).toHaveTextContent('Unable');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      answer: 'decline',
      reason: 'Fully booked',
    });
  });

  it('offers Wait / On Request with a note', async () => {
    const fetchMock = stubFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            buildRequestView({ status: 'waitlisted', reason: 'Waitlisted until Friday' }),
          )
        : jsonResponse(buildRequestView()),
    );
    const { user } = renderLinkPage();
    await screen.findByText('NZ-100123');
    await user.click(screen.getByText('Wait / On Request'));
    const form = screen.getByRole('form', { name: 'Put the service on request' });
    await user.type(within(form).getByLabelText(/Note/), 'Waitlisted until Friday');
    await user.click(within(form).getByRole('button', { name: 'Send On Request' }));
    expect(await screen.findByTestId('answer-summary')).toHaveTextContent(
      'Note: Waitlisted until Friday',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      answer: 'wait',
      reason: 'Waitlisted until Friday',
    });
  });

  it("shows the server's message in a red alert when the answer is refused", async () => {
    stubFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse({ message: 'This request was already answered.', errors: {} }, 409)
        : jsonResponse(buildRequestView()),
    );
    const consoleError = quietConsole();
    const { user } = renderLinkPage();
    const form = await screen.findByRole('form', { name: 'Confirm the service' });
    await user.type(within(form).getByLabelText(/Confirmation number/), 'X1');
    await user.click(within(form).getByRole('button', { name: 'Confirm service' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This request was already answered.',
    );
    consoleError.mockRestore();
  });

  it('shows a cancel request with Release only', async () => {
    const fetchMock = stubFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(buildRequestView({ kind: 'cancel', status: 'released', canAnswer: false }))
        : jsonResponse(buildRequestView({ kind: 'cancel' })),
    );
    const { user } = renderLinkPage();
    expect(await screen.findByTestId('request-status')).toHaveTextContent('Cancellation Requested');
    expect(screen.queryByRole('form', { name: 'Confirm the service' })).not.toBeInTheDocument();
    // A release needs the supplier's cancellation number (issue 19, point 23).
    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Cancellation number/), 'CXL-9');
    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByTestId('answer-summary')).toHaveTextContent('Service released');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      answer: 'release',
      cancellationNumber: 'CXL-9',
      remarks: '',
    });
  });

  it.each([
    [410, 'This link has expired', 'This link expired after the service date.'],
    [404, 'This link is not valid', 'This link is not valid or was revoked.'],
  ])('a %i from the link shows its message prominently', async (status, heading, message) => {
    stubFetch(() => jsonResponse({ message, errors: {} }, status));
    const consoleError = quietConsole();
    renderLinkPage();
    const alert = await screen.findByTestId('link-error');
    expect(within(alert).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    consoleError.mockRestore();
  });
});

describe('Confirm Service in the supplier app', () => {
  it('reads the request by id, with its history, and answers through the supplier API', async () => {
    const fetchMock = stubFetch(({ url }) =>
      url.endsWith('/snapshot') ? jsonResponse(buildSnapshot()) : jsonResponse(buildRequestView()),
    );
    renderWithProviders(<ConfirmServicePage source={{ kind: 'app', id: 41 }} />, {
      route: '/supplier-app/service/41',
    });
    const history = await screen.findByRole('table', { name: 'History' });
    expect(within(history).getByText('Request sent')).toBeInTheDocument();
    expect(within(history).getByText('emailed link')).toBeInTheDocument();
    expect(within(history).getByText('203.0.113.7')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
        expect.arrayContaining(['/api/supplier/requests/41', '/api/supplier/requests/41/snapshot']),
      ),
    );
    expect(screen.getByRole('link', { name: 'Back to Current Requests' })).toHaveAttribute(
      'href',
      '/supplier-app/requests',
    );
  });
});
