import type { TSupplierDetail } from '@portal/shared/contracts/catalogue-api';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { currentMonth } from './month-grid';
import { SupplierEditPage } from './supplier-edit-page';

/** Pages load their data through several calls; a busy test run can take over a second. */
const LOADING = { timeout: 5_000 };

/** These tests type into whole forms keystroke by keystroke, which takes seconds in jsdom. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const SUPPLIER: TSupplierDetail = {
  id: 5,
  code: 'HARBAKL',
  name: 'Harbourview Hotel Auckland',
  email: 'bookings@harbourview.example',
  phone: '+64 9 555 0101',
  address: '1 Quay Street, Auckland',
  locationId: 10,
  locationName: 'Auckland',
  active: true,
  confirmsEveryBooking: false,
  paymentTermsBasis: 'after_service',
  paymentTermsDays: 30,
  products: [
    {
      id: 100,
      code: 'HARBAKL-STD',
      supplierId: 5,
      serviceTypeCode: 'AC',
      locationId: 10,
      name: 'Harbourview Standard Room',
      description: '',
      startTime: '1400',
      endTime: '1000',
      durationMinutes: null,
      voucherText: '',
      phone: '',
      address: '',
      accommodationClass: 'standard',
      roomTypes: ['DB', 'TW'],
      pricingBasis: 'per_room_night',
      capacity: null,
      infantMaxAge: null,
      childMaxAge: null,
      cancellationPolicy: null,
      active: true,
    },
  ],
  attachments: [],
};

function renderSupplier(tab: string) {
  const first = `${currentMonth()}-01`;
  const writes: unknown[] = [];
  const productQueries: string[] = [];
  stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/admin/suppliers/5' && method === 'PATCH') {
      writes.push(body);
      return jsonResponse({ ...SUPPLIER, ...(body as object) });
    }
    if (parsed.pathname === '/api/admin/suppliers/5') return jsonResponse(SUPPLIER);
    if (parsed.pathname === '/api/admin/locations') {
      return jsonResponse(
        buildPaginated(
          [
            {
              id: 10,
              code: 'AKL',
              name: 'Auckland',
              region: 'Auckland',
              country: 'NZ',
              latitude: -36.85,
              longitude: 174.76,
              drivingNotes: [],
            },
          ],
          { page: 1, perPage: 100, total: 1, path: '/api/admin/locations' },
        ),
      );
    }
    if (
      parsed.pathname === '/api/admin/products' &&
      parsed.searchParams.get('supplierId') === '5'
    ) {
      productQueries.push(parsed.search);
      const listed = SUPPLIER.products.map((product) => ({
        ...product,
        supplierName: SUPPLIER.name,
        supplierCode: SUPPLIER.code,
        locationName: 'Auckland',
      }));
      return jsonResponse(
        buildPaginated(listed, { page: 1, perPage: 20, total: 1, path: '/api/admin/products' }),
      );
    }
    if (parsed.pathname === '/api/admin/products/100/availability' && method === 'GET') {
      const general = { agencyId: null, allotmentUsed: 0, hasOnRequestFallback: false };
      return jsonResponse({
        productId: 100,
        from: parsed.searchParams.get('from'),
        to: parsed.searchParams.get('to'),
        days: [
          {
            ...general,
            date: first,
            kind: 'free_sell',
            allotment: null,
            remaining: null,
            releaseDays: null,
          },
          {
            ...general,
            date: addDays(first, 1),
            kind: 'allotment',
            allotment: 5,
            allotmentUsed: 2,
            remaining: 3,
            releaseDays: 14,
          },
          {
            ...general,
            date: addDays(first, 2),
            kind: 'stop_sell',
            allotment: null,
            remaining: null,
            releaseDays: null,
          },
        ],
      });
    }
    if (parsed.pathname === '/api/admin/products/100/availability' && method === 'PUT') {
      writes.push(body);
      return jsonResponse({ updatedDays: 1 });
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  const rendered = renderWithProviders(
    <SupplierEditPage
      supplierId={5}
      renderRates={() => <p>Rates panel</p>}
      renderUsers={() => <p>Users panel</p>}
    />,
    { route: `/admin/suppliers/5?tab=${tab}`, path: '/admin/suppliers/5' },
  );
  return { ...rendered, first, writes, productQueries };
}

describe('the supplier page', () => {
  beforeEach(() =>
    permissionStore.setState({
      roles: ['super-admin'],
      permissions: ['catalogue.view', 'catalogue.manage'],
    }),
  );
  afterEach(() => permissionStore.reset());

  it('opens the tab named in the address and lists the products', INTERACTION_TIMEOUT, async () => {
    const { user, productQueries } = renderSupplier('products');
    expect(
      await screen.findByRole('heading', { name: 'Harbourview Hotel Auckland' }, LOADING),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('row', { name: /HARBAKL-STD/ }, LOADING);
    expect(within(row).getByText('AC – Accommodation')).toBeInTheDocument();
    expect(within(row).getByText('14:00–10:00')).toBeInTheDocument();
    expect(within(row).getByText('DB, TW')).toBeInTheDocument();
    expect(within(row).getByText('Auckland')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Service type/ }));
    const options = document.getElementById(
      screen.getByRole('combobox', { name: /Service type/ }).getAttribute('aria-controls') ?? '',
    );
    await user.click(
      within(options as HTMLElement).getByRole('option', {
        name: 'AC – Accommodation',
        hidden: true,
      }),
    );
    await waitFor(
      () =>
        expect(productQueries.at(-1)).toBe('?supplierId=5&page=1&per_page=20&serviceTypeCode=AC'),
      LOADING,
    );
  });

  it('saves when the supplier is paid: 14 days before arrival', INTERACTION_TIMEOUT, async () => {
    const { user, writes } = renderSupplier('details');
    const days = await screen.findByRole('textbox', { name: 'Days' }, LOADING);
    expect(days).toHaveValue('30');
    const basis = screen.getByRole('combobox', { name: /When the supplier is paid/ });
    await user.click(basis);
    const options = document.getElementById(basis.getAttribute('aria-controls') ?? '');
    await user.click(
      within(options as HTMLElement).getByRole('option', {
        name: 'before the guests arrive',
        hidden: true,
      }),
    );
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(writes).toEqual([
        expect.objectContaining({ paymentTermsBasis: 'before_arrival', paymentTermsDays: 14 }),
      ]),
    );
  });

  it('shows the rates and users tabs the route passes in', INTERACTION_TIMEOUT, async () => {
    const { user } = renderSupplier('details');
    await user.click(await screen.findByRole('tab', { name: 'Rates' }, LOADING));
    expect(screen.getByText('Rates panel')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByText('Users panel')).toBeInTheDocument();
  });

  it('shows each date of the month and sets a range of dates', INTERACTION_TIMEOUT, async () => {
    const { user, first, writes } = renderSupplier('availability');
    const freeSell = await screen.findByRole('button', { name: `${first}: Free sell` }, LOADING);
    expect(freeSell).toHaveAttribute('data-kind', 'free_sell');
    const allotment = screen.getByRole('button', { name: `${addDays(first, 1)}: 3 of 5 left` });
    expect(allotment).toHaveTextContent('Release 14 days before');
    expect(screen.getByRole('button', { name: `${addDays(first, 2)}: Stop sell` })).toHaveAttribute(
      'data-kind',
      'stop_sell',
    );
    expect(
      screen.getByRole('button', { name: `${addDays(first, 3)}: No record (on request)` }),
    ).toHaveAttribute('data-kind', 'none');

    await user.click(
      screen.getByRole('button', { name: `${addDays(first, 3)}: No record (on request)` }),
    );
    const form = screen.getByRole('form', { name: 'Set availability for a range' });
    const kind = within(form).getByRole('combobox', { name: /Availability/ });
    await user.click(kind);
    const options = document.getElementById(kind.getAttribute('aria-controls') ?? '');
    await user.click(
      within(options as HTMLElement).getByRole('option', { name: 'Allotment', hidden: true }),
    );
    await user.type(within(form).getByRole('textbox', { name: /Units per date/ }), '5');
    await user.type(within(form).getByRole('textbox', { name: /Release days/ }), '14');
    await user.click(within(form).getByRole('checkbox', { name: 'Sat' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Sun' }));
    await user.click(within(form).getByRole('button', { name: 'Set availability' }));

    await waitFor(() => expect(writes).toHaveLength(1), LOADING);
    expect(writes[0]).toEqual({
      dateFrom: addDays(first, 3),
      dateTo: addDays(first, 3),
      weekdayMask: 0b001_1111,
      kind: 'allotment',
      allotment: 5,
      releaseDays: 14,
      hasOnRequestFallback: false,
      agencyId: null,
    });
  });

  it(
    'shows a consultant the catalogue without the means to change it',
    INTERACTION_TIMEOUT,
    async () => {
      permissionStore.setState({ roles: ['consultant'], permissions: ['catalogue.view'] });
      const { user, first } = renderSupplier('products');
      expect(await screen.findByRole('row', { name: /HARBAKL-STD/ }, LOADING)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Edit Harbourview/ })).toBeNull();

      await user.click(screen.getByRole('tab', { name: 'Availability' }));
      expect(
        await screen.findByRole('button', { name: `${first}: Free sell` }, LOADING),
      ).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Set availability for a range' })).toBeNull();

      await user.click(screen.getByRole('tab', { name: 'Details' }));
      expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Save details' })).toBeNull();
    },
  );
});
