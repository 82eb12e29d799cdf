import type { TSessionUser } from '@portal/shared/contracts/auth';
import type {
  TAgentPackageQuery,
  TAgentPackageSummary,
  TProductSearchQuery,
  TProductSearchResult,
} from '@portal/shared/contracts/catalogue-api';
import { buildPaginated, type TPaginated } from '@portal/shared/contracts/pagination';
import type { TPartnerFileView } from '@portal/shared/contracts/partner-v1';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { TCaller } from '../../lib/request-user';
import type { TFileCommandDeps } from '../files/commands/file-command';
import { getFile } from '../files/files.queries';
import type { TInvoicesService } from '../invoices/invoices.service';
import { presentAgentPackageSummary } from '../packages/packages.presenter';
import { searchPackages } from '../packages/packages.service';
import { searchProducts } from '../rates/product-search.service';
import { PARTNER_API_BASE, presentPartnerFile } from './partner.presenter';

/**
 * What the partner routes ask of other modules' services that is more than one call: a page of a
 * search with the partner API's own links, a file with its documents. Everything else the routes
 * call directly, as the agent routes do.
 */

/** The agent's product search, paged with links to the partner endpoint. */
export async function searchPartnerProducts(
  ctx: TAppContext,
  user: TSessionUser,
  query: TProductSearchQuery,
  language: TContentLanguage,
): Promise<TPaginated<TProductSearchResult>> {
  const { page, per_page: perPage, ...filter } = query;
  const { rows, total } = await searchProducts(ctx, user, { ...filter, page, perPage }, language);
  return buildPaginated(rows, {
    page,
    perPage,
    total,
    path: `${PARTNER_API_BASE}/products`,
    query: filter,
  });
}

/** The agent's package search: published packages of the agency's market, as the agent sees them. */
export async function searchPartnerPackages(
  ctx: TAppContext,
  user: TSessionUser,
  query: TAgentPackageQuery,
  language: TContentLanguage,
): Promise<TPaginated<TAgentPackageSummary>> {
  if (user.brandId === null) throw AppError.forbidden();
  const { page, per_page: perPage, ...filter } = query;
  const { rows, total, classes } = await searchPackages(
    ctx,
    { ...filter, brandId: user.brandId, status: 'published', page, perPage },
    language,
  );
  return buildPaginated(
    rows.map((row) => presentAgentPackageSummary(row, classes.get(row.id) ?? [])),
    { page, perPage, total, path: `${PARTNER_API_BASE}/packages`, query: filter },
  );
}

/** The file as the agent sees it, with the documents it has now (the same 404 for another's). */
export async function getPartnerFile(
  files: TFileCommandDeps,
  invoices: TInvoicesService,
  caller: TCaller,
  reference: string,
): Promise<TPartnerFileView> {
  const [file, billing] = await Promise.all([
    getFile(files.ctx, caller, reference),
    invoices.listFileInvoices(caller, reference),
  ]);
  return presentPartnerFile(file, billing);
}
