import type { FastifyRequest } from 'fastify';
import { can } from '@portal/shared/domain/authorization';
import { AppError } from '../../lib/app-error';
import { requirePermission, requireUser } from '../../plugins/auth';

/**
 * Pricing a quote is open to two kinds of user, so its route guard only asks for a signed-in user
 * and `authorizeQuotePricing` decides (before the body is validated): agents of an agency with
 * quotes.price get the agent view of their own market; back-office staff with catalogue.view get
 * the full view; anyone else is refused.
 */
export const pricingPolicy = {
  priceQuote: requireUser(),
  agencyRules: requireUser('agent'),
  manageRules: requirePermission('pricing-rules.manage'),
};

export type TQuotePricingView =
  { view: 'agent'; agencyId: number } | { view: 'admin'; agencyId: null };

export async function authorizeQuotePricing(request: FastifyRequest): Promise<TQuotePricingView> {
  const user = request.sessionUser;
  if (!user) throw new Error('quote pricing reached without a signed-in user');
  const state = await request.loadPermissions();
  if (user.kind === 'agent' && user.agencyId !== null && can(state, 'app.access&quotes.price')) {
    return { view: 'agent', agencyId: user.agencyId };
  }
  if (user.kind === 'admin' && can(state, 'admin.access&catalogue.view')) {
    return { view: 'admin', agencyId: null };
  }
  throw AppError.forbidden();
}
