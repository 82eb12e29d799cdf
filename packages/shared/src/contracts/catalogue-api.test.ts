import { describe, expect, it } from 'vitest';
import {
  MAX_ATTACHMENT_BASE64_LENGTH,
  MAX_ATTACHMENT_BYTES,
  ZRatesExportQuery,
  ZSetAvailabilityRequest,
  ZSupplierListQuery,
  ZUploadSupplierAttachmentRequest,
} from './catalogue-api';

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();
}

describe('ZSetAvailabilityRequest', () => {
  it('defaults to every weekday and the general record', () => {
    expect(
      ZSetAvailabilityRequest.parse({
        dateFrom: '2030-01-01',
        dateTo: '2030-01-31',
        kind: 'free_sell',
      }),
    ).toEqual({
      dateFrom: '2030-01-01',
      dateTo: '2030-01-31',
      weekdayMask: 127,
      kind: 'free_sell',
      allotment: null,
      releaseDays: null,
      hasOnRequestFallback: false,
      agencyId: null,
    });
  });

  it('asks allotments for units and keeps units, release days and agencies to allotments', () => {
    expect(
      fieldsOf(
        ZSetAvailabilityRequest.safeParse({
          dateFrom: '2030-01-01',
          dateTo: '2030-01-01',
          kind: 'allotment',
        }),
      ),
    ).toEqual(['allotment']);
    expect(
      fieldsOf(
        ZSetAvailabilityRequest.safeParse({
          dateFrom: '2030-01-02',
          dateTo: '2030-01-01',
          kind: 'stop_sell',
          allotment: 2,
          releaseDays: 7,
          agencyId: 3,
        }),
      ),
    ).toEqual(['agencyId', 'allotment', 'dateTo', 'releaseDays']);
  });
});

describe('list queries', () => {
  it('reads "true" and "false" as booleans (not every non-empty string as true)', () => {
    expect(ZSupplierListQuery.parse({ active: 'false' }).active).toBe(false);
    expect(ZSupplierListQuery.parse({ active: 'true', page: '2' })).toMatchObject({
      active: true,
      page: 2,
      per_page: 20,
    });
    expect(ZSupplierListQuery.safeParse({ active: 'yes' }).success).toBe(false);
  });

  it('exports the rates of a supplier or a product, never of everything', () => {
    expect(ZRatesExportQuery.safeParse({}).success).toBe(false);
    expect(ZRatesExportQuery.parse({ supplierId: '4', brandId: '2' })).toEqual({
      supplierId: 4,
      brandId: 2,
    });
    expect(ZRatesExportQuery.safeParse({ productId: '1', brandId: '3' }).success).toBe(false);
  });
});

describe('ZUploadSupplierAttachmentRequest', () => {
  const valid = {
    supplierId: 1,
    fileName: 'Fact sheet.pdf',
    contentType: 'Application/PDF',
    base64: 'JVBERi0xLjQK',
  };

  it('normalises the content type and defaults the kind', () => {
    expect(ZUploadSupplierAttachmentRequest.parse(valid)).toMatchObject({
      contentType: 'application/pdf',
      kind: 'other',
      description: '',
    });
  });

  it('refuses folders in the name, a made-up content type and text that is not base64', () => {
    const result = ZUploadSupplierAttachmentRequest.safeParse({
      ...valid,
      fileName: 'contracts/2030.pdf',
      contentType: 'pdf',
      base64: 'abc$',
    });
    expect(fieldsOf(result)).toEqual(['base64', 'contentType', 'fileName']);
  });

  it('caps the base64 text at what 5 MB of file encodes to', () => {
    expect(MAX_ATTACHMENT_BASE64_LENGTH).toBe(Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4);
    const tooLong = 'A'.repeat(MAX_ATTACHMENT_BASE64_LENGTH + 4);
    expect(
      fieldsOf(ZUploadSupplierAttachmentRequest.safeParse({ ...valid, base64: tooLong })),
    ).toEqual(['base64']);
  });
});
