import { Button, MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FormTextInput } from './form-text-input';
import { RulesForm } from './rules-form';
import { createTestI18n, renderWithUi } from './test-utils';
import { useAddressFilterForm } from './use-address-filter-form';

type TFilters = { reference: string; bookingName: string };
const EMPTY: TFilters = { reference: '', bookingName: '' };

function Filters({
  applied,
  onSearch = () => undefined,
  onReset = () => undefined,
}: {
  applied: TFilters;
  onSearch?: (values: TFilters) => void;
  onReset?: () => void;
}) {
  const { form, search, reset } = useAddressFilterForm({
    applied,
    empty: EMPTY,
    onSearch,
    onReset,
  });
  return (
    <RulesForm form={form} onSubmit={search}>
      <FormTextInput name="reference" label="Reference" />
      <FormTextInput name="bookingName" label="Booking name" />
      <Button onClick={reset}>Reset</Button>
      <Button type="submit">Search</Button>
    </RulesForm>
  );
}

/** The page as the address drives it: `applied` is what the address says now. */
function renderFilters(applied: TFilters, handlers: Partial<Parameters<typeof Filters>[0]> = {}) {
  const i18n = createTestI18n();
  const view = renderWithUi(<Filters applied={applied} {...handlers} />);
  const addressSays = (next: TFilters) =>
    view.rerender(
      <MantineProvider env="test">
        <I18nextProvider i18n={i18n}>
          <Filters applied={next} {...handlers} />
        </I18nextProvider>
      </MantineProvider>,
    );
  return { ...view, addressSays };
}

describe('useAddressFilterForm', () => {
  it('keeps what was typed after Reset when the cleared address arrives late', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const { addressSays } = renderFilters({ reference: 'NZ-100040', bookingName: '' }, { onReset });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Booking name' }), 'Smith');
    addressSays(EMPTY);
    expect(screen.getByRole('textbox', { name: 'Booking name' })).toHaveValue('Smith');
  });

  it('sends the form on Search and leaves it as it is when the address follows', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { addressSays } = renderFilters(EMPTY, { onSearch });
    await user.type(screen.getByRole('textbox', { name: 'Booking name' }), ' Smith ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ reference: '', bookingName: ' Smith ' });

    addressSays({ reference: '', bookingName: 'Smith' });
    expect(screen.getByRole('textbox', { name: 'Booking name' })).toHaveValue(' Smith ');
  });

  it('shows another address when it comes from elsewhere (the back button, a saved view)', async () => {
    const user = userEvent.setup();
    const { addressSays } = renderFilters(EMPTY);
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'NZ-1');
    addressSays({ reference: 'AU-100007', bookingName: 'Jones' });
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('AU-100007');
    expect(screen.getByRole('textbox', { name: 'Booking name' })).toHaveValue('Jones');
  });
});
