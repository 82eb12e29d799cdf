import { DEFAULT_ACCOUNTING_SETTINGS } from '@portal/shared/contracts/accounting';
import type { TSettingsSectionResponse } from '@portal/shared/contracts/settings-sections';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { AccountingSettingsForm } from './accounting-settings-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubAccountingSettings() {
  let stored: TSettingsSectionResponse<'accounting'> = {
    section: 'accounting',
    value: DEFAULT_ACCOUNTING_SETTINGS,
    updatedAt: null,
    updatedBy: null,
  };
  const puts: unknown[] = [];
  stubFetch(({ method, url, body }) => {
    if (url === '/api/get-settings') return jsonResponse({}, 500);
    if (url !== '/api/admin/settings/accounting') return jsonResponse({ message: 'Nope' }, 404);
    if (method === 'PUT') {
      puts.push(body);
      stored = {
        section: 'accounting',
        value: body as typeof stored.value,
        updatedAt: '2030-02-01T09:30:00.000Z',
        updatedBy: 'Ada Accountant',
      };
    }
    return jsonResponse(stored);
  });
  return { puts };
}

describe('accounting settings', () => {
  it("shows each brand's Xero codes and tax rates, Xero's defaults until changed, and saves a change", async () => {
    const api = stubAccountingSettings();
    const { user } = renderWithProviders(<AccountingSettingsForm />, {
      route: '/admin/finance/accounting-export',
    });
    const section = await screen.findByRole('region', { name: 'Xero account codes and tax rates' });
    const nz = await within(section).findByRole('group', { name: 'New Zealand (NZD)' });
    const au = within(section).getByRole('group', { name: 'Australia (AUD)' });
    expect(
      within(nz).getByRole('textbox', { name: /Tax rate of standard-rated sales/ }),
    ).toHaveValue('15% GST on Income');
    expect(
      within(au).getByRole('textbox', { name: /Tax rate of zero-rated \/ GST-free sales/ }),
    ).toHaveValue('GST Free Income');

    const code = within(au).getByRole('textbox', { name: /Sales account code/ });
    await user.clear(code);
    await user.type(code, '4100');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toEqual({
      ...DEFAULT_ACCOUNTING_SETTINGS,
      AU: { ...DEFAULT_ACCOUNTING_SETTINGS.AU, salesAccountCode: '4100' },
    });
    expect(await within(section).findByText(/Last changed by Ada Accountant/)).toBeVisible();
  });

  it('refuses an empty tax rate before sending anything', async () => {
    const api = stubAccountingSettings();
    const { user } = renderWithProviders(<AccountingSettingsForm />);
    const section = await screen.findByRole('region', { name: 'Xero account codes and tax rates' });
    const nz = await within(section).findByRole('group', { name: 'New Zealand (NZD)' });
    await user.clear(
      within(nz).getByRole('textbox', { name: /Tax rate of standard-rated purchases/ }),
    );
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(nz).findByText('This field is required')).toBeVisible();
    expect(api.puts).toEqual([]);
  });
});
