import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormSelect } from './form-select';
import { RulesForm } from './rules-form';
import { getSelectPlaceholder } from './select-placeholder';
import { renderWithUi } from './test-utils';
import { useRulesForm } from './use-rules-form';

const ROOMS = [
  { value: 'DB', label: 'Double Room' },
  { value: 'TW', label: 'Twin Room' },
];

function SelectForm(props: {
  label?: string;
  allOption?: boolean;
  value?: string;
  rules?: string;
}) {
  const form = useRulesForm({ initialValues: { room: props.value ?? '' } });
  return (
    <RulesForm form={form} onSubmit={() => undefined}>
      <FormSelect
        name="room"
        label={props.label}
        aria-label={props.label ? undefined : 'Room'}
        allOption={props.allOption}
        rules={props.rules}
        data={ROOMS}
      />
    </RulesForm>
  );
}

describe('getSelectPlaceholder', () => {
  it.each([
    ['Region', false, { key: 'select.placeholder', params: { label: 'Region' } }],
    ['Fifteen chars!!', false, { key: 'select.placeholder', params: { label: 'Fifteen chars!!' } }],
    ['Sixteen chars!!!', false, { key: 'select.pleaseSelect' }],
    ['Accommodation class', false, { key: 'select.pleaseSelect' }],
    ['Region', true, { key: 'select.all' }],
    [undefined, true, { key: 'select.all' }],
    [undefined, false, { key: 'select.none' }],
    ['', false, { key: 'select.none' }],
  ])('label %j, all-option %s -> %j', (label, allOption, expected) => {
    expect(getSelectPlaceholder(label, allOption)).toEqual(expected);
  });
});

describe('FormSelect placeholder', () => {
  it.each([
    [{ label: 'Room type' }, 'Select Room type'],
    [{ label: 'Fifteen chars!!' }, 'Select Fifteen chars!!'],
    [{ label: 'Accommodation class' }, 'Please select'],
    [{ label: 'Transport', allOption: true }, 'All'],
    [{}, 'None'],
  ])('%j shows %j', (props, placeholder) => {
    renderWithUi(<SelectForm {...props} />);
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', placeholder);
  });

  it.each([
    ['de', { label: 'Zimmertyp' }, 'Zimmertyp auswählen'],
    ['fr', { label: 'Catégorie d’hébergement' }, 'Veuillez choisir'],
    ['es', { label: 'Transporte', allOption: true }, 'Todos'],
    ['it', {}, 'Nessuno'],
  ])('in %s, %j shows %j', (language, props, placeholder) => {
    renderWithUi(<SelectForm {...props} />, { language });
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', placeholder);
  });

  it('shows no placeholder once a value is chosen, and an all-option select clears back to All', async () => {
    const user = userEvent.setup();
    renderWithUi(<SelectForm label="Room type" allOption value="TW" />);
    const select = screen.getByRole('combobox', { name: 'Room type' });
    expect(select).toHaveValue('Twin Room');
    // Mantine hides the clear button from assistive technology (the listbox is the accessible way).
    const wrapper = select.closest<HTMLElement>('.mantine-Select-root');
    await user.click(within(wrapper as HTMLElement).getByRole('button', { hidden: true }));
    await waitFor(() => expect(select).toHaveValue(''));
    expect(select).toHaveAttribute('placeholder', 'All');
  });

  it('keeps a required choice when the chosen option is picked again (no deselect)', async () => {
    const user = userEvent.setup();
    renderWithUi(<SelectForm label="Room type" value="TW" rules="required" />);
    const select = screen.getByRole('combobox', { name: /^Room type/ });
    await user.click(select);
    // Mantine's allowDeselect would empty the field here and show "This field is required".
    await user.click(await screen.findByRole('option', { name: 'Twin Room' }));
    expect(select).toHaveValue('Twin Room');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('validates on change: clearing a required choice shows the message', async () => {
    const user = userEvent.setup();
    renderWithUi(<SelectForm label="Room type" allOption value="TW" rules="required" />);
    const select = screen.getByRole('combobox', { name: /^Room type/ });
    const wrapper = select.closest<HTMLElement>('.mantine-Select-root');
    await user.click(within(wrapper as HTMLElement).getByRole('button', { hidden: true }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(select).toHaveAccessibleDescription('This field is required');
  });
});
