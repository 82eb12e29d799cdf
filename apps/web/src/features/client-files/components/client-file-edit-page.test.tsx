import type { TProductListItem } from '@portal/shared/contracts/catalogue-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { FakePusher, createFakeConnection } from '../../../lib/realtime.test-support';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildAdminFile, filterOptions } from '../testing/client-file-fixtures';

import { ClientFileEditPage } from './client-file-edit-page';

const catalogueProduct = {
  id: 55,
  code: 'HARBAKL-SUP',
  name: 'Superior Room',
  supplierId: 1,
  serviceTypeCode: 'AC',
  locationId: 10,
  description: '',
  startTime: null,
  endTime: null,
  durationMinutes: null,
  voucherText: '',
  phone: '',
  address: '',
  accommodationClass: 'superior',
  roomTypes: ['DB'],
  pricingBasis: 'per_room_night',
  capacity: null,
  infantMaxAge: null,
  childMaxAge: null,
  cancellationPolicy: null,
  active: true,
  supplierName: 'Harbourview Hotel Auckland',
  supplierCode: 'HARBAKL',
  locationName: 'Auckland',
} satisfies TProductListItem;

function stubApi(initial = buildAdminFile()) {
  let file = initial;
  const calls: { method: string; path: string; body: unknown }[] = [];
  stubFetch(({ url, method, body }) => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (method !== 'GET') calls.push({ method, path: pathname, body });
    if (pathname === '/api/admin/files/NZ-100007' && method === 'GET') return jsonResponse(file);
    if (pathname === '/api/admin/client-files/filter-options') return jsonResponse(filterOptions);
    if (pathname === '/api/admin/client-files/NZ-100007/back-office') {
      const saved = {
        reference: 'NZ-100007',
        consultantId: null,
        consultantName: null,
        internalNotes: '',
        ...(method === 'PATCH' ? (body as object) : {}),
      };
      return jsonResponse(saved);
    }
    if (pathname === '/api/admin/files/NZ-100007/status') {
      file = { ...file, status: 'Confirmed', abilities: { ...file.abilities, nextStatuses: [] } };
      return jsonResponse(file);
    }
    if (pathname === '/api/admin/client-files/NZ-100007/lines/11/price') {
      const { sellCents } = body as { sellCents: number };
      file = { ...file, totals: { ...file.totals, sellCents } };
      return jsonResponse({ reference: 'NZ-100007', sellCents });
    }
    if (pathname === '/api/admin/client-files/NZ-100007' && method === 'PATCH') {
      return jsonResponse({ message: 'Changed elsewhere' }, 409);
    }
    if (pathname === '/api/admin/client-files/NZ-100007/lines/11' && method === 'DELETE') {
      return jsonResponse({ message: 'Only a quote can be changed; NZ-100007 is Requested.' }, 409);
    }
    if (pathname === '/api/admin/client-files/NZ-100007/guests') {
      return jsonResponse({ reference: 'NZ-100007' });
    }
    if (pathname === '/api/admin/products') {
      return jsonResponse({
        data: [catalogueProduct],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 1, from: 1, to: 1 },
        links: { first: null, last: null, prev: null, next: null },
      });
    }
    if (pathname === '/api/admin/suppliers') {
      return jsonResponse({
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 0, from: null, to: null },
        links: { first: null, last: null, prev: null, next: null },
      });
    }
    if (pathname === '/api/admin/client-files/NZ-100007/lines') {
      return jsonResponse({ message: 'Only a quote can be changed.' }, 409);
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return { calls };
}

function renderPage() {
  // A connection that is never opened: these tests do not follow live updates.
  const connection = createFakeConnection();
  return renderWithProviders(<ClientFileEditPage reference="NZ-100007" connection={connection} />, {
    route: '/admin/client-files/NZ-100007',
  });
}

describe('Client file edit (back office)', () => {
  afterEach(() => permissionStore.reset());

  it(
    'moves the file to a next status of the state machine, with a note',
    { timeout: 30_000 },
    async () => {
      permissionStore.setState({ roles: ['consultant'], permissions: ['files.manage-all'] });
      const api = stubApi();
      const { user } = renderPage();
      expect(
        await screen.findByRole('heading', { name: 'Client file NZ-100007' }),
      ).toBeInTheDocument();
      const statusForm = screen.getByRole('form', { name: 'Status' });
      const combo = within(statusForm).getByRole('combobox', { name: /Move to/ });
      await user.click(combo);
      const listbox = document.getElementById(combo.getAttribute('aria-controls') ?? '');
      if (!listbox) throw new Error('The status list did not open');
      await user.click(within(listbox).getByRole('option', { name: 'Confirmed', hidden: true }));
      await user.type(
        within(statusForm).getByRole('textbox', { name: 'Note for the file history' }),
        'All suppliers confirmed by phone',
      );
      await user.click(within(statusForm).getByRole('button', { name: 'Change status' }));
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'POST',
          path: '/api/admin/files/NZ-100007/status',
          body: { to: 'Confirmed', note: 'All suppliers confirmed by phone' },
        }),
      );
      expect(await screen.findByText('No status change is possible from here.')).toBeVisible();
    },
  );

  it(
    'changes a line’s sell price with a reason and saves consultant and internal notes',
    { timeout: 30_000 },
    async () => {
      permissionStore.setState({ roles: ['consultant'], permissions: ['files.manage-all'] });
      const api = stubApi();
      const { user } = renderPage();
      const lines = await screen.findByRole('table', { name: 'Service lines' });
      expect(within(lines).getByText('Harbourview Hotel – Superior Room')).toBeVisible();
      expect(screen.getByText('Mrs Jane Smith')).toBeVisible();

      await user.click(
        within(lines).getByRole('button', {
          name: 'Change price: Harbourview Hotel – Superior Room',
        }),
      );
      const dialog = await screen.findByRole('dialog');
      const amount = within(dialog).getByRole('textbox', { name: /New sell price/ });
      await user.clear(amount);
      await user.type(amount, '350');
      await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('at least 3 characters');
      await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late check-in fee');
      await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'POST',
          path: '/api/admin/client-files/NZ-100007/lines/11/price',
          body: { sellCents: 35_000, reason: 'Late check-in fee' },
        }),
      );

      await user.type(
        screen.getByRole('textbox', { name: /Internal notes/ }),
        'Chase the hotel on Monday',
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'PATCH',
          path: '/api/admin/client-files/NZ-100007/back-office',
          body: { consultantId: null, internalNotes: 'Chase the hotel on Monday' },
        }),
      );
    },
  );

  it(
    'shows the file read-only to a role without files.manage-all',
    { timeout: 30_000 },
    async () => {
      permissionStore.setState({ roles: ['accountant'], permissions: ['files.view-all'] });
      stubApi();
      renderPage();
      const lines = await screen.findByRole('table', { name: 'Service lines' });
      expect(within(lines).queryByRole('button', { name: /Change price/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
      expect(screen.getByRole('textbox', { name: /Internal notes/ })).toBeDisabled();
    },
  );

  it('adds a catalogue service to a quote on one of its days', { timeout: 30_000 }, async () => {
    permissionStore.setState({
      roles: ['consultant'],
      permissions: ['files.manage-all', 'catalogue.view'],
    });
    const api = stubApi(buildAdminFile({ status: 'Quote' }));
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add a catalogue service' });
    const combo = within(form).getByRole('combobox', { name: 'Service' });
    await user.click(combo);
    const listbox = document.getElementById(combo.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('The product list did not open');
    await user.click(
      await within(listbox).findByRole('option', {
        name: 'HARBAKL-SUP – Superior Room (Harbourview Hotel Auckland)',
        hidden: true,
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Add service' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/admin/client-files/NZ-100007/lines',
        body: { productId: 55, date: '2030-03-04', span: 1 },
      }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only a quote');
  });

  it(
    'changes a quote’s trip (keeping guest names) and removes one of its services',
    { timeout: 30_000 },
    async () => {
      permissionStore.setState({ roles: ['consultant'], permissions: ['files.manage-all'] });
      const api = stubApi(buildAdminFile({ status: 'Quote' }));
      const { user } = renderPage();
      const form = await screen.findByRole('form', { name: 'Trip' });
      const name = within(form).getByRole('textbox', { name: /Booking name/ });
      await user.clear(name);
      await user.type(name, 'Smith honeymoon');
      await user.click(within(form).getByRole('button', { name: 'Save trip' }));
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'PATCH',
          path: '/api/admin/client-files/NZ-100007',
          body: {
            bookingName: 'Smith honeymoon',
            yourReference: '',
            travelDate: '2030-03-04',
            rooms: [
              {
                roomType: 'DB',
                adults: 2,
                children: 0,
                guests: [
                  { title: 'Mrs', fullName: 'Jane Smith', isChild: false, dateOfBirth: null },
                ],
              },
            ],
          },
        }),
      );
      expect(await within(form).findByRole('alert')).toHaveTextContent('Changed elsewhere');

      const lines = screen.getByRole('table', { name: 'Service lines' });
      await user.click(
        within(lines).getByRole('button', {
          name: 'Remove Harbourview Hotel – Superior Room from the quote',
        }),
      );
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'DELETE',
          path: '/api/admin/client-files/NZ-100007/lines/11',
          body: undefined,
        }),
      );
    },
  );

  it('shows the client price and who collects it from the traveller', async () => {
    permissionStore.setState({ roles: ['consultant'], permissions: ['files.manage-all'] });
    stubApi();
    renderPage();
    expect(await screen.findByText('Client price')).toBeInTheDocument();
    expect(screen.getByTestId('client-price')).toHaveTextContent('$300.00');
    expect(screen.getByText('Travellers pay through the travel app')).toBeInTheDocument();
  });

  it('offers no trip form or removal on a booking', { timeout: 30_000 }, async () => {
    permissionStore.setState({ roles: ['consultant'], permissions: ['files.manage-all'] });
    stubApi(buildAdminFile({ status: 'Confirmed' }));
    renderPage();
    const lines = await screen.findByRole('table', { name: 'Service lines' });
    expect(screen.queryByRole('form', { name: 'Trip' })).toBeNull();
    expect(within(lines).queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it(
    'offers adding a service to a booking, with what it means, but not to a cancelled file',
    { timeout: 30_000 },
    async () => {
      permissionStore.setState({
        roles: ['consultant'],
        permissions: ['files.manage-all', 'catalogue.view'],
      });
      stubApi(buildAdminFile({ status: 'Confirmed' }));
      const { unmount } = renderPage();
      const form = await screen.findByRole('form', { name: 'Add a catalogue service' });
      expect(form).toHaveTextContent(
        'On a booking the service is requested from its supplier and invoiced to the agency.',
      );
      unmount();

      stubApi(buildAdminFile({ status: 'Cancelled' }));
      renderPage();
      await screen.findByRole('table', { name: 'Service lines' });
      expect(screen.queryByRole('form', { name: 'Add a catalogue service' })).toBeNull();
    },
  );

  it('refreshes when the file changes elsewhere (live, on the file channel)', async () => {
    permissionStore.setState({ roles: ['accountant'], permissions: ['files.view-all'] });
    let current = buildAdminFile();
    const backOfficeCalls: string[] = [];
    stubFetch(({ url }) => {
      const { pathname } = new URL(url, 'http://portal.test');
      if (pathname === '/api/admin/files/NZ-100007') return jsonResponse(current);
      if (pathname === '/api/admin/client-files/filter-options') return jsonResponse(filterOptions);
      if (pathname === '/api/admin/client-files/NZ-100007/back-office') {
        backOfficeCalls.push(pathname);
        return jsonResponse({
          reference: 'NZ-100007',
          consultantId: null,
          consultantName: null,
          internalNotes: '',
        });
      }
      return jsonResponse({ message: 'Not found' }, 404);
    });
    const connection = createFakeConnection();
    renderWithProviders(<ClientFileEditPage reference="NZ-100007" connection={connection} />, {
      route: '/admin/client-files/NZ-100007',
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Requested')).toBeVisible();
    await act(() => connection.connect());
    await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-file.7'));
    const backOfficeLoads = backOfficeCalls.length;

    current = buildAdminFile({ status: 'Confirmed', version: 2 });
    act(() =>
      FakePusher.latest().emit('private-file.7', 'file.updated', {
        fileId: 7,
        bookingReference: 'NZ-100007',
        agencyId: 1,
        action: 'supplier.confirmed',
        version: 2,
        changedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    await waitFor(() => expect(within(status).getByText('Confirmed')).toBeVisible());
    expect(backOfficeCalls.length).toBeGreaterThan(backOfficeLoads);
    // Another file's channel is not joined.
    expect(FakePusher.latest().subscribed).toEqual(['private-file.7']);
  });
});
