import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { AdminWork } from './admin-work';

const TOTALS: Record<string, number> = {
  '/api/admin/booking-alerts': 2,
  '/api/admin/supplier-requests': 5,
  '/api/admin/client-files': 1,
  '/api/admin/fit-tracker': 3,
  '/api/admin/rate-proposals': 4,
};

function stubTotals() {
  const asked: string[] = [];
  stubFetch(({ url }) => {
    const { pathname, search } = new URL(url, 'http://portal.test');
    asked.push(`${pathname}${search}`);
    const total = TOTALS[pathname];
    if (total === undefined) return jsonResponse({ message: 'Not found' }, 404);
    return jsonResponse({ data: [], meta: { total }, links: {} });
  });
  return asked;
}

afterEach(() => permissionStore.reset());

describe('the back office home (issue 19, point 36)', () => {
  it('shows what needs action, each count with the list that holds it', async () => {
    permissionStore.setState({
      roles: ['super-admin'],
      permissions: ['admin.access', 'files.view-all', 'rate-proposals.review'],
    });
    const asked = stubTotals();
    renderWithProviders(<AdminWork />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Needs action' })).toBeInTheDocument();
    const requests = screen.getByTestId('work-supplierRequests');
    expect(await within(requests).findByText('5')).toBeInTheDocument();
    expect(within(requests).getByText("requests awaiting the supplier's answer")).toBeVisible();
    expect(within(requests).getByRole('link', { name: 'Open the requests' })).toHaveAttribute(
      'href',
      '/admin/supplier-requests?status=sent',
    );
    const processing = screen.getByTestId('work-processingFiles');
    expect(await within(processing).findByText('file to action')).toBeVisible();
    expect(await within(screen.getByTestId('work-rateProposals')).findByText('4')).toBeVisible();
    expect(asked).toContain('/api/admin/supplier-requests?status=sent&per_page=1');
  });

  it('asks only for the queues the user may read', async () => {
    permissionStore.setState({
      roles: ['consultant'],
      permissions: ['admin.access', 'files.view-all'],
    });
    const asked = stubTotals();
    renderWithProviders(<AdminWork />, { route: '/admin' });
    expect(await within(screen.getByTestId('work-bookingAlerts')).findByText('2')).toBeVisible();
    expect(screen.queryByTestId('work-rateProposals')).not.toBeInTheDocument();
    expect(asked.some((path) => path.startsWith('/api/admin/rate-proposals'))).toBe(false);
  });

  it('shows nothing to a user who may read none of them', () => {
    permissionStore.setState({ roles: ['area-only'], permissions: ['admin.access'] });
    const asked = stubTotals();
    renderWithProviders(<AdminWork />, { route: '/admin' });
    expect(screen.queryByRole('heading', { name: 'Needs action' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
