import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ZAccountSummary } from '@portal/shared/contracts/invoices';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export const ACCOUNT_PAGE_SIZE = 20;

export interface TAccountFilter {
  from: string;
  to: string;
  /** Part of a file's reference. */
  fileReference: string;
  page: number;
}

export type TAccountPeriodFilter = Omit<TAccountFilter, 'page'>;

export const accountKeys = {
  all: ['account'] as const,
  summary: (filter: TAccountFilter) => [...accountKeys.all, 'summary', filter] as const,
};

function periodQuery(filter: TAccountPeriodFilter) {
  return {
    from: filter.from || undefined,
    to: filter.to || undefined,
    fileReference: filter.fileReference || undefined,
  };
}

export function getAccountSummary(filter: TAccountFilter) {
  return api.get('/api/app/account/summary', {
    query: { ...periodQuery(filter), page: filter.page, per_page: ACCOUNT_PAGE_SIZE },
    schema: ZAccountSummary,
  });
}

export function useAccountSummary(filter: TAccountFilter) {
  return useQuery({
    queryKey: accountKeys.summary(filter),
    queryFn: () => getAccountSummary(filter),
    placeholderData: keepPreviousData,
  });
}

/** The whole filtered ledger as CSV (GET /api/app/account/summary.csv); the server names the file. */
export function downloadAccountSummaryCsv(filter: TAccountPeriodFilter) {
  return downloadFile('/api/app/account/summary.csv', {
    query: periodQuery(filter),
    fallbackName: 'account-summary.csv',
  });
}

export function useDownloadAccountSummaryCsv() {
  return useMutation({ mutationFn: downloadAccountSummaryCsv });
}
