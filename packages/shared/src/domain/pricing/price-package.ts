import type { TPackage } from '../../contracts/catalogue';
import type { TAgentPricedQuote, TPricedQuote, TRoomRequest } from '../../contracts/pricing';
import type { TPricingAvailability } from './availability';
import type { TAccommodationClass } from './codes';
import { expandPackage } from './expand-package';
import { priceServices, type TAgencyPricingModel, type TPricingProduct } from './price-services';
import type { TPricingRate } from './rates';
import type { TPricingRule } from './rules';

export interface TPricePackageInput {
  pkg: Pick<TPackage, 'id' | 'name' | 'brandId' | 'durationNights' | 'days'>;
  travelDate: string;
  accommodationClass: TAccommodationClass;
  rooms: readonly TRoomRequest[];
  agency: TAgencyPricingModel;
  products: readonly TPricingProduct[];
  rates: readonly TPricingRate[];
  availability: readonly TPricingAvailability[];
  rules: readonly TPricingRule[];
  today: string;
}

/** POST /api/quotes/price in one pure step: expand the package, price it in its brand. */
export function pricePackage(input: TPricePackageInput): TPricedQuote {
  const expansion = expandPackage(
    input.pkg,
    input.travelDate,
    input.accommodationClass,
    input.rooms,
  );
  const priced = priceServices({
    brandId: input.pkg.brandId,
    agency: input.agency,
    rooms: expansion.rooms,
    services: expansion.services,
    products: input.products,
    rates: input.rates,
    availability: input.availability,
    rules: input.rules,
    today: input.today,
    days: expansion.days,
    missingAccommodationDays: expansion.missingAccommodationDays,
  });
  return {
    packageId: input.pkg.id,
    packageName: input.pkg.name,
    travelDate: expansion.travelDate,
    endDate: expansion.endDate,
    accommodationClass: input.accommodationClass,
    rooms: expansion.rooms,
    ...priced,
  };
}

/** Strips what only the operator sees: supplier cost, margin, per-rate charges and rules. */
export function toAgentPricedQuote(quote: TPricedQuote): TAgentPricedQuote {
  const { costCents: _cost, marginExGstCents: _margin, ...totals } = quote.totals;
  return {
    ...quote,
    totals,
    days: quote.days.map((day) => ({
      ...day,
      lines: day.lines.map(
        ({
          costCents: _lineCost,
          appliedRuleIds: _ruleIds,
          appliedRules: _rules,
          charges: _charges,
          ...line
        }) => line,
      ),
    })),
  };
}
