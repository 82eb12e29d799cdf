import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { buildFile } from '../testing/file-fixtures';
import { CopyFilePage } from './copy-file-page';

describe('copy quote', () => {
  it('makes a new quote related to this one after confirming, and opens it to customise', async () => {
    const copies: unknown[] = [];
    stubFetch(({ method, url, body }) => {
      if (method === 'GET' && url === '/api/app/files/NZ-100007') return jsonResponse(buildFile());
      if (method === 'POST' && url === '/api/app/files/NZ-100007/copy') {
        copies.push(body);
        return jsonResponse(
          buildFile({ id: 8, reference: 'NZ-100008', relatedReference: 'NZ-100007' }),
          201,
        );
      }
      return jsonResponse({}, 404);
    });
    const { user, router } = renderRoutes(
      [
        { path: '/app/quick-quote/copy/:ref', element: <CopyFilePage /> },
        { path: '*', element: <p>Landed elsewhere</p> },
      ],
      { initialEntries: ['/app/quick-quote/copy/NZ-100007'] },
    );
    const form = await screen.findByRole('form', { name: 'Copy quote' });
    expect(within(form).getByText(/Its related reference is NZ-100007/)).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: /Booking name/ });
    expect(name).toHaveValue('Smith family');
    await user.clear(name);
    await user.type(name, 'Smith family (2028)');
    // Nothing is copied until the agent confirms.
    expect(copies).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Copy and customise' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/quick-quote/customise/NZ-100008'),
    );
    expect(copies).toEqual([{ bookingName: 'Smith family (2028)', yourReference: 'SMITH-01' }]);
  });
});
