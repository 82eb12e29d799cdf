import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import { getBrand } from '@portal/shared/domain/brands';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import { availabilityStatus, findAvailability } from '@portal/shared/domain/pricing/availability';
import type { TServiceTypeCode } from '@portal/shared/domain/pricing/codes';
import { rateApplies } from '@portal/shared/domain/pricing/rates';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { brandToday } from '../settings/settings.service';
import { findPricingRates } from './rates.repository';
import { findPricingAvailability } from '../catalogue/availability.repository';
import { findProductsPage } from '../catalogue/products.repository';

/** The longest minimum stay a rate may ask for: "from" prices ignore minimum stays. */
const ANY_SPAN = 60;

/**
 * The agents' product search (product search and alternatives on the customise screen): active
 * products by text, service type and location; with a date, each product's lowest sell price
 * of one unit that day in the agent's market (no cost) and its availability for one unit.
 */
export async function searchProducts(
  ctx: TAppContext,
  user: TSessionUser,
  filter: {
    q?: string | undefined;
    serviceType?: TServiceTypeCode | undefined;
    locationId?: number | undefined;
    date?: string | undefined;
    page: number;
    perPage: number;
  },
  /** The agent's language: descriptions in it, English where there is none. */
  language: TContentLanguage = 'en',
): Promise<{ rows: TProductSearchResult[]; total: number }> {
  if (user.brandId === null) throw AppError.forbidden();
  const brand = getBrand(user.brandId);
  const { rows, total } = await findProductsPage(
    ctx.db,
    {
      q: filter.q,
      qMatchesSupplier: true,
      serviceTypeCode: filter.serviceType,
      locationId: filter.locationId,
      active: true,
      page: filter.page,
      perPage: filter.perPage,
    },
    language,
  );
  const date = filter.date;
  const ids = rows.map((row) => row.id);
  const [rates, availability] = date
    ? await Promise.all([
        findPricingRates(ctx.db, ids, brand.id, date, date),
        findPricingAvailability(ctx.db, ids, date, date, user.agencyId),
      ])
    : [[], []];
  const today = await brandToday(ctx, brand.id);

  return {
    total,
    rows: rows.map((product) => {
      let fromSellCents: number | null = null;
      let status: TProductSearchResult['status'] = null;
      if (date) {
        for (const rate of rates) {
          const applies = rateApplies(rate, {
            productId: product.id,
            brandId: brand.id,
            basis: product.pricingBasis,
            roomType: rate.roomType,
            date,
            span: ANY_SPAN,
          });
          if (applies && (fromSellCents === null || rate.sellCents < fromSellCents)) {
            fromSellCents = rate.sellCents;
          }
        }
        status = availabilityStatus(
          findAvailability(availability, product.id, date),
          date,
          1,
          today,
        );
      }
      return {
        id: product.id,
        code: product.code,
        name: product.name,
        description: product.description,
        supplierId: product.supplierId,
        supplierName: product.supplierName,
        serviceTypeCode: product.serviceTypeCode,
        locationId: product.locationId,
        locationName: product.locationName,
        accommodationClass: product.accommodationClass,
        roomTypes: product.roomTypes,
        pricingBasis: product.pricingBasis,
        startTime: product.startTime,
        endTime: product.endTime,
        durationMinutes: product.durationMinutes,
        currency: brand.currency,
        fromSellCents,
        hasRate: date ? fromSellCents !== null : null,
        status,
      };
    }),
  };
}
