import {
  INVOICE_CURRENCIES,
  ZInvoiceCurrency,
  type TAdminInvoiceListQuery,
  type TUnpaidInvoicesSummary,
} from '@portal/shared/contracts/invoices-admin';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { listOrderQuery } from '../../lib/list-order';
import { findInvoicesPage, sumUnpaidInvoices } from './invoices.admin.repository';
import { sumAgencyOwing } from './invoices.repository';

/**
 * The back office's view across every file's invoices (finance.manage): the list, and what
 * agencies still owe for the admin home. A file's own billing is invoices.admin.service.ts.
 */
export async function listAdminInvoices(ctx: TAppContext, query: TAdminInvoiceListQuery) {
  const { page, per_page: perPage, status, sort, dir } = query;
  return findInvoicesPage(
    ctx.db,
    { status },
    { limit: perPage, offset: (page - 1) * perPage },
    { sort, dir },
  );
}

/** Page links of the invoices list keep its status, then the page size, then the order. */
export function adminInvoiceListLinkQuery({ status, per_page, sort, dir }: TAdminInvoiceListQuery) {
  return { status, per_page, ...listOrderQuery({ sort, dir }) };
}

export async function getUnpaidInvoicesSummary(ctx: TAppContext): Promise<TUnpaidInvoicesSummary> {
  const rows = await sumUnpaidInvoices(ctx.db);
  const currencies = rows
    .filter((row) => row.count > 0 && row.oldestDueOn !== null)
    .map((row) => ({
      currency: ZInvoiceCurrency.parse(row.currency),
      count: row.count,
      outstandingCents: row.outstandingCents,
      oldestDueOn: row.oldestDueOn ?? '',
    }))
    .sort(
      (a, b) => INVOICE_CURRENCIES.indexOf(a.currency) - INVOICE_CURRENCIES.indexOf(b.currency),
    );
  return { count: currencies.reduce((sum, row) => sum + row.count, 0), currencies };
}

/**
 * What an agency owes on its unpaid invoices of a brand: the credit it uses (docs/pricing.md,
 * "Credit limits"), as the credit check counts it; the debtors report shows it beside the limit.
 */
export function getAgencyOwing(
  executor: TExecutor,
  agency: { agencyId: number; brandId: number },
): Promise<number> {
  return sumAgencyOwing(executor, agency);
}
