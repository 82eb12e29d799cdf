import type { TAdminFileTimelineEntry } from '@portal/shared/contracts/files';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { FileTimelinePanel } from './file-timeline-panel';

const timeline: TAdminFileTimelineEntry[] = [
  {
    kind: 'email',
    messageId: 42,
    to: 'reservations@harbourview.example',
    subject: 'Booking request NZ-100007',
    status: 'held',
    createdAt: '2030-03-01T09:30:00.000Z',
    sentAt: null,
  },
  {
    kind: 'event',
    id: 42,
    action: 'booking.requested',
    facts: [],
    actorKind: 'agent',
    actorName: 'Liam Agent',
    createdAt: '2030-03-01T09:30:00.000Z',
  },
];

function renderTimeline() {
  const fetchMock = stubFetch(({ url }) =>
    url.startsWith('/api/admin/files/NZ-100007/events')
      ? jsonResponse(
          buildPaginated(timeline, {
            page: 1,
            perPage: 20,
            total: timeline.length,
            path: '/api/admin/files/NZ-100007/events',
          }),
        )
      : jsonResponse({ message: 'Not found' }, 404),
  );
  const rendered = renderWithProviders(<FileTimelinePanel reference="NZ-100007" brandId={1} />, {
    route: '/admin/client-files/NZ-100007',
  });
  return { ...rendered, fetchMock };
}

describe('the back office file timeline', () => {
  afterEach(() => permissionStore.reset());

  it('lists an email sent for the file with its status and a link to the message in the outbox', async () => {
    permissionStore.setState({
      roles: ['accountant'],
      permissions: ['files.view-all', 'outbox.view'],
    });
    const { user, router } = renderTimeline();
    const entry = (
      await screen.findByText(
        'Email sent to reservations@harbourview.example: Booking request NZ-100007',
      )
    ).closest('li');
    if (!entry) throw new Error('no timeline entry');
    expect(within(entry).getByText('Held')).toBeInTheDocument();
    const link = within(entry).getByRole('link', {
      // Its name starts with its visible text (WCAG 2.5.3; the accessibility walk checks it).
      name: 'Open in outbox: “Booking request NZ-100007”',
    });
    expect(link).toHaveAttribute('href', '/admin/outbox?message=42');
    // The event with the same id as the message is a separate entry.
    expect(screen.getByText('Liam Agent', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(2);

    await user.click(link);
    expect(router.state.location.pathname).toBe('/admin/outbox');
    expect(router.state.location.search).toBe('?message=42');
  });

  it('shows the email without the outbox link to an admin who may not read the outbox', async () => {
    permissionStore.setState({ roles: ['consultant'], permissions: ['files.view-all'] });
    renderTimeline();
    expect(
      await screen.findByText(
        'Email sent to reservations@harbourview.example: Booking request NZ-100007',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open in outbox/ })).not.toBeInTheDocument();
  });
});
