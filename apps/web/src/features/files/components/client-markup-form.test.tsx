import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildFile } from '../testing/file-fixtures';
import { ClientMarkupForm } from './client-markup-form';

const NET_FILE = buildFile({ pricingModel: 'net', clientMarkupBasisPoints: 1_500 });
const PATH = '/api/app/files/NZ-100007/client-markup';

describe('client markup', () => {
  it('saves the markup once however often Save is clicked, and an empty one as the published price', async () => {
    const sent: unknown[] = [];
    // The first save is answered only once both clicks are in.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubFetch(async ({ method, url, body }) => {
      if (method === 'PUT' && url === PATH) {
        sent.push(body);
        await answered;
        const percent = (body as { clientMarkupPercent: number | null }).clientMarkupPercent;
        return jsonResponse({
          ...NET_FILE,
          clientMarkupBasisPoints: percent === null ? null : percent * 100,
        });
      }
      return jsonResponse({}, 404);
    });
    renderWithProviders(<ClientMarkupForm file={NET_FILE} />);
    const input = screen.getByRole('textbox', { name: 'Your client markup' });
    expect(input).toHaveValue('15 %');
    const save = screen.getByRole('button', { name: 'Save markup' });
    expect(save).toBeDisabled();

    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.dblClick(save);
    answer();
    await waitFor(() => expect(sent).toEqual([{ clientMarkupPercent: 20 }]));
    expect(await screen.findByText('Client markup saved.')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save markup' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ clientMarkupPercent: null }));
  });

  it('shows the server’s reason under the field', async () => {
    stubFetch(() =>
      jsonResponse(
        { message: 'Invalid', errors: { clientMarkupPercent: ['Too large a markup.'] } },
        422,
      ),
    );
    renderWithProviders(<ClientMarkupForm file={NET_FILE} />);
    const input = screen.getByRole('textbox', { name: 'Your client markup' });
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save markup' }));
    expect(await screen.findByText('Too large a markup.')).toBeInTheDocument();
  });

  it('is not offered on a gross agency’s file or a cancelled one', () => {
    const { unmount } = renderWithProviders(<ClientMarkupForm file={buildFile()} />);
    expect(screen.queryByRole('button', { name: 'Save markup' })).toBeNull();
    unmount();
    renderWithProviders(<ClientMarkupForm file={{ ...NET_FILE, status: 'Cancelled' }} />);
    expect(screen.queryByRole('button', { name: 'Save markup' })).toBeNull();
  });
});
