import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { AgencyUserForm, type TAgencyUserFormSubmit } from './agency-user-form';

// The form itself is tested in components/organisation-users/organisation-user-form.test.tsx.
describe('AgencyUserForm', () => {
  it('adds an agent with the agency texts and roles', async () => {
    const onSubmit = vi.fn<(submit: TAgencyUserFormSubmit) => Promise<unknown>>(async () => ({}));
    const { user } = renderWithProviders(
      <AgencyUserForm user={null} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveValue('Travel agent');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Mere Tipene');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'mere@kiwihorizons.example');
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'mere.tipene');
    await user.click(screen.getByRole('button', { name: 'Add and send invitation' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        mode: 'create',
        body: {
          name: 'Mere Tipene',
          email: 'mere@kiwihorizons.example',
          username: 'mere.tipene',
          role: 'agent',
        },
      }),
    );
  }, 20_000);
});
