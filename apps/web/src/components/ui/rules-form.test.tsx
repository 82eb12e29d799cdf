import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormCheckbox } from './form-checkbox';
import { FormDateInput } from './form-date-input';
import { FormEmailInput } from './form-email-input';
import { FormNumberInput } from './form-number-input';
import { FormPasswordInput } from './form-password-input';
import { FormPhoneInput } from './form-phone-input';
import { FormSelect } from './form-select';
import { FormTextInput } from './form-text-input';
import { FormTextarea } from './form-textarea';
import { RulesForm } from './rules-form';
import { renderWithUi } from './test-utils';
import { useRulesForm, type TFormValues } from './use-rules-form';

const REGIONS = [
  { value: 'north-island', label: 'North Island' },
  { value: 'south-island', label: 'South Island' },
];

function DemoForm({
  onSubmit = () => undefined,
  initialValues = {},
}: {
  onSubmit?: (values: TFormValues) => unknown;
  initialValues?: TFormValues;
}) {
  const form = useRulesForm({
    initialValues: {
      bookingName: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      groupSize: '',
      nights: '',
      travelDate: '',
      remarks: '',
      region: '',
      terms: false,
      ...initialValues,
    },
    // The map a server would share; inputs without a `rules` prop read theirs from here.
    rules: { email: 'required|email', password_confirmation: 'confirmed:password' },
  });
  return (
    <RulesForm form={form} onSubmit={onSubmit}>
      <FormTextInput name="bookingName" label="Booking name" rules="required|length:10" />
      <FormEmailInput name="email" label="Email" />
      <FormPhoneInput name="phone" label="Phone" rules="phone" />
      <FormPasswordInput name="password" label="Password" rules="required|min-length:8" />
      <FormPasswordInput name="password_confirmation" label="Confirm password" />
      <FormTextInput name="groupSize" label="Group size" rules="numeric" />
      <FormNumberInput name="nights" label="Nights" rules="required" />
      <FormDateInput name="travelDate" label="Travel date" rules="required" />
      <FormTextarea name="remarks" label="Remarks" rules="length:5" />
      <FormSelect name="region" label="Region" rules="required" data={REGIONS} />
      <FormCheckbox name="terms" label="I accept" rules="shortRequired" />
      <Button type="submit">Save</Button>
    </RulesForm>
  );
}

/** An input by its label; required fields' labels end in an asterisk hidden from screen readers. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** Lets the 5 ms debounce run out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('validation timing: on blur and committed change, never on typing alone', () => {
  it('text input: typing shows nothing; leaving the field shows the first failing rule', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm />);
    const input = field('Booking name');

    await user.type(input, 'Milford Sound Explorer');
    await settle();
    expect(screen.queryByText('This field must be 10 or less characters')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await user.tab();
    expect(await screen.findByText('This field must be 10 or less characters')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field must be 10 or less characters');
  });

  it('validates 5 ms after the blur (the schema debounce)', async () => {
    vi.useFakeTimers();
    try {
      renderWithUi(<DemoForm />);
      const input = field('Booking name');
      fireEvent.change(input, { target: { value: 'Milford Sound Explorer' } });
      fireEvent.blur(input);
      await act(() => vi.advanceTimersByTimeAsync(4));
      expect(input).not.toHaveAttribute('aria-invalid', 'true');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(input).toHaveAccessibleDescription('This field must be 10 or less characters');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a message while the user corrects the text, and clears it on the next blur', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm />);
    const input = field('Booking name');
    await user.click(input);
    await user.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('This field is required'));

    await user.type(input, 'Kiwi Trip');
    await settle();
    expect(input).toHaveAccessibleDescription('This field is required');
    await user.tab();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('a press on another control validates the field it left only after the release', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm />);
    const input = field('Booking name');
    await user.click(input);
    await user.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('This field is required'));
    await user.type(input, 'Kiwi Trip');

    // While the button is held down the message stays, so nothing under the pointer moves.
    const nights = field('Nights');
    await user.pointer({ keys: '[MouseLeft>]', target: nights });
    await settle();
    expect(input).toHaveAccessibleDescription('This field is required');

    await user.pointer({ keys: '[/MouseLeft]', target: nights });
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it.each([
    ['Email', 'aroha@kiwihorizons', 'This field must be a valid email'],
    [
      'Phone',
      '021 12',
      'This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234',
    ],
    ['Password', 'short', 'This field must be 8 or more characters'],
    ['Group size', 'ten', 'Group size is not valid.'],
    ['Remarks', 'Late check-in', 'This field must be 5 or less characters'],
  ])('%s: typing %j shows nothing until blur, then %j', async (label, text, message) => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm />);
    await user.type(field(label), text);
    await settle();
    expect(screen.queryByText(message)).toBeNull();
    await user.tab();
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('number input: validates on blur', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm />);
    const nights = field('Nights');
    await user.type(nights, '7');
    await user.clear(nights);
    await settle();
    expect(screen.queryByText('This field is required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeVisible();
  });

  it('select: validates when an option is chosen (a change) and when left empty', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm />);
    const select = screen.getByRole('combobox', { name: /^Region/ });
    await user.click(select);
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeVisible();

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'South Island' }));
    await waitFor(() => expect(screen.queryByText('This field is required')).toBeNull());
    expect(select).toHaveValue('South Island');
  });

  it('date input: choosing a date is a change and validates at once', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm initialValues={{ travelDate: '2027-03-05' }} />);
    const date = field('Travel date');
    expect(date).toHaveValue('05 Mar 2027');

    await user.click(date);
    await user.click(await screen.findByRole('button', { name: '12 March 2027' }));
    expect(date).toHaveValue('12 Mar 2027');

    await user.clear(date);
    expect(await screen.findByText('This field is required')).toBeVisible();
  });

  it('checkbox: validates on change', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm initialValues={{ terms: true }} />);
    await user.click(field('I accept'));
    expect(await screen.findByText('Required')).toBeVisible();
    await user.click(field('I accept'));
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
  });
});

describe('confirmed', () => {
  it('compares with the named field and re-checks when that field changes', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoForm />);
    await user.type(field('Password'), 'Demo-pass-2026');
    await user.type(field('Confirm password'), 'Demo-pass-2027');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeVisible();

    const password = field('Password');
    await user.clear(password);
    await user.type(password, 'Demo-pass-2027');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
  });
});

describe('submit', () => {
  it('validates every field and does not submit while any fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithUi(<DemoForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).not.toHaveBeenCalled();
    // Submit does not wait for the debounce.
    expect(field('Booking name')).toHaveAccessibleDescription('This field is required');
    expect(field('Email')).toHaveAccessibleDescription('This field is required');
    expect(field('Nights')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByText('Required')).toBeVisible();
    expect(field('Phone')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('submits valid values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithUi(
      <DemoForm
        onSubmit={onSubmit}
        initialValues={{
          bookingName: 'Kiwi Trip',
          email: 'aroha@kiwihorizons.co.nz',
          password: 'Demo-pass-2026',
          password_confirmation: 'Demo-pass-2026',
          nights: 7,
          travelDate: '2027-03-05',
          region: 'south-island',
          terms: true,
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ bookingName: 'Kiwi Trip', nights: 7, region: 'south-island' }),
    );
  });

  it("shows a 422's field errors under the matching inputs", async () => {
    const user = userEvent.setup();
    const serverError = Object.assign(new Error('The given data was invalid.'), {
      status: 422,
      errors: {
        email: ['This field must be a valid email'],
        bookingName: ['This booking name is already in use.'],
        groupSize: ['Group size is not valid.'],
      },
    });
    renderWithUi(
      <DemoForm
        onSubmit={() => Promise.reject(serverError)}
        initialValues={{
          bookingName: 'Kiwi Trip',
          email: 'aroha@kiwihorizons.co.nz',
          password: 'Demo-pass-2026',
          password_confirmation: 'Demo-pass-2026',
          nights: 7,
          travelDate: '2027-03-05',
          region: 'north-island',
          terms: true,
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('This field must be a valid email'),
    );
    expect(field('Booking name')).toHaveAccessibleDescription(
      'This booking name is already in use.',
    );
    expect(field('Group size')).toHaveAccessibleDescription('Group size is not valid.');

    // Leaving the field unchanged keeps the server's objection.
    await user.click(field('Booking name'));
    await user.tab();
    await settle();
    expect(field('Booking name')).toHaveAccessibleDescription(
      'This booking name is already in use.',
    );

    // The server judged the old value: editing the field clears its message.
    await user.type(field('Booking name'), 's');
    expect(screen.queryByText('This booking name is already in use.')).toBeNull();
  });
});

describe('translation', () => {
  it('shows messages, and server messages of the shared rules, in the UI language', async () => {
    const user = userEvent.setup();
    const serverError = { errors: { email: ['This field must be a valid email'] } };
    renderWithUi(
      <DemoForm
        onSubmit={() => Promise.reject(serverError)}
        initialValues={{
          bookingName: 'Kiwi Trip',
          email: 'aroha@kiwihorizons.co.nz',
          password: 'Demo-pass-2026',
          password_confirmation: 'Demo-pass-2026',
          nights: 7,
          travelDate: '2027-03-05',
          region: 'north-island',
          terms: true,
          groupSize: 'zehn',
        }}
      />,
      { language: 'de' },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group size ist ungültig.')).toBeVisible();

    await user.clear(field('Group size'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Dieses Feld muss eine gültige E-Mail-Adresse sein'),
    ).toBeVisible();
  });

  it('re-translates a shown message when the language changes', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithUi(<DemoForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Booking name')).toHaveAccessibleDescription('This field is required');
    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(field('Booking name')).toHaveAccessibleDescription('Ce champ est obligatoire'),
    );
  });
});

describe('misuse', () => {
  it('explains when an input is used outside a RulesForm', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithUi(<FormTextInput name="orphan" label="Orphan" />)).toThrow(
      'The input "orphan" must be placed inside a <RulesForm>.',
    );
    spy.mockRestore();
  });
});
