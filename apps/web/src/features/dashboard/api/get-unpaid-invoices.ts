import { useQuery } from '@tanstack/react-query';
import { ZUnpaidInvoicesSummary } from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';

/** The invoices list on its unpaid ones, the oldest due first: where the card leads. */
export const UNPAID_INVOICES_PATH = '/admin/invoices?status=unpaid&sort=dueOn&dir=asc';

export function getUnpaidInvoices() {
  return api.get('/api/admin/invoices/unpaid-summary', { schema: ZUnpaidInvoicesSummary });
}

/** What agencies owe (finance.manage: the card is shown, and this asked, only to those users). */
export function useUnpaidInvoices() {
  return useQuery({
    queryKey: ['dashboard', 'unpaid-invoices'],
    queryFn: getUnpaidInvoices,
    staleTime: 30_000,
  });
}
