import type { TTestPriceRequest } from '@portal/shared/contracts/catalogue-api';
import type {
  TAgentPricedQuote,
  TPricedQuote,
  TPriceRequest,
} from '@portal/shared/contracts/pricing';
import { toAgentPricedQuote } from '@portal/shared/domain/pricing/price-package';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { findAgencyById } from '../catalogue/agencies.repository';
import type { TQuotePricingView } from '../pricing/pricing.policy';
import { pricePackageQuote } from '../pricing/pricing.service';
import { findPackageById } from './packages.repository';
import { getPackage } from './packages.service';

/** Priced with the rules that name no agency, on the gross model: the back office's view. */
const OPERATOR_PRICING = { id: null, pricingModel: 'gross', commissionBasisPoints: 0 } as const;

/**
 * The price form (SPEC section 2): an agent prices a published package of its own market with its
 * agency's model and rules and sees no cost; an admin prices any package with the rules that name
 * no agency and sees cost, margin, charges and the rule that priced each line.
 */
export async function priceQuoteAs(
  ctx: TAppContext,
  access: TQuotePricingView,
  request: TPriceRequest,
): Promise<TPricedQuote | TAgentPricedQuote> {
  const { packageId, ...quoteRequest } = request;
  const [pkg, agency] = await Promise.all([
    findPackageById(ctx.db, packageId),
    access.view === 'agent' ? findAgencyById(ctx.db, access.agencyId) : null,
  ]);
  if (!pkg) throw notFound('Package');
  if (access.view === 'admin') return pricePackageQuote(ctx, pkg, quoteRequest, OPERATOR_PRICING);
  // Another market's or an unpublished package is as unknown to an agent as a missing one.
  if (!agency || pkg.status !== 'published' || pkg.brandId !== agency.brandId) {
    throw notFound('Package');
  }
  const quote = await pricePackageQuote(ctx, pkg, quoteRequest, {
    id: agency.id,
    pricingModel: agency.pricingModel,
    commissionBasisPoints: agency.commissionBasisPoints,
  });
  return toAgentPricedQuote(quote);
}

/** A package priced by its editor, as the operator or as one agency of its market would see it. */
export async function testPricePackage(
  ctx: TAppContext,
  packageId: number,
  request: TTestPriceRequest,
): Promise<TPricedQuote> {
  const pkg = await getPackage(ctx, packageId);
  const { agencyId, ...quoteRequest } = request;
  if (agencyId === null) return pricePackageQuote(ctx, pkg, quoteRequest, OPERATOR_PRICING);
  const agency = await findAgencyById(ctx.db, agencyId);
  if (!agency) throw AppError.invalidField('agencyId', 'This agency does not exist');
  if (agency.brandId !== pkg.brandId) {
    throw AppError.invalidField('agencyId', `This agency buys in market ${agency.brandId}`);
  }
  return pricePackageQuote(ctx, pkg, quoteRequest, {
    id: agency.id,
    pricingModel: agency.pricingModel,
    commissionBasisPoints: agency.commissionBasisPoints,
  });
}
