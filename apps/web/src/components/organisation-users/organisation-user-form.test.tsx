import type { TOrganisationUser } from '@portal/shared/contracts/organisation-users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../testing/test-utils';
import { OrganisationUserForm, type TOrganisationUserFormSubmit } from './organisation-user-form';

/** Typing into whole forms keystroke by keystroke takes seconds in jsdom. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

/** The same form serves an agency's users and a supplier's users, each with its own texts. */
const ORGANISATIONS = [
  {
    ns: 'agency-users',
    roles: ['agent', 'agency-admin'] as const,
    roleLabels: ['Travel agent', 'Agency administrator'],
    domain: 'kiwihorizons.example',
    takenUsername: 'nz.agent',
  },
  {
    ns: 'supplier-users',
    roles: ['supplier-user', 'supplier-admin'] as const,
    roleLabels: ['Reservations staff', 'Supplier administrator'],
    domain: 'harbourview.example',
    takenUsername: 'supplier.cars',
  },
];

describe.each(ORGANISATIONS)('OrganisationUserForm ($ns)', (organisation) => {
  const [memberRole, adminRole] = organisation.roles;
  const hemi: TOrganisationUser = {
    id: 7,
    username: 'hemi.walker',
    name: 'Hemi Walker',
    email: `hemi@${organisation.domain}`,
    role: memberRole,
    active: true,
    lastLoginAt: null,
    createdAt: '2026-01-05T01:00:00.000Z',
  };

  function renderForm(props: { user?: TOrganisationUser | null; isSelf?: boolean } = {}) {
    const onSubmit = vi.fn<(submit: TOrganisationUserFormSubmit<string>) => Promise<unknown>>(
      async () => ({}),
    );
    const onCancel = vi.fn();
    const rendered = renderWithProviders(
      <OrganisationUserForm
        ns={organisation.ns}
        roles={organisation.roles}
        user={null}
        onSubmit={onSubmit}
        onCancel={onCancel}
        {...props}
      />,
    );
    return { ...rendered, onSubmit, onCancel };
  }

  it(
    'adds a user: checks the rules, then sends a trimmed, lower-cased username',
    async () => {
      const { user, onSubmit } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Add and send invitation' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(await screen.findAllByText(/required/i)).not.toHaveLength(0);

      await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Mere Tipene ');
      await user.type(
        screen.getByRole('textbox', { name: /^Email/ }),
        `mere@${organisation.domain}`,
      );
      await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'Mere.Tipene');
      await user.click(screen.getByRole('button', { name: 'Add and send invitation' }));

      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith({
        mode: 'create',
        body: {
          name: 'Mere Tipene',
          email: `mere@${organisation.domain}`,
          username: 'mere.tipene',
          role: memberRole,
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
      await user.type(
        screen.getByRole('textbox', { name: /^Email/ }),
        `copy@${organisation.domain}`,
      );
      await user.type(
        screen.getByRole('textbox', { name: /^Username/ }),
        organisation.takenUsername,
      );
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
      const { user, onSubmit } = renderForm({ user: hemi });
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
          email: `hemi@${organisation.domain}`,
          role: memberRole,
          active: false,
        },
      });
    },
    INTERACTION_TIMEOUT.timeout,
  );

  it('offers the two roles, the member role by default', async () => {
    const { user } = renderForm();
    const role = screen.getByRole('combobox', { name: /^Role/ });
    expect(role).toHaveValue(organisation.roleLabels[0]);
    await user.click(role);
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(organisation.roleLabels);
  });

  it('does not let an admin disable or demote themselves', () => {
    renderForm({ user: { ...hemi, role: adminRole }, isSelf: true });
    expect(screen.getByRole('checkbox', { name: 'Active (may sign in)' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Role/ })).toBeDisabled();
    expect(screen.getByText(/cannot disable your own account/)).toBeInTheDocument();
  });
});
