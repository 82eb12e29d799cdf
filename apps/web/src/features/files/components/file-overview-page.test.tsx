import type { TFileView, TRequestBookingPreview } from '@portal/shared/contracts/files';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../../../lib/auth';
import { FakePusher, createFakeConnection } from '../../../lib/realtime.test-support';
import { demoUsers } from '../../../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  type TFetchHandler,
} from '../../../testing/test-utils';
import { NO_DIFF, buildFile, buildLine } from '../testing/file-fixtures';
import { FileOverviewPage } from './file-overview-page';

function renderOverview(handler: TFetchHandler) {
  const fetchMock = stubFetch(handler);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, { user: demoUsers.agent });
  const connection = createFakeConnection();
  const rendered = renderWithProviders(<FileOverviewPage connection={connection} />, {
    route: '/app/view-booking/nz-100007',
    path: '/app/view-booking/:ref',
    queryClient,
  });
  return { ...rendered, fetchMock, connection };
}

const CONFIRMED_HOTEL = buildLine({
  status: 'Confirmed',
  confirmation: 'HV-55821 -cl',
  voucher: 'V-0042',
  remarks: 'Late arrival, about 22:00',
  phone: '+64 9 555 0142',
  address: '12 Quay Street, Auckland',
});

describe('booking overview', () => {
  it('shows each service with its status, confirmation, voucher, remarks, phone and address', async () => {
    const file = buildFile({
      status: 'Confirmed',
      abilities: {
        canEdit: false,
        canRequestBooking: false,
        canCancel: true,
        canAmend: false,
        canCopy: true,
        nextStatuses: ['Amendment', 'Cancellation'],
      },
    });
    const confirmed: TFileView = {
      ...file,
      days: file.days.map((day) =>
        day.dayNumber === 1 ? { ...day, lines: [CONFIRMED_HOTEL] } : day,
      ),
    };
    renderOverview(({ url }) =>
      url === '/api/app/files/NZ-100007' ? jsonResponse(confirmed) : jsonResponse({}, 404),
    );

    const table = await screen.findByRole('table', { name: 'Services by day' });
    const hotel = within(table)
      .getByText('Harbourview Hotel – Superior Room')
      .closest('tr') as HTMLElement;
    // The supplier's " -cl" marker is not part of the confirmation number.
    expect(within(hotel).getByText('HV-55821')).toBeInTheDocument();
    expect(within(hotel).queryByText(/-cl/)).toBeNull();
    expect(within(hotel).getByText('V-0042')).toBeInTheDocument();
    expect(within(hotel).getByText('Remarks: Late arrival, about 22:00')).toBeInTheDocument();
    expect(within(hotel).getByText('Phone: +64 9 555 0142')).toBeInTheDocument();
    expect(within(hotel).getByText('Address: 12 Quay Street, Auckland')).toBeInTheDocument();
    expect(within(hotel).getByText('Confirmed').closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      'green',
    );
    expect(within(hotel).getByText('Fri 05 Mar – 06 Mar')).toBeInTheDocument();
    expect(within(table).getByText('09:30–12:00')).toBeInTheDocument();
    expect(screen.getByTestId('file-total')).toHaveTextContent('NZ$500.00');
    expect(screen.getByTestId('gst-message')).toHaveTextContent('NZD incl. 15% GST');
    expect(screen.getByRole('heading', { name: 'NZ-100007' })).toBeInTheDocument();
    expect(screen.getByText('Booking overview')).toBeInTheDocument();
    // A booking offers no customise or request, as the server's abilities say.
    expect(screen.queryByRole('button', { name: 'Request booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Customise' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Copy quote' })).toHaveAttribute(
      'href',
      '/app/quick-quote/copy/NZ-100007',
    );
  });

  it('hides commission and net in the client view', async () => {
    const { user } = renderOverview(({ url }) =>
      url === '/api/app/files/NZ-100007' ? jsonResponse(buildFile()) : jsonResponse({}, 404),
    );
    const table = await screen.findByRole('table', { name: 'Services by day' });
    expect(within(table).getByRole('columnheader', { name: 'Net' })).toBeInTheDocument();
    expect(screen.getByTestId('file-commission')).toHaveTextContent('NZ$100.00');
    expect(screen.getByTestId('file-net')).toHaveTextContent('NZ$400.00');

    await user.click(screen.getByRole('switch', { name: /Client view/ }));
    expect(within(table).queryByRole('columnheader', { name: 'Net' })).toBeNull();
    expect(screen.queryByTestId('file-commission')).toBeNull();
    expect(screen.queryByTestId('file-net')).toBeNull();
    expect(screen.getByTestId('file-total')).toHaveTextContent('NZ$500.00');
    expect(window.localStorage.getItem('portal.client-view')).toBe('true');
  });

  it('requests the booking after showing what changed, with the total the agent saw', async () => {
    const quote = buildFile();
    const repriced = buildFile({
      totals: { ...quote.totals, sellCents: 52_000, commissionCents: 10_400, netCents: 41_600 },
    });
    const preview: TRequestBookingPreview = {
      canRequest: true,
      blockers: [],
      creditHold: null,
      file: repriced,
      diff: {
        ...NO_DIFF,
        unchangedCount: 1,
        changed: [
          {
            key: 'd2-cruise',
            dayNumber: 2,
            name: 'Harbour Sailing Cruise',
            before: {
              productId: 202,
              name: 'Harbour Sailing Cruise',
              serviceTypeCode: 'CR',
              date: '2027-03-06',
              endDate: '2027-03-06',
              span: 1,
              quantity: 2,
              status: 'Available',
              sellCents: 20_000,
              commissionCents: 4_000,
              netCents: 16_000,
            },
            after: {
              productId: 202,
              name: 'Harbour Sailing Cruise',
              serviceTypeCode: 'CR',
              date: '2027-03-06',
              endDate: '2027-03-06',
              span: 1,
              quantity: 2,
              status: 'Available',
              sellCents: 22_000,
              commissionCents: 4_400,
              netCents: 17_600,
            },
            changes: ['sellCents', 'commissionCents', 'netCents'],
            sellDeltaCents: 2_000,
            netDeltaCents: 1_600,
          },
        ],
        totalDelta: { sellCents: 2_000, commissionCents: 400, netCents: 1_600, gstCents: 261 },
        hasChanges: true,
      },
    };
    const requested: unknown[] = [];
    let current: TFileView = quote;
    const { user } = renderOverview(({ method, url, body }) => {
      if (method === 'GET' && url === '/api/app/files/NZ-100007') return jsonResponse(current);
      if (method === 'POST' && url === '/api/app/files/NZ-100007/request-booking/preview') {
        return jsonResponse(preview);
      }
      if (method === 'POST' && url === '/api/app/files/NZ-100007/request-booking') {
        requested.push(body);
        current = {
          ...repriced,
          status: 'Requested',
          abilities: { ...repriced.abilities, canEdit: false, canRequestBooking: false },
        };
        return jsonResponse(current);
      }
      return jsonResponse({ data: [] });
    });

    await user.click(await screen.findByRole('button', { name: 'Request booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request booking NZ-100007' });
    expect(
      await within(dialog).findByRole('heading', {
        name: 'What changed since the quote was saved',
      }),
    ).toBeInTheDocument();
    const changed = within(dialog).getByRole('table', { name: 'Changed services' });
    expect(within(changed).getByText('Changed')).toBeInTheDocument();
    expect(within(changed).getByText('price, commission, net')).toBeInTheDocument();
    expect(within(changed).getByText('+NZ$20.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('diff-total')).toHaveTextContent('Total: +NZ$20.00');
    expect(within(dialog).getByTestId('request-total')).toHaveTextContent(
      'Total to book: NZ$520.00 (NZD incl. 15% GST)',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking request' }));
    await waitFor(() => expect(screen.getByTestId('file-status')).toHaveTextContent('Requested'));
    expect(requested).toEqual([{ expectedSellCents: 52_000 }]);
    expect(screen.getByText(/Booking NZ-100007 is requested/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request booking' })).toBeNull();
  });

  it('shows a refusal and lets the agent check again', async () => {
    const quote = buildFile();
    const previews: number[] = [];
    const { user } = renderOverview(({ method, url }) => {
      if (method === 'GET' && url === '/api/app/files/NZ-100007') return jsonResponse(quote);
      if (url.endsWith('/request-booking/preview')) {
        previews.push(1);
        return jsonResponse({
          canRequest: true,
          blockers: [],
          creditHold: null,
          diff: NO_DIFF,
          file: quote,
        });
      }
      if (url.endsWith('/request-booking')) {
        return jsonResponse(
          { message: 'Prices changed since the preview. Please check the booking again.' },
          409,
        );
      }
      return jsonResponse({ data: [] });
    });
    await user.click(await screen.findByRole('button', { name: 'Request booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('request-unchanged')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Prices changed since the preview.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(previews).toHaveLength(2));
  });

  it('warns that a booking over the credit limit will wait, then says it waits for its deposit', async () => {
    const quote = buildFile();
    const held = buildFile({
      status: 'Requested',
      creditHold: {
        heldAt: '2027-01-10T01:00:00.000Z',
        depositCents: 8_320,
        releasedAt: null,
        release: null,
      },
    });
    let file = quote;
    const { user } = renderOverview(({ method, url }) => {
      if (method === 'GET' && url === '/api/app/files/NZ-100007') return jsonResponse(file);
      if (url.endsWith('/request-booking/preview')) {
        return jsonResponse({
          canRequest: true,
          blockers: [],
          creditHold: { limitCents: 100_000, usedCents: 141_600 },
          diff: NO_DIFF,
          file: quote,
        });
      }
      if (method === 'POST' && url.endsWith('/request-booking')) {
        file = held;
        return jsonResponse(held);
      }
      return jsonResponse({ data: [] });
    });
    await user.click(await screen.findByRole('button', { name: 'Request booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        "This booking will wait for its deposit or the operator's approval",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/owe NZ\$1,416\.00, over its credit limit of NZ\$1,000\.00/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking request' }));
    expect(
      await screen.findByText(/waits for its deposit or the operator's credit approval before/),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Waiting for the deposit or the operator's credit approval"),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pay the deposit of NZ\$83\.20/)).toBeInTheDocument();
  });

  it('compares two versions and restores an earlier one', async () => {
    const restores: string[] = [];
    const { user } = renderOverview(({ method, url }) => {
      if (url === '/api/app/files/NZ-100007') return jsonResponse(buildFile({ version: 2 }));
      if (method === 'POST' && url.endsWith('/restore')) {
        restores.push(url);
        return jsonResponse({ file: buildFile({ version: 3 }), diff: NO_DIFF, dryRun: false });
      }
      if (url === '/api/app/files/NZ-100007/versions') {
        return jsonResponse({
          data: [
            {
              number: 1,
              action: 'file.created',
              createdAt: '2026-11-20T09:00:00.000Z',
              createdByName: 'Nikau Agent',
              travelDate: '2027-03-05',
              lineCount: 1,
              sellCents: 30_000,
              netCents: 24_000,
              isCurrent: false,
            },
            {
              number: 2,
              action: 'line.added',
              createdAt: '2026-11-20T09:05:00.000Z',
              createdByName: 'Nikau Agent',
              travelDate: '2027-03-05',
              lineCount: 2,
              sellCents: 50_000,
              netCents: 40_000,
              isCurrent: true,
            },
          ],
        });
      }
      if (url === '/api/app/files/NZ-100007/versions/diff?from=1&to=2') {
        return jsonResponse({
          from: 1,
          to: 2,
          diff: {
            ...NO_DIFF,
            unchangedCount: 1,
            added: [
              {
                key: 'd2-cruise',
                dayNumber: 2,
                name: 'Harbour Sailing Cruise',
                before: null,
                after: {
                  productId: 202,
                  name: 'Harbour Sailing Cruise',
                  serviceTypeCode: 'CR',
                  date: '2027-03-06',
                  endDate: '2027-03-06',
                  span: 1,
                  quantity: 2,
                  status: 'Available',
                  sellCents: 20_000,
                  commissionCents: 4_000,
                  netCents: 16_000,
                },
                changes: [],
                sellDeltaCents: 20_000,
                netDeltaCents: 16_000,
              },
            ],
            totalDelta: {
              sellCents: 20_000,
              commissionCents: 4_000,
              netCents: 16_000,
              gstCents: 0,
            },
            hasChanges: true,
          },
        });
      }
      return jsonResponse({}, 404);
    });
    await user.click(await screen.findByRole('tab', { name: 'Versions' }));
    const versions = await screen.findByRole('table', { name: 'Versions' });
    expect(within(versions).getByText('Service added')).toBeInTheDocument();
    expect(within(versions).getByText('Quote saved')).toBeInTheDocument();
    const compare = screen.getByRole('region', { name: 'Compare versions' });
    const added = await within(compare).findByRole('table', { name: 'Changed services' });
    expect(within(added).getByText('Added')).toBeInTheDocument();
    expect(within(added).getByText('+NZ$200.00')).toBeInTheDocument();
    expect(within(compare).getByText('Net: +NZ$160.00')).toBeInTheDocument();

    await user.click(within(versions).getByRole('button', { name: 'Restore version 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 restored')).toBeInTheDocument();
    expect(restores).toEqual(['/api/app/files/NZ-100007/versions/1/restore']);
  });

  it('follows live updates on the file channel', async () => {
    let current = buildFile();
    const { connection } = renderOverview(({ url }) =>
      url === '/api/app/files/NZ-100007' ? jsonResponse(current) : jsonResponse({ data: [] }),
    );
    expect(await screen.findByTestId('file-status')).toHaveTextContent('Quote');
    await act(() => connection.connect());
    await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-file.7'));

    current = { ...buildFile({ status: 'Requested', version: 2 }) };
    act(() =>
      FakePusher.latest().emit('private-file.7', 'file.updated', {
        fileId: 7,
        bookingReference: 'NZ-100007',
        agencyId: 1,
        action: 'booking.requested',
        version: 2,
        changedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('file-status')).toHaveTextContent('Requested'));
    expect(screen.getByTestId('live-update')).toHaveTextContent(/Updated live at/);
  });
});
