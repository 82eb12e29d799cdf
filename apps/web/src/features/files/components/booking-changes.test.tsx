import type { TAmendmentPreview } from '@portal/shared/contracts/amendments';
import type { TCancellationQuote } from '@portal/shared/contracts/cancellation';
import type { TFileView } from '@portal/shared/contracts/files';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../../../lib/auth';
import { createFakeConnection } from '../../../lib/realtime.test-support';
import { demoUsers } from '../../../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  type TFetchHandler,
} from '../../../testing/test-utils';
import { buildFile, buildLine } from '../testing/file-fixtures';
import { FileOverviewPage } from './file-overview-page';

/** The agent amends a confirmed booking's dates and sees a cancellation's fees first. */

const HOTEL = buildLine({ id: 31, status: 'Confirmed', netCents: 40_000 });
const BOOKING: TFileView = {
  ...buildFile({
    status: 'Confirmed',
    version: 4,
    abilities: {
      canEdit: false,
      canRequestBooking: false,
      canCancel: true,
      canAmend: true,
      canCopy: true,
      nextStatuses: ['Amendment', 'Cancellation'],
    },
  }),
};
const FILE_URL = '/api/app/files/NZ-100007';

function renderOverview(handler: TFetchHandler) {
  const fetchMock = stubFetch(handler);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, { user: demoUsers.agent });
  const rendered = renderWithProviders(<FileOverviewPage connection={createFakeConnection()} />, {
    route: '/app/view-booking/nz-100007',
    path: '/app/view-booking/:ref',
    queryClient,
  });
  return { ...rendered, fetchMock };
}

const PREVIEW: TAmendmentPreview = {
  reference: 'NZ-100007',
  version: 4,
  fromTravelDate: BOOKING.travelDate,
  toTravelDate: '2027-03-12',
  lines: [
    {
      lineId: HOTEL.id,
      name: 'Harbourview Hotel – Superior Room',
      fromDate: '2027-03-05',
      toDate: '2027-03-12',
      fromNetCents: 40_000,
      toNetCents: 40_000,
      fromSellCents: 50_000,
      toSellCents: 50_000,
      pricing: 'kept',
      status: 'Confirmed',
      supplier: 'notified',
    },
    {
      lineId: 32,
      name: 'Glacier walk',
      fromDate: '2027-03-06',
      toDate: '2027-03-13',
      fromNetCents: 10_000,
      toNetCents: 12_500,
      fromSellCents: 12_000,
      toSellCents: 15_000,
      pricing: 'repriced',
      status: 'Requested',
      supplier: 'asked',
    },
  ],
  blockers: [],
  fromNetCents: 50_000,
  toNetCents: 52_500,
  fromSellCents: 62_000,
  toSellCents: 65_000,
  netDeltaCents: 2_500,
};

describe('booking changes', () => {
  it('previews an amendment line by line, then amends with the version it previewed', async () => {
    const amended = { ...BOOKING, status: 'Amendment' as const, version: 5 };
    const { user, fetchMock } = renderOverview(({ method, url }) => {
      if (url === FILE_URL) return jsonResponse(BOOKING);
      if (url === `${FILE_URL}/amendments/preview`) return jsonResponse(PREVIEW);
      if (method === 'POST' && url === `${FILE_URL}/amendments`) return jsonResponse(amended);
      return jsonResponse({}, 404);
    });

    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amend booking' });
    await user.type(within(dialog).getByLabelText('New travel date'), '12/03/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Check changes' }));

    const table = await within(dialog).findByRole('table', { name: 'What changes' });
    const hotel = within(table).getByText('Harbourview Hotel – Superior Room').closest('tr');
    expect(hotel).toHaveTextContent('Price kept');
    expect(hotel).toHaveTextContent('Confirmed at once, supplier notified');
    const walk = within(table).getByText('Glacier walk').closest('tr');
    expect(walk).toHaveTextContent('NZ$100.00 → NZ$125.00');
    expect(walk).toHaveTextContent('Repriced');
    expect(walk).toHaveTextContent('Supplier asked to confirm');
    expect(within(dialog).getByTestId('amendment-difference')).toHaveTextContent(
      'A further invoice of NZ$25.00 will be issued.',
    );

    const confirm = within(dialog).getByRole('button', { name: 'Confirm amendment' });
    await user.dblClick(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saves = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/amendments') && init?.method === 'POST',
    );
    expect(saves).toHaveLength(1);
    expect(JSON.parse(String(saves[0]?.[1]?.body))).toEqual({
      travelDate: '2027-03-12',
      expectedVersion: 4,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Booking NZ-100007 is amended');
  });

  it('shows what stands in the way and does not amend past it', async () => {
    const blocked: TAmendmentPreview = {
      ...PREVIEW,
      blockers: [
        {
          code: 'no-rate',
          lineId: 32,
          name: 'Glacier walk',
          message: 'Glacier walk has no rate on 2027-03-13.',
        },
      ],
    };
    const { user } = renderOverview(({ url }) => {
      if (url === FILE_URL) return jsonResponse(BOOKING);
      if (url === `${FILE_URL}/amendments/preview`) return jsonResponse(blocked);
      return jsonResponse({}, 404);
    });
    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amend booking' });
    await user.type(within(dialog).getByLabelText('New travel date'), '12/03/2027');
    expect(
      await within(dialog).findByText('Glacier walk has no rate on 2027-03-13.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirm amendment' })).toBeDisabled();
  });

  it('shows the cancellation fees before the booking is cancelled', async () => {
    const quote: TCancellationQuote = {
      reference: 'NZ-100007',
      on: '2027-02-23',
      lines: [
        {
          lineId: HOTEL.id,
          name: 'Harbourview Hotel – Superior Room',
          date: '2027-03-05',
          daysBefore: 10,
          netCents: 40_000,
          feeCents: 20_000,
          band: { withinDays: 14, kind: 'percent', value: 50 },
          whole: null,
        },
      ],
      feeCents: 20_000,
      refundCents: 20_000,
    };
    const { user } = renderOverview(({ url }) => {
      if (url === FILE_URL) return jsonResponse(BOOKING);
      if (url === `${FILE_URL}/cancellation`) return jsonResponse(quote);
      return jsonResponse({}, 404);
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    const fees = await within(dialog).findByRole('table', { name: 'Cancellation fees' });
    expect(within(fees).getByText('50% within 14 days')).toBeVisible();
    expect(within(dialog).getByTestId('cancellation-fee')).toHaveTextContent(
      'Cancellation fee: NZ$200.00',
    );
    expect(within(dialog).getByText(/Credited back: NZ\$200\.00/)).toBeVisible();
  });
});
