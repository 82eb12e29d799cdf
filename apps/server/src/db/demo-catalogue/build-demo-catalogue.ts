import type {
  TAvailability,
  TLocation,
  TMarkupRule,
  TPackage,
  TProduct,
  TRate,
  TSupplier,
} from '@portal/shared/contracts/catalogue';
import { getBrand } from '@portal/shared/domain/brands';
import { addDays, addMonths, isIsoDate } from '@portal/shared/domain/pricing/calendar';
import type { TCountryCode, TPricingModel } from '@portal/shared/domain/pricing/codes';
import { DEMO_HOTELS, buildAccommodationDefinitions } from './accommodation';
import { generateDemoAvailability } from './availability';
import { buildDemoLocations } from './locations';
import { DEMO_AGENCY_PRICING, buildDemoMarkupRules } from './markup-rules';
import { buildDemoPackages } from './packages';
import { buildDemoRateGaps, generateDemoRates } from './rates';
import { buildServiceDefinitions } from './services';
import { DEMO_SERVICE_SUPPLIERS, buildDemoSupplier } from './suppliers';
import type { TDemoCatalogue, TDemoSupplier } from './types';

/** Months of rates and availability the demo catalogue loads from its start date. */
export const DEMO_CATALOGUE_MONTHS = 18;

function buildDemoSuppliers(): TDemoSupplier[] {
  const suppliers = new Map<string, TDemoSupplier>();
  for (const hotel of DEMO_HOTELS) {
    if (!suppliers.has(hotel.supplierCode)) {
      suppliers.set(
        hotel.supplierCode,
        buildDemoSupplier(hotel.supplierCode, hotel.supplierName, hotel.locationCode),
      );
    }
  }
  for (const [code, name, locationCode] of DEMO_SERVICE_SUPPLIERS) {
    suppliers.set(code, buildDemoSupplier(code, name, locationCode));
  }
  return [...suppliers.values()];
}

/**
 * The whole demo catalogue for 18 months from `startDate` (YYYY-MM-DD): pure data, the same for
 * the same date, references by code. A seed inserts it in order (locations, suppliers, products,
 * rates, availability, rules, packages), resolving codes to the ids it gets.
 */
export function buildDemoCatalogue(startDate: string): TDemoCatalogue {
  if (!isIsoDate(startDate)) throw new RangeError(`Not an ISO date: ${startDate}`);
  const endDate = addDays(addMonths(startDate, DEMO_CATALOGUE_MONTHS), -1);
  const definitions = [...buildAccommodationDefinitions(), ...buildServiceDefinitions()];
  const products = definitions.map((definition) => definition.product);
  return {
    startDate,
    endDate,
    locations: buildDemoLocations(),
    suppliers: buildDemoSuppliers(),
    products,
    rates: generateDemoRates(definitions, startDate, endDate),
    rateGaps: buildDemoRateGaps(definitions, startDate, endDate),
    availability: generateDemoAvailability(products, startDate, endDate),
    markupRules: buildDemoMarkupRules(startDate),
    agencyPricing: [...DEMO_AGENCY_PRICING],
    packages: buildDemoPackages(startDate),
  };
}

export interface TIndexedDemoCatalogue {
  locations: TLocation[];
  suppliers: TSupplier[];
  /** With the country each is performed in (its location's), as pricing reads them. */
  products: (TProduct & { countryCode: TCountryCode })[];
  rates: TRate[];
  availability: TAvailability[];
  markupRules: TMarkupRule[];
  agencies: { id: number; name: string; pricingModel: TPricingModel }[];
  packages: TPackage[];
}

function indexBy<T extends { code: string }>(rows: readonly T[]): Map<string, number> {
  const ids = new Map<string, number>();
  rows.forEach((row, index) => {
    if (ids.has(row.code)) throw new Error(`Duplicate demo code ${row.code}`);
    ids.set(row.code, index + 1);
  });
  return ids;
}

function resolve(ids: Map<string, number>, code: string, what: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Unknown demo ${what} ${code}`);
  return id;
}

/**
 * The catalogue as the API's entities, with ids numbered 1, 2, 3... in catalogue order (agencies
 * in agencyPricing order). For tests and price checks without a database; a seed resolves codes
 * to the ids its database hands out instead.
 */
export function indexDemoCatalogue(catalogue: TDemoCatalogue): TIndexedDemoCatalogue {
  const locationIds = indexBy(catalogue.locations);
  const supplierIds = indexBy(catalogue.suppliers);
  const productIds = indexBy(catalogue.products);
  const agencyIds = new Map(
    catalogue.agencyPricing.map((agency, index) => [agency.agencyName, index + 1]),
  );
  const location = (code: string) => resolve(locationIds, code, 'location');
  const product = (code: string) => resolve(productIds, code, 'product');
  const countries = new Map(catalogue.locations.map((place) => [place.code, place.country]));
  const countryOf = (code: string): TCountryCode => {
    const country = countries.get(code);
    if (country === undefined) throw new Error(`Unknown demo location ${code}`);
    return country;
  };

  return {
    locations: catalogue.locations.map(({ drivingNotes, ...row }, index) => ({
      id: index + 1,
      ...row,
      drivingNotes: drivingNotes.map(({ toLocationCode, ...note }) => ({
        toLocationId: location(toLocationCode),
        ...note,
      })),
    })),
    suppliers: catalogue.suppliers.map(({ locationCode, ...row }, index) => ({
      id: index + 1,
      ...row,
      locationId: location(locationCode),
    })),
    products: catalogue.products.map(({ supplierCode, locationCode, ...row }, index) => ({
      id: index + 1,
      ...row,
      supplierId: resolve(supplierIds, supplierCode, 'supplier'),
      locationId: location(locationCode),
      countryCode: countryOf(locationCode),
    })),
    rates: catalogue.rates.map(({ productCode, ...row }, index) => ({
      id: index + 1,
      ...row,
      productId: product(productCode),
      currency: getBrand(row.brandId).currency,
    })),
    availability: catalogue.availability.map(({ productCode, ...row }, index) => ({
      id: index + 1,
      ...row,
      productId: product(productCode),
    })),
    markupRules: catalogue.markupRules.map(({ agencyName, supplierCode, ...row }, index) => ({
      id: index + 1,
      ...row,
      agencyId: agencyName === null ? null : resolve(agencyIds, agencyName, 'agency'),
      supplierId: supplierCode === null ? null : resolve(supplierIds, supplierCode, 'supplier'),
    })),
    agencies: catalogue.agencyPricing.map((agency, index) => ({
      id: index + 1,
      name: agency.agencyName,
      pricingModel: agency.pricingModel,
    })),
    packages: catalogue.packages.map(({ startLocationCode, days, ...row }, index) => ({
      id: index + 1,
      ...row,
      startLocationId: location(startLocationCode),
      days: days.map(
        ({ overnightLocationCode, accommodation, services, drivingNotes, ...day }) => ({
          ...day,
          overnightLocationId:
            overnightLocationCode === null ? null : location(overnightLocationCode),
          accommodation: accommodation.map(({ productCode, ...option }) => ({
            ...option,
            productId: product(productCode),
          })),
          services: services.map(({ productCode, ...service }) => ({
            ...service,
            productId: product(productCode),
          })),
          drivingNotes: drivingNotes.map(({ fromLocationCode, toLocationCode, ...note }) => ({
            fromLocationId: location(fromLocationCode),
            toLocationId: location(toLocationCode),
            ...note,
          })),
        }),
      ),
    })),
  };
}
