import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { SupplierUserForm, type TSupplierUserFormSubmit } from './supplier-user-form';

// The form itself is tested in components/organisation-users/organisation-user-form.test.tsx.
describe('SupplierUserForm', () => {
  it('adds a colleague with the supplier texts and roles', async () => {
    const onSubmit = vi.fn<(submit: TSupplierUserFormSubmit) => Promise<unknown>>(async () => ({}));
    const { user } = renderWithProviders(
      <SupplierUserForm user={null} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveValue('Reservations staff');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Mere Tipene');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'mere@harbourview.example');
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'mere.tipene');
    await user.click(screen.getByRole('button', { name: 'Add and send invitation' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        mode: 'create',
        body: {
          name: 'Mere Tipene',
          email: 'mere@harbourview.example',
          username: 'mere.tipene',
          role: 'supplier-user',
        },
      }),
    );
  }, 20_000);
});
