import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildAdminFile,
  filterOptions,
} from '../../../features/client-files/testing/client-file-fixtures';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import ClientFileEditRoute from './client-file-edit';

/** Every GET the page made, and those the server refused. */
function stubServer() {
  const asked: string[] = [];
  const refused: string[] = [];
  stubFetch(({ url, method }) => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (method === 'GET') asked.push(pathname);
    if (pathname === '/api/admin/files/NZ-100007') return jsonResponse(buildAdminFile());
    if (pathname === '/api/admin/client-files/filter-options') return jsonResponse(filterOptions);
    if (pathname === '/api/admin/client-files/NZ-100007/back-office') {
      return jsonResponse({
        reference: 'NZ-100007',
        consultantId: null,
        consultantName: null,
        internalNotes: '',
      });
    }
    if (pathname === '/api/admin/files/NZ-100007/labels') {
      if (!(permissionStore.getState()?.permissions ?? []).includes('labels.manage')) {
        refused.push(pathname);
        return jsonResponse({ message: 'This action is unauthorized.' }, 403);
      }
      return jsonResponse({ reference: 'NZ-100007', labels: [] });
    }
    if (pathname === '/api/admin/labels') {
      if (!(permissionStore.getState()?.permissions ?? []).includes('labels.manage')) {
        refused.push(pathname);
        return jsonResponse({ message: 'This action is unauthorized.' }, 403);
      }
      return jsonResponse([]);
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return { asked, refused };
}

function renderFile() {
  return renderWithProviders(<ClientFileEditRoute />, {
    route: '/admin/client-files/NZ-100007',
    path: '/admin/client-files/:id',
  });
}

afterEach(() => {
  permissionStore.reset();
  vi.restoreAllMocks();
});

describe('the back office file page and labels (issue 19, point 33)', () => {
  it('asks nothing about labels for a user whose role lacks labels.manage', async () => {
    const consoleError = vi.spyOn(console, 'error');
    permissionStore.setState({
      roles: ['accountant'],
      permissions: ['admin.access', 'files.view-all', 'finance.manage'],
    });
    const { asked, refused } = stubServer();
    renderFile();
    await screen.findByRole('heading', { name: /NZ-100007/ }, { timeout: 5_000 });
    await waitFor(() => expect(asked).toContain('/api/admin/files/NZ-100007'));
    // Give a picker that would mount the time to ask.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.filter((path) => path.includes('labels'))).toEqual([]);
    expect(refused).toEqual([]);
    expect(screen.queryByLabelText('Labels')).not.toBeInTheDocument();
    // The failed calls were logged (SPEC section 8); live updates retrying in jsdom are not ours.
    const logged = consoleError.mock.calls.flat().map(String).join('\n');
    expect(logged).not.toMatch(/unauthorized|labels/i);
  });

  it('shows the labels picker to a user who may manage labels', async () => {
    permissionStore.setState({
      roles: ['consultant'],
      permissions: ['admin.access', 'files.view-all', 'labels.manage'],
    });
    const { asked } = stubServer();
    renderFile();
    await waitFor(() => expect(asked).toContain('/api/admin/files/NZ-100007/labels'));
    expect(asked).toContain('/api/admin/labels');
  });
});
