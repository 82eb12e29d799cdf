import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TFileLabels, TLabel } from '@portal/shared/contracts/labels';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { FileLabelsPicker } from './file-labels-picker';
import { LabelsPage } from './labels-page';

function label(id: number, overrides: Partial<TLabel> = {}): TLabel {
  return {
    id,
    name: `Label ${id}`,
    colour: 'red',
    description: '',
    fileCount: 0,
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

/** A fake labels API kept in memory. */
function stubLabels(initial: TLabel[], fileLabelIds: number[] = []) {
  let labels = [...initial];
  let onFile = [...fileLabelIds];
  const writes: { method: string; url: string; body: unknown }[] = [];
  const fileView = (): TFileLabels => ({
    reference: 'NZ-100234',
    labels: labels.filter((row) => onFile.includes(row.id)),
  });
  const fetchMock = stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (method !== 'GET') writes.push({ method, url: parsed.pathname, body });
    if (parsed.pathname === '/api/admin/files/NZ-100234/labels') {
      if (method === 'PUT') onFile = (body as { labelIds: number[] }).labelIds;
      return jsonResponse(fileView());
    }
    const one = /^\/api\/admin\/labels\/(\d+)$/.exec(parsed.pathname);
    if (method === 'POST') {
      if ((body as { name: string }).name === 'Taken') {
        return jsonResponse(
          {
            message: 'A label with this name already exists',
            errors: { name: ['A label with this name already exists'] },
          },
          422,
        );
      }
      const created = label(100, body as Partial<TLabel>);
      labels = [...labels, created];
      return jsonResponse(created, 201);
    }
    if (method === 'PUT' && one) {
      const id = Number(one[1]);
      labels = labels.map((row) =>
        row.id === id ? { ...row, ...(body as Partial<TLabel>) } : row,
      );
      return jsonResponse(labels.find((row) => row.id === id));
    }
    if (method === 'DELETE' && one) {
      labels = labels.filter((row) => row.id !== Number(one[1]));
      return new Response(null, { status: 204 });
    }
    const q = parsed.searchParams.get('q')?.toLowerCase() ?? '';
    const rows = labels.filter((row) => row.name.toLowerCase().includes(q));
    return jsonResponse(
      buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path: parsed.pathname }),
    );
  });
  return { fetchMock, writes };
}

describe('Labels', () => {
  it('lists labels and creates one from the palette', async () => {
    const api = stubLabels([label(1, { name: 'VIP', fileCount: 3 })]);
    const { user } = renderWithProviders(<LabelsPage />, { route: '/admin/labels' });
    const table = await screen.findByRole('table', { name: 'Labels' });
    expect(within(table).getByText('VIP')).toBeInTheDocument();
    expect(within(table).getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Honeymoon');
    await user.click(within(dialog).getByRole('combobox', { name: /Colour/ }));
    await user.click(await screen.findByRole('option', { name: 'Pink', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save label' }));

    await waitFor(() =>
      expect(api.writes).toContainEqual({
        method: 'POST',
        url: '/api/admin/labels',
        body: { name: 'Honeymoon', colour: 'pink', description: '' },
      }),
    );
    expect(await within(table).findByText('Honeymoon')).toBeInTheDocument();
  }, 20_000);

  it('shows the server refusal under the field', async () => {
    stubLabels([]);
    const { user } = renderWithProviders(<LabelsPage />, { route: '/admin/labels' });
    expect(await screen.findByText('No labels yet. Create the first one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Taken');
    await user.click(within(dialog).getByRole('combobox', { name: /Colour/ }));
    await user.click(await screen.findByRole('option', { name: 'Blue', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save label' }));
    expect(
      await within(dialog).findByText('A label with this name already exists'),
    ).toBeInTheDocument();
  }, 20_000);

  it('deletes a label after confirmation', async () => {
    const api = stubLabels([label(1, { name: 'VIP' }), label(2, { name: 'Rush' })]);
    const { user } = renderWithProviders(<LabelsPage />, { route: '/admin/labels' });
    const table = await screen.findByRole('table', { name: 'Labels' });
    await user.click(within(table).getByRole('button', { name: 'Delete label Rush' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete label' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Rush')).not.toBeInTheDocument());
    expect(api.writes).toContainEqual({
      method: 'DELETE',
      url: '/api/admin/labels/2',
      body: undefined,
    });
  }, 20_000);
});

describe('FileLabelsPicker', () => {
  it('shows the file labels and saves a new choice', async () => {
    const api = stubLabels(
      [label(1, { name: 'VIP' }), label(2, { name: 'Rush', colour: 'orange' })],
      [1],
    );
    const { user } = renderWithProviders(<FileLabelsPicker reference="NZ-100234" />);
    const current = await screen.findByRole('list', { name: 'Labels on this file' });
    expect(within(current).getByText('VIP')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save labels' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Labels' }));
    await user.click(await screen.findByRole('option', { name: 'Rush', hidden: true }));
    await user.click(save);
    await waitFor(() =>
      expect(api.writes).toContainEqual({
        method: 'PUT',
        url: '/api/admin/files/NZ-100234/labels',
        body: { labelIds: [1, 2] },
      }),
    );
    expect(
      await within(screen.getByRole('list', { name: 'Labels on this file' })).findByText('Rush'),
    ).toBeInTheDocument();
  }, 20_000);
});
