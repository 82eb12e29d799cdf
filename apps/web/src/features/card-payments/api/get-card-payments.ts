import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ZCardPaymentList } from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export const CARD_PAYMENT_FILTERS = [
  'from',
  'to',
  'agency',
  'fileReference',
  'channel',
  'minAmount',
  'maxAmount',
] as const;
export type TCardPaymentFilter = Record<(typeof CARD_PAYMENT_FILTERS)[number], string>;

export const cardPaymentKeys = {
  all: ['card-payments'] as const,
  list: (filter: TCardPaymentFilter, page: number) =>
    [...cardPaymentKeys.all, 'list', filter, page] as const,
  one: (id: number) => [...cardPaymentKeys.all, 'one', id] as const,
};

/** An amount typed in currency units as the API's integer cents (blank: no bound). */
function centsOf(amount: string): number | undefined {
  if (amount.trim() === '') return undefined;
  const value = Number(amount);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined;
}

function filterQuery(filter: TCardPaymentFilter) {
  return {
    from: filter.from || undefined,
    to: filter.to || undefined,
    agency: filter.agency || undefined,
    fileReference: filter.fileReference || undefined,
    channel: filter.channel || undefined,
    minCents: centsOf(filter.minAmount),
    maxCents: centsOf(filter.maxAmount),
  };
}

export const CARD_PAYMENTS_PAGE_SIZE = 20;

export function getCardPayments(filter: TCardPaymentFilter, page: number) {
  return api.get('/api/admin/payments', {
    query: { ...filterQuery(filter), page, per_page: CARD_PAYMENTS_PAGE_SIZE },
    schema: ZCardPaymentList,
  });
}

export function useCardPayments(filter: TCardPaymentFilter, page: number) {
  return useQuery({
    queryKey: cardPaymentKeys.list(filter, page),
    queryFn: () => getCardPayments(filter, page),
    placeholderData: keepPreviousData,
  });
}

/** The filtered list as CSV (GET /api/admin/payments/export.csv). */
export function downloadCardPaymentsCsv(filter: TCardPaymentFilter) {
  return downloadFile('/api/admin/payments/export.csv', {
    query: filterQuery(filter),
    fallbackName: 'card-payments.csv',
  });
}

export function useDownloadCardPaymentsCsv() {
  return useMutation({ mutationFn: downloadCardPaymentsCsv });
}
