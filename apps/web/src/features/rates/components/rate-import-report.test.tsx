import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { RateImport } from './rate-import';
import { RateImportReport } from './rate-import-report';

/** Pages load their data through several calls; a busy test run can take over a second. */
const LOADING = { timeout: 5_000 };

/** These tests type into whole forms keystroke by keystroke, which takes seconds in jsdom. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

describe('the rates CSV import report', () => {
  it('names each bad row with its problem and says nothing was imported', () => {
    renderWithProviders(
      <RateImportReport
        fileName="harbourview-2027.csv"
        report={{
          imported: 0,
          created: 0,
          updated: 0,
          errors: [
            { row: 3, message: 'valid_to: The end date must be on or after the start date' },
            { row: 3, message: 'sell: Must be an amount such as 189.00' },
            { row: 7, message: 'product_code: No product HARBAKL-XXX' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('harbourview-2027.csv was not imported');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was imported. Rows with problems: 2 (problems: 3).',
    );
    const rows = within(screen.getByRole('table', { name: 'Import problems by row' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowProblem',
      'Row 3valid_to: The end date must be on or after the start date',
      'Row 3sell: Must be an amount such as 189.00',
      'Row 7product_code: No product HARBAKL-XXX',
    ]);
  });

  it('counts the rates added and updated when every row was good', () => {
    renderWithProviders(
      <RateImportReport
        fileName="rates.csv"
        report={{ imported: 12, created: 10, updated: 2, errors: [] }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('rates.csv imported');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Rates imported: 12 (added: 10, updated: 2).',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads the chosen file, sends it and shows the report', INTERACTION_TIMEOUT, async () => {
    const csv =
      'id,product_code,brand_id,currency,room_type,basis,valid_from,valid_to,weekdays,min_stay,cost,sell,child_cost,child_sell\n' +
      ',HARBAKL-STD,1,NZD,DB,per_room_night,2027-04-01,2027-03-01,MTWTFSS,1,150.00,189.00,,\n';
    const fetchMock = stubFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/admin/rates/import') {
        return jsonResponse({
          imported: 0,
          created: 0,
          updated: 0,
          errors: [
            { row: 2, message: 'valid_to: The end date must be on or after the start date' },
          ],
        });
      }
      throw new Error(`Unexpected call ${method} ${url}`);
    });
    const { user } = renderWithProviders(<RateImport />);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, new File([csv], 'harbourview.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Row 2')).toBeInTheDocument();
    expect(
      screen.getByText('valid_to: The end date must be on or after the start date'),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), LOADING);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ csv });
  });
});
