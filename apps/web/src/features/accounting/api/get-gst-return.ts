import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZGstReturn, type TAccountingBrand } from '@portal/shared/contracts/accounting';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export interface TGstReturnPeriod {
  brand: TAccountingBrand;
  from: string;
  to: string;
}

export const gstReturnKeys = {
  all: ['gst-return'] as const,
  period: (period: TGstReturnPeriod) => [...gstReturnKeys.all, period] as const,
};

export function getGstReturn(period: TGstReturnPeriod) {
  return api.get('/api/admin/finance/gst-return', {
    query: { brand: period.brand, from: period.from, to: period.to },
    schema: ZGstReturn,
  });
}

export function useGstReturn(period: TGstReturnPeriod) {
  return useQuery({
    queryKey: gstReturnKeys.period(period),
    queryFn: () => getGstReturn(period),
    placeholderData: keepPreviousData,
  });
}

/** The same return as the server writes it for a spreadsheet: CSV or an Excel workbook. */
export function downloadGstReturn(period: TGstReturnPeriod, format: 'csv' | 'xlsx') {
  return downloadFile('/api/admin/finance/gst-return', {
    query: { brand: period.brand, from: period.from, to: period.to, format },
    fallbackName: `gst-return-${period.brand}-${period.from}-${period.to}.${format}`,
  });
}
