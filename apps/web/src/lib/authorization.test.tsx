import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/test-utils';
import { loadPermissions, permissionStore, usePermissions } from './authorization';

function Probe() {
  const { is, can } = usePermissions();
  return (
    <ul>
      <li>outbox: {String(can('outbox.view'))}</li>
      <li>any: {String(can('users.manage|outbox.view'))}</li>
      <li>all: {String(can('admin.access&users.manage'))}</li>
      <li>role: {String(is('super-admin'))}</li>
    </ul>
  );
}

describe('permission store', () => {
  afterEach(() => permissionStore.reset());

  it('answers false until permissions load, then follows the reloaded state', async () => {
    render(<Probe />);
    expect(screen.getByText('outbox: false')).toBeInTheDocument();
    expect(screen.getByText('role: false')).toBeInTheDocument();

    const fetchMock = stubFetch(() =>
      jsonResponse({ roles: ['accountant'], permissions: ['admin.access', 'outbox.view'] }),
    );
    await act(() => loadPermissions());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/get-user-permission-to-react');
    expect(screen.getByText('outbox: true')).toBeInTheDocument();
    expect(screen.getByText('any: true')).toBeInTheDocument();
    expect(screen.getByText('all: false')).toBeInTheDocument();
    expect(screen.getByText('role: false')).toBeInTheDocument();

    act(() =>
      permissionStore.setState({
        roles: ['super-admin'],
        permissions: ['admin.access', 'users.manage'],
      }),
    );
    expect(screen.getByText('outbox: false')).toBeInTheDocument();
    expect(screen.getByText('all: true')).toBeInTheDocument();
    expect(screen.getByText('role: true')).toBeInTheDocument();

    act(() => permissionStore.reset());
    expect(screen.getByText('any: false')).toBeInTheDocument();
  });
});
