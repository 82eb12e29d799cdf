import { describe, expect, it } from 'vitest';
import {
  autoMatchOf,
  expectedPayableOf,
  payableDueOn,
  payableVarianceOf,
  supplierInvoiceAmountsOf,
  supplierInvoiceDueOn,
} from './payables';

describe('expected supplier invoice lines', () => {
  it('expects a confirmed service at its cost and a cancelled one at its supplier charge', () => {
    expect(
      expectedPayableOf({ status: 'Confirmed', costCents: 36_800, supplierChargeCents: 0 }),
    ).toEqual({
      kind: 'service',
      expectedCents: 36_800,
    });
    expect(
      expectedPayableOf({ status: 'Cancelled', costCents: 36_800, supplierChargeCents: 18_400 }),
    ).toEqual({ kind: 'cancellation', expectedCents: 18_400 });
  });

  it('expects nothing of a service not confirmed, or cancelled free of charge', () => {
    for (const status of ['Requested', 'Wait', 'Provisional', 'Unable', 'On Request']) {
      expect(expectedPayableOf({ status, costCents: 100, supplierChargeCents: 100 })).toBeNull();
    }
    expect(
      expectedPayableOf({ status: 'Cancelled', costCents: 100, supplierChargeCents: 0 }),
    ).toBeNull();
  });
});

describe('due dates', () => {
  it('counts after the last day of the service, or back from the arrival', () => {
    const dates = { serviceEndDate: '2030-05-06', travelDate: '2030-05-04' };
    expect(payableDueOn({ basis: 'after_service', days: 30 }, dates)).toBe('2030-06-05');
    expect(payableDueOn({ basis: 'before_arrival', days: 14 }, dates)).toBe('2030-04-20');
    expect(payableDueOn({ basis: 'after_service', days: 0 }, dates)).toBe('2030-05-06');
  });

  it("dates a supplier invoice by its earliest matched line, else the supplier's days after issue", () => {
    expect(supplierInvoiceDueOn('2030-05-07', 20, ['2030-06-01', '2030-04-20'])).toBe('2030-04-20');
    expect(supplierInvoiceDueOn('2030-12-20', 20, [])).toBe('2031-01-09');
  });
});

describe('variance', () => {
  it('is billed less expected, or the whole bill once the line is no longer expected', () => {
    expect(payableVarianceOf(37_800, { expectedCents: 36_800, isStillExpected: true })).toBe(1_000);
    expect(payableVarianceOf(36_000, { expectedCents: 36_800, isStillExpected: true })).toBe(-800);
    expect(payableVarianceOf(37_800, { expectedCents: 36_800, isStillExpected: false })).toBe(
      37_800,
    );
  });
});

describe('automatic matching', () => {
  const candidates = [
    { key: '1:service', fileReference: 'NZ-100001', expectedCents: 24_000 },
    { key: '2:service', fileReference: 'NZ-100001', expectedCents: 36_800 },
    { key: '3:service', fileReference: 'NZ-100002', expectedCents: 36_800 },
  ];

  it('takes the line of the file named, any case, for exactly the amount billed', () => {
    expect(
      autoMatchOf({ fileReference: ' nz-100001 ', amountCents: 36_800 }, candidates, new Set())
        ?.key,
    ).toBe('2:service');
  });

  it('leaves another amount, a missing reference or a taken line to a person', () => {
    expect(
      autoMatchOf({ fileReference: 'NZ-100001', amountCents: 37_800 }, candidates, new Set()),
    ).toBeNull();
    expect(
      autoMatchOf({ fileReference: '', amountCents: 36_800 }, candidates, new Set()),
    ).toBeNull();
    expect(
      autoMatchOf(
        { fileReference: 'NZ-100002', amountCents: 36_800 },
        candidates,
        new Set(['3:service']),
      ),
    ).toBeNull();
  });
});

describe('supplier invoice GST', () => {
  it('takes GST once from the standard-rated lines; zero-rated lines carry none', () => {
    // 37 800 + 12 345 = 50 145 taxable: round(50 145 × 15 / 115) = round(6 540.65) = 6 541.
    expect(
      supplierInvoiceAmountsOf(
        [
          { taxCode: 'standard', amountCents: 37_800 },
          { taxCode: 'standard', amountCents: 12_345 },
          { taxCode: 'zero_rated', amountCents: 24_000 },
        ],
        15,
      ),
    ).toEqual({ totalCents: 74_145, gstCents: 6_541, zeroRatedCents: 24_000 });
    // Australia: 11 000 × 10 / 110 = 1 000.
    expect(supplierInvoiceAmountsOf([{ taxCode: 'standard', amountCents: 11_000 }], 10)).toEqual({
      totalCents: 11_000,
      gstCents: 1_000,
      zeroRatedCents: 0,
    });
  });
});
