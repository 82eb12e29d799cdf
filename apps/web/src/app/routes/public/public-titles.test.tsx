import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSettings } from '../../../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderRoutes,
  stubFetch,
} from '../../../testing/test-utils';
import { createAppRoutes } from '../../router';

/** Issue 19 point 25: a supplier opening an emailed link is not a portal user. */
describe("supplier pages' titles", () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(({ url }) => {
      if (url === '/api/get-settings') return jsonResponse(demoSettings);
      if (url === '/api/auth/me') return jsonResponse({ user: null });
      return jsonResponse({ message: 'This link is not valid.' }, 404);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.title = '';
  });

  it.each([
    ['/supplier/service/abcdefghijklmnopqrstuvwxyz', 'Confirm Service'],
    ['/supplier/service-snapshot/abcdefghijklmnopqrstuvwxyz', 'Snapshot'],
    ['/supplier/reconfirm/abcdefghijklmnopqrstuvwxyz', 'Reconfirm Service'],
  ])('%s ends its title in the company name, not the portal product', async (path, title) => {
    const queryClient = createTestQueryClient();
    renderRoutes(createAppRoutes(queryClient), { initialEntries: [path], queryClient });
    const { company_name: companyName } = demoSettings.env.general;
    await waitFor(() => expect(document.title).toBe(`${title} | ${companyName}`));
  });
});
