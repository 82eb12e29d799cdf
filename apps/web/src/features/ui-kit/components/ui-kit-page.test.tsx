import { STATUS_WORDS } from '@portal/shared/domain/status-colours';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../components/ui/test-utils';
import UiKitPage from './ui-kit-page';

/** The demo form's input by label (required labels end in a hidden asterisk). */
function demoField(label: string) {
  const form = screen.getByRole('form', { name: 'Form inputs and validation' });
  return within(form).getByLabelText(new RegExp(`^${label}( \\*)?$`));
}

/** Selects by role: their listbox is labelled by the same label. */
function demoSelect(label: string) {
  const form = screen.getByRole('form', { name: 'Form inputs and validation' });
  return within(form).getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) });
}

beforeEach(() => {
  // The page shows a non-text status on purpose, which warns.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('UiKitPage', () => {
  it('has a section for each kind of component', () => {
    renderWithUi(<UiKitPage />);
    for (const name of [
      'Style guide',
      'Form inputs and validation',
      'Input states',
      'Status badges',
      'Pagination',
      'Formatting helpers',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeVisible();
    }
  });

  // Typing into many fields is slow in jsdom, more so while other suites run.
  it(
    'shows every validation message once the form is filled to break each rule',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderWithUi(<UiKitPage />);
      await user.type(demoField('Your reference'), 'KH-2027-0001');
      await user.type(demoField('Username'), 'kiwi');
      await user.type(demoField('Postcode'), '90');
      await user.type(demoField('Email'), 'aroha@kiwihorizons');
      await user.type(demoField('Phone'), '021 12');
      await user.type(demoField('Password'), 'Demo-pass-2026');
      await user.type(demoField('Confirm password'), 'Demo-pass-2027');
      await user.type(demoField('Group size'), 'ten');
      await user.click(screen.getByRole('button', { name: 'Check the form' }));

      const accommodationClass = demoSelect('Accommodation class');
      expect(accommodationClass).toHaveAccessibleDescription(/^This field is required/);
      expect(demoSelect('Region')).toHaveAccessibleDescription(/^This field is required/);

      const expectations: Array<[string, string]> = [
        ['Booking name', 'This field is required'],
        ['Traveller title', 'Required'],
        ['Your reference', 'This field must be 10 or less characters'],
        ['Username', 'This field must be 5 or more characters'],
        ['Postcode', 'This field must be 4 characters'],
        ['Email', 'This field must be a valid email'],
        ['Phone', 'This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234'],
        ['Confirm password', 'Passwords must match'],
        ['Group size', 'Group size is not valid.'],
        ['Nights', 'This field is required'],
        ['Travel date', 'This field is required'],
        ['I have read the booking conditions', 'Required'],
      ];
      for (const [label, message] of expectations) {
        const input = demoField(label);
        expect(input, label).toHaveAttribute('aria-invalid', 'true');
        // The message sits before the rules hint (after it for a checkbox), as a whole phrase.
        expect(input, label).toHaveAccessibleDescription(
          new RegExp(`(^| )${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`),
        );
      }
      expect(screen.queryByText('Every field is valid.')).toBeNull();
    },
  );

  it('accepts a form filled with valid values', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderWithUi(<UiKitPage />);
    await user.type(demoField('Booking name'), 'Aroha Ngata honeymoon');
    await user.type(demoField('Traveller title'), 'Ms');
    await user.type(demoField('Username'), 'nz.agent');
    await user.type(demoField('Email'), 'aroha@kiwihorizons.co.nz');
    await user.type(demoField('Password'), 'Demo-pass-2026');
    await user.type(demoField('Confirm password'), 'Demo-pass-2026');
    await user.type(demoField('Nights'), '7');
    await user.type(demoField('Travel date'), '2027-03-05');
    await user.tab();
    expect(demoField('Travel date')).toHaveValue('05 Mar 2027');
    await user.click(demoSelect('Accommodation class'));
    await user.click(await screen.findByRole('option', { name: 'Superior' }));
    await user.click(demoSelect('Region'));
    await user.click(await screen.findByRole('option', { name: 'South Island' }));
    await user.click(demoField('I have read the booking conditions'));
    await user.click(screen.getByRole('button', { name: 'Check the form' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Every field is valid.');
  });

  it('shows the select placeholders of the spec', () => {
    renderWithUi(<UiKitPage />);
    const form = screen.getByRole('form', { name: 'Form inputs and validation' });
    const placeholder = (name: RegExp) =>
      within(form).getByRole('combobox', { name }).getAttribute('placeholder');
    expect(placeholder(/^Accommodation class/)).toBe('Please select');
    expect(placeholder(/^Region/)).toBe('Select Region');
    expect(placeholder(/^Transport/)).toBe('All');
    expect(placeholder(/^Room type/)).toBe('None');
  });

  it('shows example server errors under their inputs', async () => {
    const user = userEvent.setup();
    renderWithUi(<UiKitPage />);
    await user.click(screen.getByRole('button', { name: 'Show example server errors' }));
    expect(demoField('Booking name')).toHaveAccessibleDescription(/^Booking name is not valid\./);
    expect(demoField('Email')).toHaveAccessibleDescription(/^This field must be a valid email/);
    expect(demoField('Your reference')).toHaveAccessibleDescription(
      /^This reference is already in use\./,
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(demoField('Email')).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows a badge for every status word in its colour', () => {
    renderWithUi(<UiKitPage />);
    for (const [colour, words] of Object.entries(STATUS_WORDS)) {
      for (const word of words) {
        const badge = screen
          .getAllByText(word)
          .find((element) => element.closest('[data-status-colour]'));
        expect(badge?.closest('[data-status-colour]'), word).toHaveAttribute(
          'data-status-colour',
          colour,
        );
      }
    }
    expect(screen.getByText('42').closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      'none',
    );
  });

  it('shows pagination in several states, hidden when one page holds everything', () => {
    renderWithUi(<UiKitPage />);
    const hidden = screen.getByRole('region', { name: 'One full page' });
    expect(within(hidden).queryByRole('navigation')).toBeNull();
    const middle = screen.getByRole('region', { name: 'Many pages, in the middle' });
    expect(within(middle).getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows prices for both brands and an unknown brand', () => {
    renderWithUi(<UiKitPage />);
    const table = screen.getByRole('table', { name: 'Prices by brand' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Brand 1')).toHaveTextContent('NZ$1,234.50NZD incl. 15% GST');
    expect(row('Brand 2')).toHaveTextContent('A$1,234.50AUD incl. 10% GST');
    expect(row('Unknown brand')).toHaveTextContent(
      'Unknown brand (99)NZ$1,234.50NZD incl. 15% GST',
    );
  });

  it('shows the date helpers in the UI language', () => {
    renderWithUi(<UiKitPage />, { language: 'fr' });
    const table = screen.getByRole('table', { name: 'Fonctions de date, d’heure et de texte' });
    expect(within(table).getByRole('row', { name: /^Date \(JJ Mois AAAA\)/ })).toHaveTextContent(
      '05 mars 2027',
    );
    expect(within(table).getByRole('row', { name: /^Jour de la semaine/ })).toHaveTextContent(
      'ven',
    );
  });
});
