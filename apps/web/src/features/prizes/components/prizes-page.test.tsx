import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TAdminPrize, TPrizeClaim } from '@portal/shared/contracts/prizes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { PrizesPage } from './prizes-page';

function prize(id: number, overrides: Partial<TAdminPrize> = {}): TAdminPrize {
  return {
    id,
    name: `Prize ${id}`,
    description: 'A thank-you',
    imageUrl: null,
    stock: 5,
    active: true,
    chosenCount: 0,
    updatedAt: '2030-06-15T00:00:00.000Z',
    ...overrides,
  };
}

const CLAIM: TPrizeClaim = {
  fileReference: 'NZ-100102',
  bookingName: 'Nguyen party',
  agencyName: 'Kiwi Horizons Travel',
  prizeId: 1,
  prizeName: 'Merino beanie',
  chosenAt: '2030-06-14T00:00:00.000Z',
};

/** A fake prizes API; `claimedMeanwhile` takes one from stock before the next edit lands. */
function stubPrizes(initial: TAdminPrize[], options: { claimedMeanwhile?: boolean } = {}) {
  let prizes = [...initial];
  let claimedMeanwhile = options.claimedMeanwhile ?? false;
  const writes: { method: string; url: string; body: unknown }[] = [];
  stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/admin/prize-claims') {
      return jsonResponse(
        buildPaginated([CLAIM], { page: 1, perPage: 20, total: 1, path: parsed.pathname }),
      );
    }
    const one = /^\/api\/admin\/prizes\/(\d+)$/.exec(parsed.pathname);
    if (method === 'PUT' && one) {
      writes.push({ method, url: parsed.pathname, body });
      const id = Number(one[1]);
      if (claimedMeanwhile) {
        claimedMeanwhile = false;
        prizes = prizes.map((row) => (row.id === id ? { ...row, stock: row.stock - 1 } : row));
        const message = 'Travellers claimed this prize while you were editing it: 4 left now.';
        return jsonResponse({ message, errors: { stock: [message] } }, 409);
      }
      const update = body as Partial<TAdminPrize> & { expectedStock?: number };
      const { expectedStock: _expected, ...values } = update;
      prizes = prizes.map((row) => (row.id === id ? { ...row, ...values } : row));
      return jsonResponse(prizes.find((row) => row.id === id));
    }
    if (method === 'POST') {
      writes.push({ method, url: parsed.pathname, body });
      const created = prize(99, body as Partial<TAdminPrize>);
      prizes = [...prizes, created];
      return jsonResponse(created, 201);
    }
    return jsonResponse(
      buildPaginated(prizes, { page: 1, perPage: 20, total: prizes.length, path: parsed.pathname }),
    );
  });
  return { writes };
}

describe('Prizes', () => {
  it('edits a prize’s stock, sending the stock the form started from', async () => {
    const api = stubPrizes([prize(1, { name: 'Merino beanie', stock: 5 })]);
    const { user } = renderWithProviders(<PrizesPage />, { route: '/admin/prizes' });
    await user.click(await screen.findByRole('button', { name: 'Edit Merino beanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Merino beanie' });
    const stock = within(dialog).getByRole('textbox', { name: /Stock/ });
    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]?.body).toMatchObject({ stock: 20, expectedStock: 5, active: true });
    const table = await screen.findByRole('table', { name: 'Prizes' });
    await waitFor(() => expect(within(table).getByText('20')).toBeInTheDocument());
  });

  it('shows a stock conflict under the field, and saves from the fresh stock', async () => {
    const api = stubPrizes([prize(1, { name: 'Merino beanie', stock: 5 })], {
      claimedMeanwhile: true,
    });
    const { user } = renderWithProviders(<PrizesPage />, { route: '/admin/prizes' });
    await user.click(await screen.findByRole('button', { name: 'Edit Merino beanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Merino beanie' });
    const stock = within(dialog).getByRole('textbox', { name: /Stock/ });
    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Travellers claimed this prize while you were editing it: 4 left now.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes).toHaveLength(2));
    expect(api.writes[1]?.body).toMatchObject({ stock: 20, expectedStock: 4 });
  });

  it('lists the claims with their booking', async () => {
    stubPrizes([prize(1, { name: 'Merino beanie' })]);
    renderWithProviders(<PrizesPage />, { route: '/admin/prizes?tab=claims' });
    const table = await screen.findByRole('table', { name: 'Prize claims' });
    expect(within(table).getByRole('link', { name: 'NZ-100102' })).toHaveAttribute(
      'href',
      '/admin/client-files/NZ-100102',
    );
    expect(within(table).getByText('Merino beanie')).toBeInTheDocument();
  });
});
