import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clickTwiceBeforeRender,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { buildSupplierInvoice } from '../testing/payables-fixtures';
import { SupplierInvoiceFormPage } from './supplier-invoice-form-page';

const LOADING = { timeout: 10_000 };
const SUPPLIER = { id: 7, code: 'REMAZQN', name: 'Remarkables Lodge', active: true };

function stubEntry(answer: () => Response | Promise<Response>) {
  const posted: { body: unknown; key: string | undefined }[] = [];
  stubFetch(async ({ method, url, body, headers }) => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (method === 'GET' && pathname === '/api/admin/finance/suppliers') {
      return jsonResponse({ data: [SUPPLIER] });
    }
    if (method === 'POST' && pathname === '/api/admin/finance/supplier-invoices') {
      posted.push({ body, key: headers['Idempotency-Key'] });
      return answer();
    }
    throw new Error(`Unexpected ${method} ${url}`);
  });
  return posted;
}

const ROUTE =
  '/admin/finance/supplier-invoices/new?brandId=1&supplierId=7&fileReference=NZ-100001&description=Lodge+room';

describe('entering a supplier invoice', () => {
  it('says what is missing or too long before anything is sent', async () => {
    const posted = stubEntry(() => jsonResponse({ message: 'Not expected' }, 500));
    const { user } = renderWithProviders(<SupplierInvoiceFormPage />, { route: ROUTE });
    const form = screen.getByRole('form', { name: 'Enter supplier invoice' });
    // Filled in from the expected line's "Enter invoice" link.
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Supplier/ })).toHaveValue(
        'REMAZQN – Remarkables Lodge',
      ),
    );
    expect(within(form).getByRole('combobox', { name: /^Brand/ })).toHaveValue('NZ (NZD)');
    const line = within(form).getByRole('group', { name: 'Line 1' });
    expect(within(line).getByLabelText('File reference')).toHaveValue('NZ-100001');
    expect(within(line).getByLabelText('Description')).toHaveValue('Lodge room');

    await user.click(within(form).getByLabelText(/Supplier's invoice number/));
    await user.paste('R'.repeat(61));
    await user.click(within(form).getByRole('button', { name: 'Save supplier invoice' }));

    expect(
      await within(form).findByText('This field must be 60 or less characters'),
    ).toBeInTheDocument();
    const issuedOn = within(form).getByLabelText(/Issue date/);
    expect(issuedOn).toHaveAccessibleDescription(/This field is required/);
    expect(within(line).getByLabelText(/Amount/)).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(posted).toEqual([]);
  }, 30_000);

  it('sends one entry however often save is pressed, then opens the invoice', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const posted = stubEntry(async () => {
      await answered;
      return jsonResponse(buildSupplierInvoice({ id: 42 }), 201);
    });
    const { user, router } = renderWithProviders(<SupplierInvoiceFormPage />, { route: ROUTE });
    const form = screen.getByRole('form', { name: 'Enter supplier invoice' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Supplier/ })).toHaveValue(
        'REMAZQN – Remarkables Lodge',
      ),
    );
    await user.type(within(form).getByLabelText(/Supplier's invoice number/), ' RL-2030-118 ');
    await user.type(within(form).getByLabelText(/Issue date/), '04/03/2030');
    await user.type(within(form).getByRole('textbox', { name: 'Notes' }), 'Late bill');
    const first = within(form).getByRole('group', { name: 'Line 1' });
    await user.type(within(first).getByLabelText(/Amount/), '460');

    // A second line, then a third removed again: only the two kept are sent, in order.
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    const second = within(form).getByRole('group', { name: 'Line 2' });
    await user.type(within(second).getByLabelText('File reference'), 'nz-100002');
    await user.type(within(second).getByLabelText(/Amount/), '125.5');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    await user.click(within(form).getByRole('button', { name: 'Remove line 3' }));
    expect(within(form).queryByRole('group', { name: 'Line 3' })).not.toBeInTheDocument();
    expect(within(form).getByText('Total: NZ$585.50')).toBeInTheDocument();

    clickTwiceBeforeRender(within(form).getByRole('button', { name: 'Save supplier invoice' }));
    await waitFor(() => expect(posted).toHaveLength(1), LOADING);
    answer();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/finance/supplier-invoices/42'),
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(posted[0]?.body).toEqual({
      brandId: 1,
      supplierId: 7,
      supplierReference: 'RL-2030-118',
      issuedOn: '2030-03-04',
      notes: 'Late bill',
      lines: [
        { fileReference: 'NZ-100001', description: 'Lodge room', amountCents: 46_000 },
        { fileReference: 'NZ-100002', description: '', amountCents: 12_550 },
      ],
    });
  }, 30_000);

  it("shows the server's objection to a line under that line's input", async () => {
    stubEntry(() =>
      jsonResponse(
        {
          message: 'The given data was invalid.',
          errors: { 'lines.0.amountCents': ['Must be more than 0'] },
        },
        422,
      ),
    );
    const { user } = renderWithProviders(<SupplierInvoiceFormPage />, { route: ROUTE });
    const form = screen.getByRole('form', { name: 'Enter supplier invoice' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Supplier/ })).toHaveValue(
        'REMAZQN – Remarkables Lodge',
      ),
    );
    await user.type(within(form).getByLabelText(/Supplier's invoice number/), 'RL-1');
    await user.type(within(form).getByLabelText(/Issue date/), '04/03/2030');
    const line = within(form).getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByLabelText(/Amount/), '0.001');
    await user.click(within(form).getByRole('button', { name: 'Save supplier invoice' }));
    await waitFor(() =>
      expect(within(line).getByLabelText(/Amount/)).toHaveAccessibleDescription(
        'The amount must be more than 0',
      ),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);
});
