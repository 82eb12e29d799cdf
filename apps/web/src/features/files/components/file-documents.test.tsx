import type { TFileInvoices, TFileTransactions } from '@portal/shared/contracts/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildFile } from '../testing/file-fixtures';
import { InvoicesPanel, ItinerariesPanel, TransactionsPanel } from './file-documents';

const file = buildFile({ status: 'Requested' });

const DOCUMENTS: TFileInvoices = {
  invoices: [
    {
      id: 7,
      number: 'INV-NZ-000007',
      fileReference: file.reference,
      status: 'part-paid',
      currency: 'NZD',
      issuedOn: '2027-02-01',
      totalCents: 50_000,
      gstCents: 6_522,
      gstPercent: 15,
      zeroRatedCents: 0,
      depositCents: 10_000,
      depositDueOn: '2027-02-01',
      balanceCents: 40_000,
      balanceDueOn: '2027-01-19',
      paidCents: 10_000,
      creditedCents: 0,
      outstandingCents: 40_000,
      lines: [
        {
          dayNumber: 1,
          date: '2027-03-05',
          name: 'Harbourview Hotel – Superior Room',
          serviceTypeCode: 'AC',
          quantity: 1,
          amountCents: 50_000,
          taxCode: 'standard',
        },
      ],
    },
  ],
  creditNotes: [
    {
      id: 3,
      number: 'CN-NZ-000003',
      invoiceId: 7,
      invoiceNumber: 'INV-NZ-000007',
      fileReference: file.reference,
      currency: 'NZD',
      issuedOn: '2027-02-10',
      totalCents: 2_500,
      gstCents: 326,
      zeroRatedCents: 0,
      reason: 'Price decrease',
    },
  ],
};

function pdfResponse(name: string) {
  return new Response('%PDF-1.3', {
    status: 200,
    headers: { 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

let clicked: string[];
beforeEach(() => {
  clicked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:document'),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('file documents', () => {
  it('lists invoices and credit notes, shows an invoice and downloads both with a preparing state', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(({ url }) => {
      if (url === `/api/app/files/${file.reference}/invoices`) return jsonResponse(DOCUMENTS);
      if (url === '/api/app/invoices/7/pdf') {
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      if (url === '/api/app/credit-notes/3/pdf') return pdfResponse('CN-NZ-000003.pdf');
      return jsonResponse({}, 404);
    });
    const { user } = renderWithProviders(<InvoicesPanel file={file} isClientView={false} />);

    const invoiceRow = (await screen.findByText('INV-NZ-000007')).closest('tr') as HTMLElement;
    expect(within(invoiceRow).getByText('Part-paid')).toBeInTheDocument();
    expect(within(invoiceRow).getByText('NZ$500.00')).toBeInTheDocument();

    await user.click(within(invoiceRow).getByRole('button', { name: 'View invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-NZ-000007' });
    expect(within(dialog).getByText('GST included (15%)')).toBeInTheDocument();
    expect(within(dialog).getByText('NZ$65.22')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Deposit due/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(invoiceRow).getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByText('Preparing download…')).toBeInTheDocument();
    release(pdfResponse('INV-NZ-000007.pdf'));
    await waitFor(() => expect(screen.queryByText('Preparing download…')).toBeNull());
    expect(clicked).toEqual(['INV-NZ-000007.pdf']);

    const noteRow = screen.getByText('CN-NZ-000003').closest('tr') as HTMLElement;
    await user.click(within(noteRow).getByRole('button', { name: 'Download credit note' }));
    await waitFor(() => expect(clicked).toEqual(['INV-NZ-000007.pdf', 'CN-NZ-000003.pdf']));
    expect(fetchMock).toHaveBeenCalledWith('/api/app/credit-notes/3/pdf', expect.anything());
  });

  it('marks a service abroad zero-rated and shows the taxable and zero-rated subtotals', async () => {
    const [invoice] = DOCUMENTS.invoices;
    if (!invoice) throw new Error('no invoice fixture');
    const [hotel] = invoice.lines;
    if (!hotel) throw new Error('no invoice line');
    const twoCountries: TFileInvoices = {
      invoices: [
        {
          ...invoice,
          totalCents: 75_000,
          zeroRatedCents: 25_000,
          lines: [
            hotel,
            {
              ...hotel,
              name: 'Blue Mountains Day Tour',
              amountCents: 25_000,
              taxCode: 'zero_rated',
            },
          ],
        },
      ],
      creditNotes: [],
    };
    stubFetch(() => jsonResponse(twoCountries));
    const { user } = renderWithProviders(<InvoicesPanel file={file} isClientView={false} />);
    const invoiceRow = (await screen.findByText('INV-NZ-000007')).closest('tr') as HTMLElement;
    await user.click(within(invoiceRow).getByRole('button', { name: 'View invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-NZ-000007' });
    const tourRow = within(dialog)
      .getByText('Blue Mountains Day Tour')
      .closest('tr') as HTMLElement;
    expect(within(tourRow).getByText('Zero-rated')).toBeInTheDocument();
    const hotelRow = within(dialog).getByText(hotel.name).closest('tr') as HTMLElement;
    expect(within(hotelRow).getByText('15%')).toBeInTheDocument();
    expect(within(dialog).getByText('Taxable (incl. GST)').nextSibling).toHaveTextContent(
      'NZ$500.00',
    );
  });

  it('shows the server message when a download is refused', async () => {
    stubFetch(({ url }) =>
      url.endsWith('/itinerary.pdf')
        ? jsonResponse({ message: 'File not found.' }, 404)
        : jsonResponse({}, 404),
    );
    const { user } = renderWithProviders(<ItinerariesPanel file={file} />);
    await user.click(screen.getByRole('button', { name: 'Download itinerary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File not found.');
    expect(clicked).toEqual([]);
  });

  it('offers a voucher for each confirmed service only, and downloads it', async () => {
    const booked = buildFile({ status: 'Requested' });
    const [hotel, cruise] = booked.days.flatMap((day) => day.lines);
    if (!hotel || !cruise) throw new Error('The fixture has two services');
    Object.assign(hotel, { status: 'Confirmed', confirmation: 'HV-2231 -cl' });
    Object.assign(cruise, { status: 'Requested' });
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      return url.endsWith(`/lines/${hotel.id}/voucher.pdf`)
        ? pdfResponse(`voucher-${booked.reference}-${hotel.id}.pdf`)
        : jsonResponse({}, 404);
    });
    const { user } = renderWithProviders(<ItinerariesPanel file={booked} />);

    const vouchers = screen.getByRole('table', { name: 'Service vouchers' });
    expect(within(vouchers).getAllByRole('row')).toHaveLength(1);
    expect(within(vouchers).getByText('HV-2231')).toBeInTheDocument();
    expect(within(vouchers).queryByText(cruise.name)).toBeNull();
    await user.click(
      within(vouchers).getByRole('button', { name: `Download the voucher for ${hotel.name}` }),
    );
    await waitFor(() => expect(clicked).toEqual([`voucher-${booked.reference}-${hotel.id}.pdf`]));
    expect(requested).toEqual([`/api/app/files/${booked.reference}/lines/${hotel.id}/voucher.pdf`]);
  });

  it('says when no service has a voucher yet', () => {
    renderWithProviders(<ItinerariesPanel file={file} />);
    expect(screen.getByText('Vouchers appear here once services are confirmed.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Service vouchers' })).toBeNull();
  });

  it('lists the file transactions with the running balance', async () => {
    const transactions: TFileTransactions = {
      currency: 'NZD',
      balanceCents: 37_500,
      data: [
        {
          id: 1,
          date: '2027-02-01',
          type: 'invoice',
          reference: 'INV-NZ-000007',
          fileReference: file.reference,
          valueCents: 50_000,
          runningBalanceCents: 50_000,
        },
        {
          id: 2,
          date: '2027-02-03',
          type: 'payment',
          reference: 'DEP-1',
          fileReference: file.reference,
          valueCents: -12_500,
          runningBalanceCents: 37_500,
        },
      ],
    };
    stubFetch(({ url }) =>
      url === `/api/app/files/${file.reference}/transactions`
        ? jsonResponse(transactions)
        : jsonResponse({}, 404),
    );
    renderWithProviders(<TransactionsPanel file={file} isClientView={false} />);
    const payment = (await screen.findByText('DEP-1')).closest('tr') as HTMLElement;
    expect(within(payment).getByText('Payment')).toBeInTheDocument();
    expect(within(payment).getByText('-NZ$125.00')).toBeInTheDocument();
    expect(within(payment).getByText('NZ$375.00')).toBeInTheDocument();
    expect(screen.getByText('Balance: NZ$375.00')).toBeInTheDocument();
  });

  it('shows no invoice or ledger amount in the client view, and fetches none (issue 19, point 9)', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 404));
    renderWithProviders(
      <>
        <InvoicesPanel file={file} isClientView />
        <TransactionsPanel file={file} isClientView />
      </>,
    );
    expect(await screen.findAllByTestId('client-view-hidden')).toHaveLength(2);
    expect(screen.queryByText(/NZ\$/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
