import type { TReleaseDueItem } from '@portal/shared/contracts/allotment-release';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../../../lib/auth';
import { demoUsers } from '../../../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { ReleaseDuePage } from './release-due-page';

const ROW: TReleaseDueItem = {
  id: 7,
  supplierId: 3,
  supplierName: 'Remarkables View Hotel',
  productId: 12,
  productCode: 'REMAZQN-SUP',
  productName: 'Superior Lake View Room',
  agencyId: null,
  agencyName: null,
  date: '2027-03-20',
  releasesOn: '2027-03-06',
  allotment: 6,
  used: 2,
  unsold: 4,
};

function page(data: TReleaseDueItem[]) {
  return {
    data,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: data.length,
      from: data.length > 0 ? 1 : null,
      to: data.length > 0 ? data.length : null,
    },
    links: { first: null, last: null, prev: null, next: null },
  };
}

describe('release due', () => {
  it('lists what releases in the window and asks again for another window', async () => {
    const fetchMock = stubFetch(({ url }) =>
      url.startsWith('/api/admin/allotments/release-due')
        ? jsonResponse(page(url.includes('days=3') ? [] : [ROW]))
        : jsonResponse({}, 404),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, { user: demoUsers.admin });
    const { user } = renderWithProviders(<ReleaseDuePage />, {
      route: '/admin/release-due',
      path: '/admin/release-due',
      queryClient,
    });

    const table = await screen.findByRole('table', { name: 'Release Due' });
    const row = within(table).getByText('Remarkables View Hotel').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('REMAZQN-SUP · Superior Lake View Room');
    expect(row).toHaveTextContent('General allotment');
    expect(row).toHaveTextContent('06 Mar 2027');
    expect(row).toHaveTextContent('4 of 6');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('days=14');

    const days = screen.getByRole('textbox', { name: 'Releasing within (days)' });
    await user.clear(days);
    await user.type(days, '3');
    expect(await screen.findByText('Nothing releases within 3 days.')).toBeVisible();
  });
});
