import type { TAgencyUser } from '@portal/shared/contracts/agency-users';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/test-utils';
import { AgencyUserForm, type TAgencyUserFormSubmit } from './agency-user-form';

/** Typing into whole forms keystroke by keystroke takes seconds in jsdom. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const HEMI: TAgencyUser = {
  id: 7,
  username: 'hemi.walker',
  name: 'Hemi Walker',
  email: 'hemi@kiwihorizons.example',
  role: 'agent',
  active: true,
  lastLoginAt: null,
  createdAt: '2026-01-05T01:00:00.000Z',
};

function renderForm(props: Partial<Parameters<typeof AgencyUserForm>[0]> = {}) {
  const onSubmit = vi.fn<(submit: TAgencyUserFormSubmit) => Promise<unknown>>(async () => ({}));
  const onCancel = vi.fn();
  const rendered = renderWithProviders(
    <AgencyUserForm user={null} onSubmit={onSubmit} onCancel={onCancel} {...props} />,
  );
  return { ...rendered, onSubmit, onCancel };
}

describe('AgencyUserForm', () => {
  it(
    'adds a user: checks the rules, then sends a trimmed, lower-cased username',
    async () => {
      const { user, onSubmit } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Add and send invitation' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(await screen.findAllByText(/required/i)).not.toHaveLength(0);

      await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Mere Tipene ');
      await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'mere@kiwihorizons.example');
      await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'Mere.Tipene');
      await user.click(screen.getByRole('button', { name: 'Add and send invitation' }));

      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith({
        mode: 'create',
        body: {
          name: 'Mere Tipene',
          email: 'mere@kiwihorizons.example',
          username: 'mere.tipene',
          role: 'agent',
        },
      });
      expect(screen.getByText(/receives an email with a link/)).toBeInTheDocument();
    },
    INTERACTION_TIMEOUT.timeout,
  );

  it(
    "shows the server's message under the field it is about",
    async () => {
      const { user, onSubmit } = renderForm();
      onSubmit.mockRejectedValueOnce(
        new ApiError(422, 'This username is already taken.', {
          username: ['This username is already taken.'],
        }),
      );
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Copy Cat');
      await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'copy@kiwihorizons.example');
      await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'nz.agent');
      await user.click(screen.getByRole('button', { name: 'Add and send invitation' }));
      expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    INTERACTION_TIMEOUT.timeout,
  );

  it(
    'edits a user: the username is fixed, and the change and active flag are sent',
    async () => {
      const { user, onSubmit } = renderForm({ user: HEMI });
      expect(screen.getByRole('textbox', { name: /^Username/ })).toBeDisabled();
      const name = screen.getByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.type(name, 'Hemi Walker-Smith');
      await user.click(screen.getByRole('checkbox', { name: 'Active (may sign in)' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith({
        mode: 'update',
        body: {
          name: 'Hemi Walker-Smith',
          email: 'hemi@kiwihorizons.example',
          role: 'agent',
          active: false,
        },
      });
    },
    INTERACTION_TIMEOUT.timeout,
  );

  it('does not let an admin disable or demote themselves', () => {
    renderForm({ user: { ...HEMI, role: 'agency-admin' }, isSelf: true });
    expect(screen.getByRole('checkbox', { name: 'Active (may sign in)' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Role/ })).toBeDisabled();
    expect(screen.getByText(/cannot disable your own account/)).toBeInTheDocument();
  });
});
