import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildAdminFile } from '../testing/client-file-fixtures';
import { AddManualLineForm } from './add-manual-line-form';

const supplierPage = {
  data: [
    {
      id: 9,
      code: 'WAITGD',
      name: 'Waitomo Guides',
      email: 'bookings@waitomo.example',
      phone: '',
      address: '',
      locationId: null,
      active: true,
      confirmsEveryBooking: false,
      paymentTermsBasis: 'after_service',
      paymentTermsDays: 30,
      locationName: null,
      productCount: 0,
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 50, total: 1, from: 1, to: 1 },
  links: { first: null, last: null, prev: null, next: null },
};

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  form: HTMLElement,
  label: string | RegExp,
  option: string,
) {
  const combo = within(form).getByRole('combobox', { name: label });
  await user.click(combo);
  const listbox = document.getElementById(combo.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`The ${String(label)} list did not open`);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('Add a manual service', () => {
  it(
    'asks for what is missing, then sends the line priced in cents and shows the server’s field errors',
    { timeout: 30_000 },
    async () => {
      const posted: unknown[] = [];
      stubFetch(({ url, method, body }) => {
        const { pathname } = new URL(url, 'http://portal.test');
        if (pathname === '/api/admin/suppliers') return jsonResponse(supplierPage);
        if (pathname === '/api/admin/client-files/NZ-100007/manual-lines' && method === 'POST') {
          posted.push(body);
          return jsonResponse(
            {
              message: 'The given data was invalid.',
              errors: { supplierId: ['Choose an active supplier.'] },
            },
            422,
          );
        }
        return jsonResponse({ message: 'Not found' }, 404);
      });
      const { user } = renderWithProviders(
        <AddManualLineForm file={buildAdminFile({ status: 'Quote' })} />,
      );
      const form = screen.getByRole('form', { name: 'Add a manual service' });
      await user.click(within(form).getByRole('button', { name: 'Add manual service' }));
      expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
      expect(posted).toEqual([]);

      await choose(user, form, /Supplier/, 'WAITGD – Waitomo Guides');
      await choose(user, form, /Service type/, 'GU Guides');
      await user.type(within(form).getByRole('textbox', { name: /Description/ }), 'Private guide');
      await user.type(within(form).getByRole('textbox', { name: /Start time/ }), '0930');
      await user.type(within(form).getByRole('textbox', { name: /Cost/ }), '400');
      await user.type(within(form).getByRole('textbox', { name: /Sell price/ }), '600.50');
      await user.click(within(form).getByRole('button', { name: 'Add manual service' }));
      await waitFor(() =>
        expect(posted).toEqual([
          {
            supplierId: 9,
            serviceTypeCode: 'GU',
            name: 'Private guide',
            date: '2030-03-04',
            span: 1,
            quantity: 1,
            startTime: '0930',
            costCents: 40_000,
            sellCents: 60_050,
            remarks: '',
          },
        ]),
      );
      expect(await within(form).findByText('Choose an active supplier.')).toBeVisible();
    },
  );
});
