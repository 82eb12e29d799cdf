import type { TApiKey, TCreatedApiKey } from '@portal/shared/contracts/partner-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clickTwiceBeforeRender,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { ApiKeysPage } from './api-keys-page';

const WHOLE_KEY = 'fw_live_abc123def456ghi789jkl012mno345pqr678stu901';

function apiKey(id: number, overrides: Partial<TApiKey> = {}): TApiKey {
  return {
    id,
    name: `Key ${id}`,
    prefix: 'fw_live_zzz999',
    scopes: ['read'],
    userName: 'Nikau Agent',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

/** The agency's keys kept in memory; a POST may be held back to test double clicks. */
function stubKeys(initial: TApiKey[], { hold }: { hold?: Promise<void> } = {}) {
  let keys = [...initial];
  const writes: { method: string; url: string; body: unknown }[] = [];
  stubFetch(async ({ method, url, body }) => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (method !== 'GET') writes.push({ method, url: pathname, body });
    if (pathname === '/api/app/api-keys' && method === 'GET') return jsonResponse({ data: keys });
    if (pathname === '/api/app/api-keys' && method === 'POST') {
      await hold;
      const request = body as { name: string; scopes: TApiKey['scopes'] };
      const created: TCreatedApiKey = {
        ...apiKey(50, { name: request.name, scopes: request.scopes, prefix: 'fw_live_abc123' }),
        key: WHOLE_KEY,
      };
      const { key: _key, ...listed } = created;
      keys = [listed, ...keys];
      return jsonResponse(created, 201);
    }
    const revoke = /^\/api\/app\/api-keys\/(\d+)\/revoke$/.exec(pathname);
    if (revoke && method === 'POST') {
      const id = Number(revoke[1]);
      keys = keys.map((key) =>
        key.id === id ? { ...key, revokedAt: '2026-11-28T10:00:00.000Z' } : key,
      );
      return jsonResponse(keys.find((key) => key.id === id));
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  return { writes };
}

describe('ApiKeysPage', () => {
  it('shows a new key once, then only its prefix; a double click on save makes one key', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubKeys([], { hold });
    const { user } = renderWithProviders(<ApiKeysPage />, { route: '/app/api-keys' });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /API documentation/ })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(screen.getByRole('link', { name: /API documentation/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    await user.click(screen.getByRole('button', { name: 'New API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Tourplan production');
    await user.click(within(form).getByRole('checkbox', { name: /Quote/ }));
    clickTwiceBeforeRender(within(form).getByRole('button', { name: 'Create key' }));
    release();

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText(WHOLE_KEY)).toBeInTheDocument();
    expect(within(shown).getByText(/only time the whole key is shown/)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(api.writes).toEqual([
      {
        method: 'POST',
        url: '/api/app/api-keys',
        body: { name: 'Tourplan production', scopes: ['read', 'quote'] },
      },
    ]);

    await user.click(within(shown).getByRole('button', { name: 'Done, I have copied it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your new API key' })).not.toBeInTheDocument(),
    );
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = within(table).getByText('Tourplan production').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('fw_live_abc123…')).toBeInTheDocument();
    expect(within(row).getByText('Read')).toBeInTheDocument();
    expect(within(row).getByText('Quote')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.queryByText(WHOLE_KEY)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(WHOLE_KEY);
  }, 20_000);

  it('asks for a scope before sending anything', async () => {
    const api = stubKeys([]);
    const { user } = renderWithProviders(<ApiKeysPage />, { route: '/app/api-keys' });
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Wetu');
    const read = within(form).getByRole('checkbox', { name: /Read/ });
    expect(read).toBeChecked();
    await user.click(read);
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Choose at least one scope')).toBeInTheDocument();
    expect(api.writes).toEqual([]);

    // Ticking a scope clears the message; the name's own rule still applies.
    await user.click(within(form).getByRole('checkbox', { name: /Book/ }));
    expect(within(form).queryByText('Choose at least one scope')).not.toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /Name/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(api.writes).toEqual([]);
  }, 20_000);

  it('revokes a key only after confirmation', async () => {
    const api = stubKeys([
      apiKey(7, { name: 'Old system', lastUsedAt: '2026-11-27T08:30:00.000Z' }),
      apiKey(8, { name: 'Gone', revokedAt: '2026-10-01T00:00:00.000Z' }),
    ]);
    const { user } = renderWithProviders(<ApiKeysPage />, { route: '/app/api-keys' });
    const table = await screen.findByRole('table', { name: 'API keys' });
    const goneRow = within(table).getByText('Gone').closest('tr');
    if (!goneRow) throw new Error('no row');
    expect(within(goneRow).getByText('Revoked')).toBeInTheDocument();
    expect(within(goneRow).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke the key Old system' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(within(confirm).getByText(/Revoke the key “Old system”\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Revoke API key' })).not.toBeInTheDocument(),
    );
    expect(api.writes).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Revoke the key Old system' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await user.click(within(again).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { method: 'POST', url: '/api/app/api-keys/7/revoke', body: undefined },
      ]),
    );
    const oldRow = within(table).getByText('Old system').closest('tr');
    if (!oldRow) throw new Error('no row');
    expect(await within(oldRow).findByText('Revoked')).toBeInTheDocument();
  }, 20_000);
});
