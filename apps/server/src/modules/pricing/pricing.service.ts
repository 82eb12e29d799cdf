import type { TPackage } from '@portal/shared/contracts/catalogue';
import type { TPricedQuote, TRoomRequest } from '@portal/shared/contracts/pricing';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TAccommodationClass } from '@portal/shared/domain/pricing/codes';
import { expandPackage } from '@portal/shared/domain/pricing/expand-package';
import { pricePackage } from '@portal/shared/domain/pricing/price-package';
import type { TAgencyPricingModel } from '@portal/shared/domain/pricing/price-services';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { findPricingAvailability } from '../catalogue/availability.repository';
import { findProductsByIds } from '../catalogue/products.repository';
import { findPricingRates } from '../rates/rates.repository';
import { findPricingRules } from './markup-rules.repository';
import { operatorToday } from './operator-today';

export interface TQuoteRequest {
  travelDate: string;
  accommodationClass: TAccommodationClass;
  rooms: readonly TRoomRequest[];
}

/**
 * Everything the engine needs to price some products in one market over a span, and nothing
 * more: the products, their rates overlapping the span (an index range scan per product),
 * availability for the span's dates (one record per date, the agency's split where it has one)
 * and the market's rules. The four reads run concurrently.
 */
export async function loadPricingInputs(
  executor: TExecutor,
  args: {
    productIds: readonly number[];
    brandId: number;
    from: string;
    to: string;
    agencyId: number | null;
  },
) {
  const [products, rates, availability, rules] = await Promise.all([
    findProductsByIds(executor, args.productIds),
    findPricingRates(executor, args.productIds, args.brandId, args.from, args.to),
    findPricingAvailability(executor, args.productIds, args.from, args.to, args.agencyId),
    findPricingRules(executor, args.brandId, args.agencyId),
  ]);
  return { products, rates, availability, rules };
}

/**
 * Prices a package for one departure, class and rooming in the package's market, for an agency
 * (its rules and pricing model) or, with `agency.id` null, with the rules that name no agency.
 * Returns the full (admin) view; agents get toAgentPricedQuote of it.
 */
export async function pricePackageQuote(
  ctx: TAppContext,
  pkg: TPackage,
  request: TQuoteRequest,
  agency: TAgencyPricingModel,
): Promise<TPricedQuote> {
  const expansion = expandPackage(
    pkg,
    request.travelDate,
    request.accommodationClass,
    request.rooms,
  );
  // The last night, hire day or service day any line occupies.
  const lastDate = expansion.services.reduce((last, service) => {
    const end = addDays(service.startDate, service.span - 1);
    return end > last ? end : last;
  }, request.travelDate);
  const inputs = await loadPricingInputs(ctx.db, {
    productIds: expansion.services.map((service) => service.productId),
    brandId: pkg.brandId,
    from: request.travelDate,
    to: lastDate,
    agencyId: agency.id,
  });
  return pricePackage({
    pkg,
    travelDate: request.travelDate,
    accommodationClass: request.accommodationClass,
    rooms: request.rooms,
    agency,
    ...inputs,
    today: operatorToday(ctx.clock),
  });
}
