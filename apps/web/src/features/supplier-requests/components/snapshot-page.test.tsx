import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildRequestView, buildSnapshot } from '../testing/request-fixtures';
import { ReconfirmPage } from './reconfirm-page';
import { SnapshotPage } from './snapshot-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

describe('Snapshot', () => {
  it('shows the request as sent, read-only, with its history', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        buildSnapshot(
          buildRequestView({ status: 'confirmed', confirmation: 'XY9 -ar', canAnswer: false }),
        ),
      ),
    );
    renderWithProviders(<SnapshotPage source={{ kind: 'link', token: TOKEN }} />, {
      route: `/supplier/service-snapshot/${TOKEN}`,
    });
    const history = await screen.findByRole('table', { name: 'History' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByTestId('request-confirmation')).toHaveTextContent(/^XY9$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/supplier-links/${TOKEN}/snapshot`);
  });
});

describe('Reconfirm Service', () => {
  it('reconfirms with optional remarks and shows the reconfirmed state', async () => {
    const confirmed = buildRequestView({
      status: 'confirmed',
      confirmation: 'ABC123',
      canAnswer: false,
      canReconfirm: true,
      reconfirmRequestedAt: '2026-11-26T09:00:00.000Z',
    });
    const fetchMock = stubFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse({
            ...confirmed,
            canReconfirm: false,
            reconfirmedAt: '2026-11-26T10:00:00.000Z',
          })
        : jsonResponse(confirmed),
    );
    const { user } = renderWithProviders(
      <ReconfirmPage source={{ kind: 'link', token: TOKEN }} />,
      {
        route: `/supplier/reconfirm/${TOKEN}`,
      },
    );
    await user.type(await screen.findByLabelText('Remarks'), 'All good');
    await user.click(screen.getByRole('button', { name: 'Reconfirm' }));
    expect(await screen.findByTestId('reconfirmed')).toHaveTextContent('Service reconfirmed');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/supplier-links/${TOKEN}/reconfirm`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ remarks: 'All good' });
  });

  it('says so when the service cannot be reconfirmed', async () => {
    stubFetch(() => jsonResponse(buildRequestView()));
    renderWithProviders(<ReconfirmPage source={{ kind: 'link', token: TOKEN }} />, {
      route: `/supplier/reconfirm/${TOKEN}`,
    });
    expect(await screen.findByText(/cannot be reconfirmed now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconfirm' })).not.toBeInTheDocument();
  });
});
