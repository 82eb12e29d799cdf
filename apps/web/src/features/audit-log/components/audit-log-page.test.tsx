import type { TAuditEntryView } from '@portal/shared/contracts/audit';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { AuditLogPage } from './audit-log-page';

const entries: TAuditEntryView[] = [
  {
    id: 2,
    at: '2026-11-25T09:30:00.000Z',
    actorUserId: 1,
    actorLabel: 'admin',
    actorName: 'Ava Admin',
    actorUsername: 'admin',
    action: 'payment.recorded',
    entityType: 'file',
    entityId: '41',
    fileReference: 'NZ-100234',
    detail: { amountCents: 12_000 },
    facts: [{ field: 'amount', kind: 'money', value: 12_000 }],
    brandId: 1,
    ip: '10.0.0.1',
  },
  {
    id: 1,
    at: '2026-11-24T09:30:00.000Z',
    actorUserId: 1,
    actorLabel: 'admin',
    actorName: 'Ava Admin',
    actorUsername: 'admin',
    action: 'role.updated',
    entityType: 'role',
    entityId: '3',
    fileReference: null,
    detail: null,
    facts: [],
    brandId: null,
    ip: null,
  },
];

function stubLog() {
  const queries: URLSearchParams[] = [];
  stubFetch(({ url }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/admin/audit-log/entity-types') {
      return jsonResponse(['file', 'role']);
    }
    queries.push(parsed.searchParams);
    const action = parsed.searchParams.get('action');
    const rows = action ? entries.filter((entry) => entry.action.includes(action)) : entries;
    return jsonResponse(
      buildPaginated(rows, { page: 1, perPage: 50, total: rows.length, path: parsed.pathname }),
    );
  });
  return queries;
}

describe('Audit log page', () => {
  it('shows who changed what, links file entries to the file, and filters on the server', async () => {
    const queries = stubLog();
    const { user } = renderWithProviders(<AuditLogPage />, { route: '/admin/audit-log' });
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'NZ-100234' })).toHaveAttribute(
      'href',
      '/admin/client-files/NZ-100234',
    );
    // Each entry reads as a sentence with its detail laid out, by the person's name (issue 19).
    const payment = within(table).getAllByRole('row')[1];
    if (!payment) throw new Error('no payment row');
    expect(within(payment).getByText('Recorded a payment')).toBeInTheDocument();
    expect(within(payment).getByText('NZ$120.00')).toBeInTheDocument();
    expect(within(payment).getByText('Ava Admin')).toBeInTheDocument();
    expect(within(payment).getByTestId('actor-username')).toHaveTextContent('admin');
    expect(within(payment).getByText('File')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('amountCents');
    expect(table).not.toHaveTextContent('payment.recorded');

    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'role{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(queries.at(-1)?.get('action')).toBe('role');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });
});
