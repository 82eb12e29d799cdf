import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { PersonalDataPanel } from './personal-data-panel';

const REFERENCE = 'NZ-100234';
const BASE = `/api/admin/client-files/${REFERENCE}/personal-data`;

describe("the travellers' personal data panel", () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:json'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads everything held about the travellers as JSON', async () => {
    const fetchMock = stubFetch(
      () =>
        new Response('{"guests":[]}', {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': `attachment; filename="personal-data-${REFERENCE}.json"`,
          },
        }),
    );
    const { user } = renderWithProviders(<PersonalDataPanel reference={REFERENCE} />);
    expect(screen.getByRole('heading', { name: "Traveller's personal data" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download personal data (JSON)' }));
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(BASE);
  });

  it('erases only once the reference is typed again, then says what the names became', async () => {
    const fetchMock = stubFetch(({ url }) =>
      url === `${BASE}/erase`
        ? jsonResponse({ reference: REFERENCE, erasedAt: '2030-02-01T00:00:00.000Z', changed: {} })
        : jsonResponse({ message: 'Not Found.' }, 404),
    );
    const { user } = renderWithProviders(<PersonalDataPanel reference={REFERENCE} />);
    await user.click(screen.getByRole('button', { name: 'Erase personal data…' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Erase the personal data of ${REFERENCE}`,
    });
    const submit = within(dialog).getByRole('button', { name: 'Erase personal data' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(`Type ${REFERENCE} to confirm`), 'nz-100234');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The personal data was erased: the travellers now read "Erased traveller".',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/erase`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ confirmReference: REFERENCE });
  });

  it("shows the server's answer when the erasure is refused", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: 'Type the reference of this file.',
          errors: { confirmReference: ['Type the reference of this file.'] },
        },
        422,
      ),
    );
    const { user } = renderWithProviders(<PersonalDataPanel reference={REFERENCE} />);
    await user.click(screen.getByRole('button', { name: 'Erase personal data…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(`Type ${REFERENCE} to confirm`), REFERENCE);
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText('Type the reference of this file.')).toBeInTheDocument();
  });
});
