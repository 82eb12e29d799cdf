import type { TPackage } from '@portal/shared/contracts/catalogue';
import type { TPricedQuote, TRoomRequest } from '@portal/shared/contracts/pricing';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TAccommodationClass } from '@portal/shared/domain/pricing/codes';
import { expandPackage } from '@portal/shared/domain/pricing/expand-package';
import { pricePackage } from '@portal/shared/domain/pricing/price-package';
import type { TAgencyPricingModel } from '@portal/shared/domain/pricing/price-services';
import type { TAppContext } from '../../app-context';
import { brandToday } from '../settings/settings.service';
import { findPricingInputs } from './pricing.repository';

export interface TQuoteRequest {
  travelDate: string;
  accommodationClass: TAccommodationClass;
  rooms: readonly TRoomRequest[];
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
  // Products, rates, availability and rules in one round trip.
  const inputs = await findPricingInputs(ctx.db, {
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
    today: await brandToday(ctx, pkg.brandId),
  });
}
