import {
  defaultSettings,
  type TSettingsSection,
  type TSettingsSectionResponse,
} from '@portal/shared/contracts/settings-sections';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { BookingSettingsPage, EnvironmentSettingsPage, FitSettingsPage } from './settings-pages';

type TStored = Record<string, TSettingsSectionResponse<TSettingsSection>>;

/** A fake settings API kept in memory; `refuse` answers a PUT of that section with the given 422. */
function stubSettings(
  options: { refuse?: { section: string; errors: Record<string, string[]> } } = {},
) {
  const defaults = defaultSettings('Fernway Travel');
  const stored: TStored = Object.fromEntries(
    Object.entries(defaults).map(([section, value]) => [
      section,
      { section, value, updatedAt: null, updatedBy: null },
    ]),
  ) as TStored;
  const puts: { section: string; body: unknown }[] = [];
  let release: (() => void) | null = null;
  const fetchMock = stubFetch(async ({ method, url, body }) => {
    const { pathname } = new URL(url, 'http://portal.test');
    const section = /^\/api\/admin\/settings\/([a-z-]+)$/.exec(pathname)?.[1];
    if (pathname === '/api/get-settings') return jsonResponse({}, 500);
    if (!section || !stored[section]) return jsonResponse({ message: 'Not found' }, 404);
    if (method === 'PUT') {
      puts.push({ section, body });
      if (options.refuse?.section === section) {
        return jsonResponse({ message: 'Invalid', errors: options.refuse.errors }, 422);
      }
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      stored[section] = {
        section: section as TSettingsSection,
        value: body as never,
        updatedAt: '2030-02-01T09:30:00.000Z',
        updatedBy: 'Grace Editor',
      };
    }
    return jsonResponse(stored[section]);
  });
  return {
    fetchMock,
    puts,
    finishSave: () => release?.(),
    isSaving: () => release !== null,
  };
}

describe('Environment settings', () => {
  it('saves the company name, showing progress, then who changed it and when', async () => {
    const api = stubSettings();
    const { user } = renderWithProviders(<EnvironmentSettingsPage />, { route: '/admin/settings' });
    const section = await screen.findByRole('region', { name: 'Company' });
    const form = await within(section).findByRole('form', { name: 'Company' });
    const name = within(form).getByRole('textbox', { name: /Company name/ });
    expect(name).toHaveValue('Fernway Travel');
    expect(within(section).getByText('Not changed yet: the defaults apply.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Tasman Trails');
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(api.isSaving()).toBe(true));
    expect(save).toHaveAttribute('data-loading', 'true');
    api.finishSave();

    expect(await within(section).findByText(/Last changed by Grace Editor on/)).toBeInTheDocument();
    expect(api.puts).toEqual([
      {
        section: 'general',
        body: expect.objectContaining({ company_name: 'Tasman Trails' }),
      },
    ]);
    // The form starts again from what the server saved.
    const saved = within(section).getByRole('form', { name: 'Company' });
    expect(within(saved).getByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Tasman Trails',
    );
  });

  it('checks the values with the shared contract before sending them', async () => {
    const api = stubSettings();
    const { user } = renderWithProviders(<EnvironmentSettingsPage />, { route: '/admin/settings' });
    const form = await screen.findByRole('form', { name: 'Company' });
    const phone = await within(form).findByRole('textbox', { name: /Reservations phone/ });
    await user.clear(phone);
    await user.type(phone, 'call us');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('This field must be a valid phone number'),
    ).toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });

  it('shows the server refusal under the brand field it concerns', async () => {
    stubSettings({
      refuse: { section: 'brands', errors: { 'AU.tradingName': ['That name is taken'] } },
    });
    const { user } = renderWithProviders(<EnvironmentSettingsPage />, { route: '/admin/settings' });
    const form = await screen.findByRole('form', { name: 'Brands' });
    const australia = await within(form).findByRole('group', { name: 'Australia (AUD)' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(australia).findByText('That name is taken')).toBeInTheDocument();
  });

  it('adds a Tools menu link and reports a bad address on its row', async () => {
    const api = stubSettings();
    const { user } = renderWithProviders(<EnvironmentSettingsPage />, { route: '/admin/settings' });
    const form = await screen.findByRole('form', { name: 'Tools menu' });
    await user.click(
      await within(form).findByRole('button', { name: 'Add a link to Documentation' }),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Link 1 label' }), 'User guide');
    await user.type(within(form).getByRole('textbox', { name: 'Link 1 address' }), 'javascript:x');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Use a portal path or an http(s) address.'),
    ).toBeInTheDocument();
    expect(api.puts).toEqual([]);

    const address = within(form).getByRole('textbox', { name: 'Link 1 address' });
    await user.clear(address);
    await user.type(address, 'https://docs.example/guide');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    api.finishSave();
    expect(api.puts[0]?.body).toEqual({
      ourTools: [],
      planningSystem: [],
      documentation: [{ label: 'User guide', href: 'https://docs.example/guide' }],
    });
  });
});

describe('FIT settings', () => {
  it('saves the deposit percentage and puts a bad reminder day under its list', async () => {
    const api = stubSettings();
    const { user } = renderWithProviders(<FitSettingsPage />, { route: '/admin/fit-settings' });
    const terms = await screen.findByRole('form', { name: 'Invoice terms' });
    const deposit = await within(terms).findByRole('textbox', { name: /Deposit/ });
    await user.clear(deposit);
    await user.type(deposit, '30');
    await user.click(within(terms).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    api.finishSave();
    expect(api.puts[0]).toEqual({
      section: 'fit',
      body: { depositPercent: 30, balanceDueDays: 45 },
    });

    const reminders = screen.getByRole('form', { name: 'Payment reminders' });
    const before = within(reminders).getByRole('textbox', { name: /Days before the due date/ });
    expect(before).toHaveValue('14, 3');
    await user.clear(before);
    await user.type(before, '14, 200');
    await user.click(within(reminders).getByRole('button', { name: 'Save' }));
    expect(await within(reminders).findByText('Enter 0 to 120')).toBeInTheDocument();
    expect(api.puts).toHaveLength(1);
  });
});

describe('Booking settings', () => {
  it('previews the next references and refuses two brands with one prefix', async () => {
    const api = stubSettings();
    const { user } = renderWithProviders(<BookingSettingsPage />, {
      route: '/admin/booking-settings',
    });
    const form = await screen.findByRole('form', { name: 'References and supplier workflow' });
    expect(
      await within(form).findByText('Next references will look like NZ-100234 and AU-100234.'),
    ).toBeInTheDocument();
    const nz = within(form).getByRole('textbox', { name: /Prefix, New Zealand/ });
    await user.clear(nz);
    await user.type(nz, 'au');
    expect(
      within(form).getByText('Next references will look like AU-100234 and AU-100234.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Each brand needs its own prefix')).toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });
});
