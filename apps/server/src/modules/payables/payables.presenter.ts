import type {
  TPayableExpectedLine,
  TPayableState,
  TPayableVariance,
  TPaymentRunListItem,
  TSupplierInvoiceDetail,
  TSupplierInvoiceLineView,
  TSupplierInvoiceListItem,
} from '@portal/shared/contracts/payables';
import { getBrand } from '@portal/shared/domain/brands';
import { payableDueOn } from '@portal/shared/domain/payables';
import {
  isoTimestamp,
  type TExpectedLineRow,
  type TPaymentRunHeadRow,
  type TSupplierInvoiceHeadRow,
  type TSupplierInvoiceLineViewRow,
  type TSupplierStatus,
  type TVarianceRow,
} from './payables.repository';

/** Where an expected line stands, from the status of the supplier invoice matched to it. */
export function payableStateOf(invoiceStatus: TSupplierStatus | null): TPayableState {
  if (invoiceStatus === 'paid') return 'paid';
  if (invoiceStatus === 'approved') return 'approved';
  // A void invoice has released its matches, so a matched line's invoice is entered here.
  return invoiceStatus === null ? 'unmatched' : 'matched';
}

function brandOf(brandId: number) {
  const brand = getBrand(brandId);
  return { brandId: brand.id, brandCode: brand.code, currency: brand.currency };
}

export function presentExpectedLine(row: TExpectedLineRow): TPayableExpectedLine {
  const billed = row.billed_cents;
  return {
    serviceLineId: row.service_line_id,
    kind: row.kind,
    supplierId: row.supplier_id,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    fileId: row.file_id,
    fileReference: row.file_reference,
    bookingName: row.booking_name,
    fileStatus: row.file_status,
    agencyName: row.agency_name,
    ...brandOf(row.brand_id),
    travelDate: row.travel_date,
    serviceName: row.service_name,
    serviceDate: row.service_date,
    serviceEndDate: row.service_end_date,
    expectedCents: row.expected_cents,
    taxCode: row.tax_code,
    dueOn: payableDueOn(
      { basis: row.payment_terms_basis, days: row.payment_terms_days },
      { serviceEndDate: row.service_end_date, travelDate: row.travel_date },
    ),
    state: payableStateOf(row.invoice_status),
    match:
      row.supplier_invoice_id !== null && row.match_line_id !== null && billed !== null
        ? {
            supplierInvoiceId: row.supplier_invoice_id,
            supplierInvoiceLineId: row.match_line_id,
            supplierReference: row.supplier_reference ?? '',
            supplierInvoiceStatus: row.invoice_status ?? 'entered',
            billedCents: billed,
            // The expected line exists (it is listed), so the stored expected amount applies.
            varianceCents: billed - (row.matched_expected_cents ?? row.expected_cents),
          }
        : null,
    payment:
      row.payment_run_id !== null && row.run_number !== null && row.paid_on !== null
        ? { paymentRunId: row.payment_run_id, runNumber: row.run_number, paidOn: row.paid_on }
        : null,
  };
}

export function presentSupplierInvoiceLine(
  row: TSupplierInvoiceLineViewRow,
): TSupplierInvoiceLineView {
  const { service_line_id: serviceLineId, kind, file_id: fileId } = row;
  return {
    id: row.id,
    position: row.position,
    fileReference: row.file_reference,
    description: row.description,
    amountCents: row.amount_cents,
    taxCode: row.tax_code,
    match:
      serviceLineId !== null && kind !== null && fileId !== null
        ? {
            serviceLineId,
            kind,
            fileId,
            fileReference: row.matched_file_reference ?? '',
            serviceName: row.service_name ?? '',
            serviceDate: row.service_date ?? '',
            serviceEndDate: row.service_end_date ?? '',
            expectedCents: row.expected_cents ?? 0,
            isStillExpected: row.is_still_expected,
            varianceCents: row.variance_cents ?? 0,
            source: row.match_source ?? 'manual',
            matchedAt: isoTimestamp(row.matched_at),
            matchedByName: row.matched_by_name,
          }
        : null,
  };
}

export function presentSupplierInvoiceListItem(
  row: TSupplierInvoiceHeadRow,
): TSupplierInvoiceListItem {
  return {
    id: row.id,
    ...brandOf(row.brand_id),
    supplierId: row.supplier_id,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    supplierReference: row.supplier_reference,
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    totalCents: row.total_cents,
    gstCents: row.gst_cents,
    zeroRatedCents: row.zero_rated_cents,
    status: row.status,
    lineCount: row.line_count,
    unmatchedLineCount: row.unmatched_line_count,
    varianceCents: row.variance_cents,
    payment:
      row.payment_run_id !== null && row.run_number !== null && row.paid_on !== null
        ? { paymentRunId: row.payment_run_id, runNumber: row.run_number, paidOn: row.paid_on }
        : null,
    createdAt: isoTimestamp(row.created_at) ?? '',
  };
}

export function presentSupplierInvoiceDetail(
  row: TSupplierInvoiceHeadRow,
  lines: TSupplierInvoiceLineViewRow[],
): TSupplierInvoiceDetail {
  const isEntered = row.status === 'entered';
  return {
    ...presentSupplierInvoiceListItem(row),
    notes: row.notes,
    lines: lines.map(presentSupplierInvoiceLine),
    enteredByName: row.entered_by_name,
    approvedByName: row.approved_by_name,
    approvedAt: isoTimestamp(row.approved_at),
    canMatch: isEntered,
    canApprove: isEntered && row.line_count > 0 && row.unmatched_line_count === 0,
    canUnapprove: row.status === 'approved',
    canVoid: isEntered || row.status === 'approved',
  };
}

export function presentVariance(row: TVarianceRow): TPayableVariance {
  const variance = row.variance_cents ?? 0;
  return {
    supplierInvoiceLineId: row.id,
    supplierInvoiceId: row.supplier_invoice_id,
    supplierReference: row.supplier_reference,
    supplierInvoiceStatus: row.invoice_status,
    supplierId: row.supplier_id,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    ...brandOf(row.brand_id),
    position: row.position,
    description: row.description,
    serviceLineId: row.service_line_id ?? 0,
    kind: row.kind ?? 'service',
    fileReference: row.matched_file_reference ?? row.file_reference,
    serviceName: row.service_name ?? '',
    serviceDate: row.service_date ?? '',
    billedCents: row.amount_cents,
    expectedCents: row.amount_cents - variance,
    varianceCents: variance,
    isStillExpected: row.is_still_expected,
    source: row.match_source ?? 'manual',
  };
}

export function presentPaymentRunListItem(row: TPaymentRunHeadRow): TPaymentRunListItem {
  return {
    id: row.id,
    number: row.number,
    ...brandOf(row.brand_id),
    paidOn: row.paid_on,
    totalCents: row.total_cents,
    invoiceCount: row.invoice_count,
    supplierCount: row.supplier_count,
    createdByName: row.created_by_name,
    createdAt: isoTimestamp(row.created_at) ?? '',
  };
}
