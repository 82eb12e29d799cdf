import type {
  TCreateAvailabilityRequest,
  TCreateLocationRequest,
  TCreateMarkupRuleRequest,
  TCreatePackageRequest,
  TCreateProductRequest,
  TCreateRateRequest,
  TCreateSupplierRequest,
  TPackageDay,
  TPackageService,
} from '@portal/shared/contracts/catalogue';
import type { TAccommodationClass, TPricingModel } from '@portal/shared/domain/pricing/codes';

/**
 * The demo catalogue is the create requests of the catalogue contracts with references by code
 * (location, supplier and product codes, agency names) instead of database ids, so a seed can
 * insert it into any database and attach products to suppliers that already exist there.
 */

export interface TDemoDrivingNote {
  toLocationCode: string;
  km: number;
  minutes: number;
  notes: string;
}

export type TDemoLocation = Omit<TCreateLocationRequest, 'drivingNotes'> & {
  drivingNotes: TDemoDrivingNote[];
};

export type TDemoSupplier = Omit<TCreateSupplierRequest, 'locationId'> & {
  locationCode: string;
};

export type TDemoProduct = Omit<TCreateProductRequest, 'supplierId' | 'locationId'> & {
  supplierCode: string;
  locationCode: string;
};

export type TDemoRate = Omit<TCreateRateRequest, 'productId'> & { productCode: string };

export type TDemoAvailability = Omit<TCreateAvailabilityRequest, 'productId'> & {
  productCode: string;
};

export type TDemoMarkupRule = Omit<TCreateMarkupRuleRequest, 'agencyId' | 'supplierId'> & {
  /** The agency's name as the foundation seed creates it; null for any agency. */
  agencyName: string | null;
  supplierCode: string | null;
};

export interface TDemoAgencyPricing {
  agencyName: string;
  pricingModel: TPricingModel;
}

export type TDemoPackageService = Omit<TPackageService, 'productId'> & { productCode: string };

export interface TDemoPackageDrivingNote {
  fromLocationCode: string;
  toLocationCode: string;
  km: number;
  minutes: number;
  notes: string;
}

export type TDemoPackageDay = Omit<
  TPackageDay,
  'overnightLocationId' | 'accommodation' | 'services' | 'drivingNotes'
> & {
  overnightLocationCode: string | null;
  accommodation: { accommodationClass: TAccommodationClass; productCode: string }[];
  services: TDemoPackageService[];
  drivingNotes: TDemoPackageDrivingNote[];
};

export type TDemoPackage = Omit<TCreatePackageRequest, 'startLocationId' | 'days'> & {
  startLocationCode: string;
  days: TDemoPackageDay[];
};

/** Why a product has no rate on some dates: the red-line case the quote screens must show. */
export interface TDemoRateGap {
  productCode: string;
  from: string;
  to: string;
  reason: string;
}

export interface TDemoCatalogue {
  /** First date with rates and availability. */
  startDate: string;
  /** Last date with rates: 18 months after the start, less a day. */
  endDate: string;
  locations: TDemoLocation[];
  suppliers: TDemoSupplier[];
  products: TDemoProduct[];
  rates: TDemoRate[];
  rateGaps: TDemoRateGap[];
  availability: TDemoAvailability[];
  markupRules: TDemoMarkupRule[];
  agencyPricing: TDemoAgencyPricing[];
  packages: TDemoPackage[];
}
