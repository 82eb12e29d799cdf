import type {
  TPayableExpectedLine,
  TPaymentRunDetail,
  TSupplierInvoiceDetail,
  TSupplierInvoiceListItem,
} from '@portal/shared/contracts/payables';
import { buildPaginated } from '@portal/shared/contracts/pagination';

/** Payables answers as the server sends them, for the screens' tests. */

export function buildExpectedLine(
  overrides: Partial<TPayableExpectedLine> = {},
): TPayableExpectedLine {
  return {
    serviceLineId: 501,
    kind: 'service',
    supplierId: 7,
    supplierCode: 'REMAZQN',
    supplierName: 'Remarkables Lodge',
    fileId: 90,
    fileReference: 'NZ-100001',
    bookingName: 'Smith honeymoon',
    fileStatus: 'Confirmed',
    agencyName: 'Kiwi Horizons Travel',
    brandId: 1,
    brandCode: 'NZ',
    currency: 'NZD',
    travelDate: '2030-03-01',
    serviceName: 'Lodge room, 2 nights',
    serviceDate: '2030-03-01',
    serviceEndDate: '2030-03-03',
    expectedCents: 45_000,
    taxCode: 'standard',
    dueOn: '2030-04-02',
    state: 'unmatched',
    match: null,
    payment: null,
    ...overrides,
  };
}

export function buildSupplierInvoice(
  overrides: Partial<TSupplierInvoiceDetail> = {},
): TSupplierInvoiceDetail {
  return {
    id: 42,
    brandId: 1,
    brandCode: 'NZ',
    currency: 'NZD',
    supplierId: 7,
    supplierCode: 'REMAZQN',
    supplierName: 'Remarkables Lodge',
    supplierReference: 'RL-2030-118',
    issuedOn: '2030-03-04',
    dueOn: '2030-04-02',
    totalCents: 46_000,
    gstCents: 6_000,
    zeroRatedCents: 0,
    status: 'entered',
    lineCount: 1,
    unmatchedLineCount: 1,
    varianceCents: 0,
    payment: null,
    createdAt: '2030-03-05T01:00:00.000Z',
    notes: '',
    lines: [
      {
        id: 601,
        position: 1,
        fileReference: 'NZ-100001',
        description: 'Lodge room, 2 nights',
        amountCents: 46_000,
        taxCode: 'standard',
        match: null,
      },
    ],
    enteredByName: 'Ada Accountant',
    approvedByName: null,
    approvedAt: null,
    canMatch: true,
    canApprove: false,
    canUnapprove: false,
    canVoid: true,
    ...overrides,
  };
}

export function listItemOf(invoice: TSupplierInvoiceDetail): TSupplierInvoiceListItem {
  const {
    notes: _notes,
    lines: _lines,
    enteredByName: _entered,
    approvedByName: _approvedBy,
    approvedAt: _approvedAt,
    canMatch: _canMatch,
    canApprove: _canApprove,
    canUnapprove: _canUnapprove,
    canVoid: _canVoid,
    ...item
  } = invoice;
  return item;
}

export function buildPaymentRun(overrides: Partial<TPaymentRunDetail> = {}): TPaymentRunDetail {
  return {
    id: 3,
    number: 'PR-NZ-000003',
    brandId: 1,
    brandCode: 'NZ',
    currency: 'NZD',
    paidOn: '2030-04-01',
    totalCents: 0,
    invoiceCount: 0,
    supplierCount: 0,
    createdByName: 'Ada Accountant',
    createdAt: '2030-04-01T01:00:00.000Z',
    remittances: [],
    ...overrides,
  };
}

export function page<T>(rows: T[], path: string) {
  return buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path });
}
