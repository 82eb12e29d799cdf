/**
 * Generated from /api/openapi.json by `npm run partner-api:types` (openapi-typescript).
 * Do not edit: change the partner routes' schemas and generate again.
 */

export interface paths {
  '/api/partner/v1/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Locations with products
     * @description Every location with an active product, by name: the `locationId` filter of product search.
     *
     *     Any API key may call this (every scope reads).
     */
    get: operations['listLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search products
     * @description Active products by text, service type and location. With a `date`, each carries its lowest sell price of one unit that day in your market (`fromSellCents`, null: no rate) and its availability.
     *
     *     Any API key may call this (every scope reads).
     */
    get: operations['searchProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/packages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search packages
     * @description The published packages of your market, with the accommodation classes each offers on every night.
     *
     *     Any API key may call this (every scope reads).
     */
    get: operations['searchPackages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/quotes/price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Price a package
     * @description Prices a package for a travel date, accommodation class and rooms with your agency's pricing, as the price form does. Nothing is saved; services with no rate come back with `missingRate`. Create a quote to keep it.
     *
     *     Needs an API key with the `quote` scope.
     */
    post: operations['pricePackage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/services/price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Price a list of services
     * @description Prices up to 30 services from product search for a travel date and rooms exactly as a new custom quote of your agency would when they are added to it (`addQuoteService`): each with the status it would get (Available is free sell, Allotment, On Request, Full, Unavailable), its sell, commission, net, GST and client price, or why it cannot be quoted or booked (`issue`: `no-rate`, `stop-sell`, `full`), and the quote's totals. Nothing is saved: no quote, no reference number, no event.
     *
     *     Needs an API key with the `quote` scope.
     */
    post: operations['priceServices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a quote from a package
     * @description Prices the package again (never trusting a price sent) and saves the quote; services with no rate are left out and listed in `droppedLines`.
     *
     *     Needs an API key with the `quote` scope.
     */
    post: operations['createQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/quotes/custom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a custom quote
     * @description A quote with no package: the trip's dates, rooms and guests. Add services to it one by one (`addQuoteService`); each is priced as it is added.
     *
     *     Needs an API key with the `quote` scope.
     */
    post: operations['createCustomQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a service to a quote
     * @description Prices a product from product search on a date of the trip and adds it to the quote: the answer is the repriced quote and what changed.
     *
     *     Needs an API key with the `quote` scope.
     */
    post: operations['addQuoteService'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a quote or booking
     * @description The file with its services (status, confirmation and voucher numbers), totals, what you may do to it now (`abilities`) and the documents you can download.
     *
     *     Any API key may call this (every scope reads).
     */
    get: operations['getFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/request-booking/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Preview a booking request
     * @description Checks every price and availability again and saves nothing: `diff` is what changed since the quote was saved. Send `file.totals.sellCents` as `expectedSellCents` when requesting.
     *
     *     Needs an API key with the `book` scope.
     */
    post: operations['previewBookingRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/request-booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request the booking
     * @description Books the quote: its suppliers are asked (services from allotment are confirmed at once). With `expectedSellCents` from the preview, a price that changed since answers 409 and books nothing.
     *
     *     Needs an API key with the `book` scope.
     */
    post: operations['requestBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/amendments/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Preview moving a confirmed booking
     * @description What moving the booking to a new travel date would do to each service and the price; saves nothing. Send its `version` back as `expectedVersion`.
     *
     *     Needs an API key with the `book` scope.
     */
    post: operations['previewAmendment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/amendments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a confirmed booking
     * @description Moves every service to the new travel date, asks or tells the suppliers and invoices or credits the difference. A file changed since the preview (`expectedVersion`) answers 409.
     *
     *     Needs an API key with the `book` scope.
     */
    post: operations['amendBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/cancellation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Cancellation fees
     * @description What cancelling today would cost: each service's fee under its policy.
     *
     *     Any API key may call this (every scope reads).
     */
    get: operations['getCancellationQuote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a quote or booking
     * @description Cancels the file; a booking keeps its cancellation fees (see `getCancellationQuote`) and its suppliers are told.
     *
     *     Needs an API key with the `book` scope.
     */
    post: operations['cancelFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/payment-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a payment link
     * @description A payment page for the booking's deposit or balance (one live session per amount: asking again answers the same one). Send your client to its `checkoutUrl`.
     *
     *     Needs an API key with the `pay` scope.
     */
    post: operations['createPaymentSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A file's invoices and credit notes
     * @description Any API key may call this (every scope reads).
     */
    get: operations['listFileInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/account/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The agency's account
     * @description The ledger of invoices, credit notes and payments in a period, a page at a time, with the opening and closing balance.
     *
     *     Any API key may call this (every scope reads).
     */
    get: operations['getAccountSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/itinerary.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The itinerary (PDF)
     * @description Any API key may call this (every scope reads).
     */
    get: operations['downloadItinerary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/files/{ref}/lines/{lineId}/voucher.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A confirmed service's voucher (PDF)
     * @description Only for a confirmed service: any other answers 409.
     *
     *     Any API key may call this (every scope reads).
     */
    get: operations['downloadVoucher'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An invoice (PDF)
     * @description Any API key may call this (every scope reads).
     */
    get: operations['downloadInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/v1/credit-notes/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A credit note (PDF)
     * @description Any API key may call this (every scope reads).
     */
    get: operations['downloadCreditNote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    PricePackageRequest: {
      packageId: number;
      travelDate: string;
      /** @enum {string} */
      accommodationClass: 'standard' | 'superior' | 'deluxe';
      rooms: {
        /** @enum {string} */
        roomType: 'DB' | 'SG' | 'TW' | 'TR' | 'QD' | 'OT';
        adults: number;
        /** @default 0 */
        children?: number;
        childAges?: number[];
      }[];
    };
    PriceServicesRequest: {
      travelDate: string;
      rooms: {
        /** @enum {string} */
        roomType: 'DB' | 'SG' | 'TW' | 'TR' | 'QD' | 'OT';
        adults: number;
        /** @default 0 */
        children?: number;
        childAges?: number[];
        /** @default [] */
        guests?: {
          /** @default null */
          title?: ('Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Dr' | 'Mstr') | null;
          fullName: string;
          /** @default false */
          isChild?: boolean;
          /** @default null */
          dateOfBirth?: string | null;
        }[];
      }[];
      services: {
        productId: number;
        date: string;
        /** @default 1 */
        span?: number;
        /** @default null */
        startTime?: string | null;
        /** @default null */
        endTime?: string | null;
        /** @default  */
        remarks?: string;
      }[];
    };
    CreateQuoteRequest: {
      packageId: number;
      travelDate: string;
      /** @enum {string} */
      accommodationClass: 'standard' | 'superior' | 'deluxe';
      rooms: {
        /** @enum {string} */
        roomType: 'DB' | 'SG' | 'TW' | 'TR' | 'QD' | 'OT';
        adults: number;
        /** @default 0 */
        children?: number;
        childAges?: number[];
        /** @default [] */
        guests?: {
          /** @default null */
          title?: ('Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Dr' | 'Mstr') | null;
          fullName: string;
          /** @default false */
          isChild?: boolean;
          /** @default null */
          dateOfBirth?: string | null;
        }[];
      }[];
      bookingName: string;
      /** @default  */
      yourReference?: string;
      /** @default  */
      notes?: string;
      /** @default  */
      supplierNote?: string;
    };
    CreateCustomQuoteRequest: {
      travelDate: string;
      nights: number;
      rooms: {
        /** @enum {string} */
        roomType: 'DB' | 'SG' | 'TW' | 'TR' | 'QD' | 'OT';
        adults: number;
        /** @default 0 */
        children?: number;
        childAges?: number[];
        /** @default [] */
        guests?: {
          /** @default null */
          title?: ('Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Dr' | 'Mstr') | null;
          fullName: string;
          /** @default false */
          isChild?: boolean;
          /** @default null */
          dateOfBirth?: string | null;
        }[];
      }[];
      bookingName: string;
      /** @default  */
      yourReference?: string;
      /** @default  */
      notes?: string;
      /** @default  */
      supplierNote?: string;
    };
    AddQuoteServiceRequest: {
      productId: number;
      date: string;
      /** @default 1 */
      span?: number;
      /** @default null */
      startTime?: string | null;
      /** @default null */
      endTime?: string | null;
      /** @default  */
      remarks?: string;
      /** @default null */
      replacesDroppedKey?: string | null;
    };
    RequestBookingRequest: {
      /** @default null */
      expectedSellCents?: number | null;
    };
    AmendmentRequest: {
      travelDate: string;
      expectedVersion: number;
    };
    CreatePaymentSessionRequest: {
      /** @enum {string} */
      purpose: 'deposit' | 'balance';
    };
    ListLocationsResponse: {
      data: {
        id: number;
        code: string;
        name: string;
        region: string;
        /** @enum {string} */
        country: 'NZ' | 'AU';
      }[];
    };
    Error: {
      message: string;
      errors?: {
        [key: string]: string[];
      };
      requestId?: string;
    };
    SearchProductsResponse: {
      data: {
        id: number;
        code: string;
        name: string;
        description: string;
        supplierId: number;
        supplierName: string;
        /** @enum {string} */
        serviceTypeCode:
          'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
        locationId: number;
        locationName: string;
        accommodationClass: ('standard' | 'superior' | 'deluxe') | null;
        roomTypes: ('DB' | 'SG' | 'TW' | 'TR' | 'QD' | 'OT')[];
        /** @enum {string} */
        pricingBasis: 'per_room_night' | 'per_person' | 'per_vehicle_day' | 'per_unit';
        startTime: string | null;
        endTime: string | null;
        durationMinutes: number | null;
        /** @enum {string} */
        currency: 'NZD' | 'AUD';
        fromSellCents: number | null;
        hasRate: boolean | null;
        status: ('Available' | 'Allotment' | 'On Request' | 'Full' | 'Unavailable') | null;
      }[];
      meta: {
        current_page: number;
        last_page: number;
        per_page: number;
        total: number;
        from: number | null;
        to: number | null;
      };
      links: {
        first: string | null;
        last: string | null;
        prev: string | null;
        next: string | null;
      };
    };
    SearchPackagesResponse: {
      data: {
        id: number;
        code: string;
        brandId: 1 | 2;
        name: string;
        description: string;
        startLocationId: number;
        durationNights: number;
        /** @enum {string} */
        transportType: 'rental_car' | 'seat_in_coach' | 'private_transfer';
        productTariff: string;
        /** @enum {string} */
        status: 'published' | 'test';
        startLocationName: string;
        accommodationClasses: ('standard' | 'superior' | 'deluxe')[];
      }[];
      meta: {
        current_page: number;
        last_page: number;
        per_page: number;
        total: number;
        from: number | null;
        to: number | null;
      };
      links: {
        first: string | null;
        last: string | null;
        prev: string | null;
        next: string | null;
      };
    };
    PricePackageResponse: {
      packageId: number | null;
      packageName: string | null;
      brandId: 1 | 2;
      /** @enum {string} */
      currency: 'NZD' | 'AUD';
      gstPercent: number;
      travelDate: string;
      endDate: string;
      accommodationClass: ('standard' | 'superior' | 'deluxe') | null;
      /** @enum {string} */
      pricingModel: 'gross' | 'net';
      rooms: {
        /** @enum {string} */
        roomType: 'DB' | 'SG' | 'TW' | 'TR' | 'QD' | 'OT';
        adults: number;
        /** @default 0 */
        children: number;
        childAges?: number[];
      }[];
      pax: {
        adults: number;
        children: number;
      };
      flags: {
        hasMissingRates: boolean;
        hasOnRequest: boolean;
        hasUnavailable: boolean;
        hasMissingAccommodation: boolean;
        missingAccommodationDays: number[];
      };
      days: {
        dayNumber: number;
        date: string;
        title: string;
        description: string;
        overnightLocationId: number | null;
        drivingNotes: {
          fromLocationId: number;
          toLocationId: number;
          km: number;
          minutes: number;
          notes: string;
        }[];
        lines: {
          key: string;
          dayNumber: number;
          date: string;
          endDate: string;
          startTime: string | null;
          endTime: string | null;
          productId: number;
          productName: string;
          supplierId: number;
          /** @enum {string} */
          serviceTypeCode:
            'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
          /** @enum {string} */
          basis: 'per_room_night' | 'per_person' | 'per_vehicle_day' | 'per_unit';
          /** @enum {string} */
          taxCode: 'standard' | 'zero_rated';
          span: number;
          quantity: number;
          /** @enum {string} */
          status: 'Available' | 'Allotment' | 'On Request' | 'Full' | 'Unavailable';
          missingRate: boolean;
          missingRateDates: string[];
          sellCents: number;
          commissionCents: number;
          netCents: number;
        }[];
      }[];
      totals: {
        sellCents: number;
        commissionCents: number;
        netCents: number;
        gstCents: number;
        netGstCents: number;
        pricedLineCount: number;
        excludedLineCount: number;
      };
    };
    PriceServicesResponse: {
      brandId: 1 | 2;
      /** @enum {string} */
      currency: 'NZD' | 'AUD';
      gstPercent: number;
      /** @enum {string} */
      pricingModel: 'gross' | 'net';
      clientMarkupBasisPoints: number | null;
      travelDate: string;
      endDate: string;
      pax: {
        adults: number;
        children: number;
      };
      services: {
        key: string;
        dayNumber: number;
        date: string;
        endDate: string;
        startTime: string | null;
        endTime: string | null;
        productId: number;
        productName: string;
        supplierId: number;
        /** @enum {string} */
        serviceTypeCode:
          'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
        /** @enum {string} */
        basis: 'per_room_night' | 'per_person' | 'per_vehicle_day' | 'per_unit';
        /** @enum {string} */
        taxCode: 'standard' | 'zero_rated';
        span: number;
        quantity: number;
        /** @enum {string} */
        status: 'Available' | 'Allotment' | 'On Request' | 'Full' | 'Unavailable';
        missingRate: boolean;
        missingRateDates: string[];
        sellCents: number;
        commissionCents: number;
        netCents: number;
        gstCents: number;
        netGstCents: number;
        clientCents: number;
        issue: ('no-rate' | 'stop-sell' | 'full') | null;
      }[];
      totals: {
        sellCents: number;
        commissionCents: number;
        netCents: number;
        gstCents: number;
        netGstCents: number;
        clientCents: number;
        clientGstCents: number;
      };
    };
    FileView: {
      id: number;
      reference: string;
      yourReference: string;
      bookingName: string;
      /** @enum {string} */
      status:
        | 'Quote'
        | 'Requested'
        | 'Processing'
        | 'Confirmed'
        | 'Amendment'
        | 'Cancellation'
        | 'Cancelled';
      relatedReference: string | null;
      travelDate: string;
      endDate: string;
      brandId: 1 | 2;
      /** @enum {string} */
      currency: 'NZD' | 'AUD';
      gstPercent: number;
      agencyId: number;
      agencyName: string;
      agentId: number;
      agentName: string;
      packageId: number | null;
      packageName: string | null;
      accommodationClass: ('standard' | 'superior' | 'deluxe') | null;
      /** @enum {string} */
      pricingModel: 'gross' | 'net';
      /** @enum {string} */
      travellerPayments: 'operator' | 'agency';
      clientMarkupBasisPoints: number | null;
      rooms: {
        /** @enum {string} */
        roomType: 'DB' | 'SG' | 'TW' | 'TR' | 'QD' | 'OT';
        adults: number;
        /** @default 0 */
        children: number;
        childAges?: number[];
        /** @default [] */
        guests: {
          /** @default null */
          title: ('Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Dr' | 'Mstr') | null;
          fullName: string;
          /** @default false */
          isChild: boolean;
          /** @default null */
          dateOfBirth: string | null;
        }[];
      }[];
      pax: {
        adults: number;
        children: number;
      };
      notes: string;
      supplierNote: string;
      droppedLines: {
        key: string;
        dayNumber: number;
        date: string;
        productId: number;
        name: string;
        /** @enum {string} */
        serviceTypeCode:
          'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
        span: number;
        missingRateDates: string[];
      }[];
      version: number;
      abilities: {
        canEdit: boolean;
        canRequestBooking: boolean;
        canCancel: boolean;
        canAmend: boolean;
        canCopy: boolean;
        nextStatuses: (
          | 'Quote'
          | 'Requested'
          | 'Processing'
          | 'Confirmed'
          | 'Amendment'
          | 'Cancellation'
          | 'Cancelled'
        )[];
      };
      creditHold: {
        heldAt: string;
        depositCents: number;
        releasedAt: string | null;
        release: ('deposit' | 'approval') | null;
      } | null;
      createdAt: string;
      updatedAt: string;
      createdByName: string | null;
      updatedByName: string | null;
      days: {
        dayNumber: number;
        date: string;
        title: string;
        description: string;
        overnightLocationId: number | null;
        drivingNotes: {
          fromLocationId: number;
          toLocationId: number;
          km: number;
          minutes: number;
          notes: string;
        }[];
        lines: {
          id: number;
          key: string;
          dayNumber: number;
          date: string;
          endDate: string;
          startTime: string | null;
          endTime: string | null;
          productId: number | null;
          isManual: boolean;
          supplierId: number;
          supplierName: string;
          /** @enum {string} */
          serviceTypeCode:
            'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
          name: string;
          /** @enum {string} */
          basis: 'per_room_night' | 'per_person' | 'per_vehicle_day' | 'per_unit';
          /** @enum {string} */
          taxCode: 'standard' | 'zero_rated';
          span: number;
          quantity: number;
          /** @enum {string} */
          status:
            | 'Available'
            | 'Allotment'
            | 'On Request'
            | 'Full'
            | 'Unavailable'
            | 'Requested'
            | 'Confirmed'
            | 'Wait'
            | 'Unable'
            | 'Cancelled'
            | 'Provisional';
          sellCents: number;
          commissionCents: number;
          netCents: number;
          clientCents: number;
          confirmation: string | null;
          voucher: string | null;
          remarks: string;
          phone: string;
          address: string;
          hasAllotmentHeld: boolean;
          supplierReason: string;
          cancellationFeeCents: number;
        }[];
      }[];
      totals: {
        sellCents: number;
        commissionCents: number;
        netCents: number;
        gstCents: number;
        netGstCents: number;
        clientCents: number;
        clientGstCents: number;
      };
    };
    AddQuoteServiceResponse: {
      file: components['schemas']['FileView'];
      diff: {
        fields: {
          /** @enum {string} */
          field:
            | 'bookingName'
            | 'yourReference'
            | 'notes'
            | 'supplierNote'
            | 'travelDate'
            | 'endDate'
            | 'rooms'
            | 'status';
          before: string;
          after: string;
        }[];
        added: {
          key: string;
          dayNumber: number;
          name: string;
          before: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          after: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          changes: (
            | 'productId'
            | 'date'
            | 'endDate'
            | 'span'
            | 'quantity'
            | 'status'
            | 'sellCents'
            | 'commissionCents'
            | 'netCents'
          )[];
          sellDeltaCents: number;
          netDeltaCents: number;
        }[];
        removed: {
          key: string;
          dayNumber: number;
          name: string;
          before: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          after: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          changes: (
            | 'productId'
            | 'date'
            | 'endDate'
            | 'span'
            | 'quantity'
            | 'status'
            | 'sellCents'
            | 'commissionCents'
            | 'netCents'
          )[];
          sellDeltaCents: number;
          netDeltaCents: number;
        }[];
        changed: {
          key: string;
          dayNumber: number;
          name: string;
          before: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          after: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          changes: (
            | 'productId'
            | 'date'
            | 'endDate'
            | 'span'
            | 'quantity'
            | 'status'
            | 'sellCents'
            | 'commissionCents'
            | 'netCents'
          )[];
          sellDeltaCents: number;
          netDeltaCents: number;
        }[];
        unchangedCount: number;
        totalDelta: {
          sellCents: number;
          commissionCents: number;
          netCents: number;
          gstCents: number;
        };
        hasChanges: boolean;
      };
      dryRun: boolean;
    };
    GetFileResponse: {
      id: number;
      reference: string;
      yourReference: string;
      bookingName: string;
      /** @enum {string} */
      status:
        | 'Quote'
        | 'Requested'
        | 'Processing'
        | 'Confirmed'
        | 'Amendment'
        | 'Cancellation'
        | 'Cancelled';
      relatedReference: string | null;
      travelDate: string;
      endDate: string;
      brandId: 1 | 2;
      /** @enum {string} */
      currency: 'NZD' | 'AUD';
      gstPercent: number;
      agencyId: number;
      agencyName: string;
      agentId: number;
      agentName: string;
      packageId: number | null;
      packageName: string | null;
      accommodationClass: ('standard' | 'superior' | 'deluxe') | null;
      /** @enum {string} */
      pricingModel: 'gross' | 'net';
      /** @enum {string} */
      travellerPayments: 'operator' | 'agency';
      clientMarkupBasisPoints: number | null;
      rooms: {
        /** @enum {string} */
        roomType: 'DB' | 'SG' | 'TW' | 'TR' | 'QD' | 'OT';
        adults: number;
        /** @default 0 */
        children: number;
        childAges?: number[];
        /** @default [] */
        guests: {
          /** @default null */
          title: ('Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Dr' | 'Mstr') | null;
          fullName: string;
          /** @default false */
          isChild: boolean;
          /** @default null */
          dateOfBirth: string | null;
        }[];
      }[];
      pax: {
        adults: number;
        children: number;
      };
      notes: string;
      supplierNote: string;
      droppedLines: {
        key: string;
        dayNumber: number;
        date: string;
        productId: number;
        name: string;
        /** @enum {string} */
        serviceTypeCode:
          'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
        span: number;
        missingRateDates: string[];
      }[];
      version: number;
      abilities: {
        canEdit: boolean;
        canRequestBooking: boolean;
        canCancel: boolean;
        canAmend: boolean;
        canCopy: boolean;
        nextStatuses: (
          | 'Quote'
          | 'Requested'
          | 'Processing'
          | 'Confirmed'
          | 'Amendment'
          | 'Cancellation'
          | 'Cancelled'
        )[];
      };
      creditHold: {
        heldAt: string;
        depositCents: number;
        releasedAt: string | null;
        release: ('deposit' | 'approval') | null;
      } | null;
      createdAt: string;
      updatedAt: string;
      createdByName: string | null;
      updatedByName: string | null;
      days: {
        dayNumber: number;
        date: string;
        title: string;
        description: string;
        overnightLocationId: number | null;
        drivingNotes: {
          fromLocationId: number;
          toLocationId: number;
          km: number;
          minutes: number;
          notes: string;
        }[];
        lines: {
          id: number;
          key: string;
          dayNumber: number;
          date: string;
          endDate: string;
          startTime: string | null;
          endTime: string | null;
          productId: number | null;
          isManual: boolean;
          supplierId: number;
          supplierName: string;
          /** @enum {string} */
          serviceTypeCode:
            'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
          name: string;
          /** @enum {string} */
          basis: 'per_room_night' | 'per_person' | 'per_vehicle_day' | 'per_unit';
          /** @enum {string} */
          taxCode: 'standard' | 'zero_rated';
          span: number;
          quantity: number;
          /** @enum {string} */
          status:
            | 'Available'
            | 'Allotment'
            | 'On Request'
            | 'Full'
            | 'Unavailable'
            | 'Requested'
            | 'Confirmed'
            | 'Wait'
            | 'Unable'
            | 'Cancelled'
            | 'Provisional';
          sellCents: number;
          commissionCents: number;
          netCents: number;
          clientCents: number;
          confirmation: string | null;
          voucher: string | null;
          remarks: string;
          phone: string;
          address: string;
          hasAllotmentHeld: boolean;
          supplierReason: string;
          cancellationFeeCents: number;
        }[];
      }[];
      totals: {
        sellCents: number;
        commissionCents: number;
        netCents: number;
        gstCents: number;
        netGstCents: number;
        clientCents: number;
        clientGstCents: number;
      };
      documents: {
        /** @enum {string} */
        kind: 'itinerary' | 'voucher' | 'invoice' | 'credit-note';
        title: string;
        url: string;
      }[];
    };
    PreviewBookingRequestResponse: {
      canRequest: boolean;
      blockers: {
        /** @enum {string} */
        code: 'no-services' | 'unavailable-service' | 'not-a-quote' | 'missing-rate';
        message: string;
        lineKey: string | null;
      }[];
      creditHold: {
        limitCents: number;
        usedCents: number;
      } | null;
      diff: {
        fields: {
          /** @enum {string} */
          field:
            | 'bookingName'
            | 'yourReference'
            | 'notes'
            | 'supplierNote'
            | 'travelDate'
            | 'endDate'
            | 'rooms'
            | 'status';
          before: string;
          after: string;
        }[];
        added: {
          key: string;
          dayNumber: number;
          name: string;
          before: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          after: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          changes: (
            | 'productId'
            | 'date'
            | 'endDate'
            | 'span'
            | 'quantity'
            | 'status'
            | 'sellCents'
            | 'commissionCents'
            | 'netCents'
          )[];
          sellDeltaCents: number;
          netDeltaCents: number;
        }[];
        removed: {
          key: string;
          dayNumber: number;
          name: string;
          before: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          after: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          changes: (
            | 'productId'
            | 'date'
            | 'endDate'
            | 'span'
            | 'quantity'
            | 'status'
            | 'sellCents'
            | 'commissionCents'
            | 'netCents'
          )[];
          sellDeltaCents: number;
          netDeltaCents: number;
        }[];
        changed: {
          key: string;
          dayNumber: number;
          name: string;
          before: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          after: {
            productId: number | null;
            name: string;
            /** @enum {string} */
            serviceTypeCode:
              'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
            date: string;
            endDate: string;
            span: number;
            quantity: number;
            /** @enum {string} */
            status:
              | 'Available'
              | 'Allotment'
              | 'On Request'
              | 'Full'
              | 'Unavailable'
              | 'Requested'
              | 'Confirmed'
              | 'Wait'
              | 'Unable'
              | 'Cancelled'
              | 'Provisional';
            sellCents: number;
            commissionCents: number;
            netCents: number;
          } | null;
          changes: (
            | 'productId'
            | 'date'
            | 'endDate'
            | 'span'
            | 'quantity'
            | 'status'
            | 'sellCents'
            | 'commissionCents'
            | 'netCents'
          )[];
          sellDeltaCents: number;
          netDeltaCents: number;
        }[];
        unchangedCount: number;
        totalDelta: {
          sellCents: number;
          commissionCents: number;
          netCents: number;
          gstCents: number;
        };
        hasChanges: boolean;
      };
      file: components['schemas']['FileView'];
    };
    PreviewAmendmentResponse: {
      reference: string;
      version: number;
      fromTravelDate: string;
      toTravelDate: string;
      lines: {
        lineId: number;
        name: string;
        fromDate: string;
        toDate: string;
        fromNetCents: number;
        toNetCents: number;
        fromSellCents: number;
        toSellCents: number;
        /** @enum {string} */
        pricing: 'kept' | 'repriced';
        /** @enum {string} */
        status:
          | 'Available'
          | 'Allotment'
          | 'On Request'
          | 'Full'
          | 'Unavailable'
          | 'Requested'
          | 'Confirmed'
          | 'Wait'
          | 'Unable'
          | 'Cancelled'
          | 'Provisional';
        /** @enum {string} */
        supplier: 'notified' | 'asked';
      }[];
      blockers: {
        /** @enum {string} */
        code: 'no-rate' | 'unavailable' | 'scheduled-departure';
        lineId: number;
        name: string;
        message: string;
      }[];
      fromNetCents: number;
      toNetCents: number;
      fromSellCents: number;
      toSellCents: number;
      netDeltaCents: number;
    };
    GetCancellationQuoteResponse: {
      reference: string;
      on: string;
      lines: {
        lineId: number;
        name: string;
        date: string;
        daysBefore: number;
        netCents: number;
        feeCents: number;
        band: {
          withinDays: number;
          /** @enum {string} */
          kind: 'percent' | 'nights' | 'fixed';
          value: number;
        } | null;
        whole: ('non-refundable' | 'begun') | null;
      }[];
      feeCents: number;
      refundCents: number;
    };
    CreatePaymentSessionResponse: {
      token: string;
      /** @enum {string} */
      provider: 'sandbox' | 'stripe';
      /** @enum {string} */
      status:
        | 'open'
        | 'requires_action'
        | 'processing'
        | 'paid'
        | 'failed'
        | 'expired'
        | 'cancelled'
        | 'refunded';
      /** @enum {string} */
      purpose: 'deposit' | 'balance';
      bookingReference: string;
      bookingName: string;
      invoiceNumber: string;
      amountCents: number;
      /** @enum {string} */
      currency: 'NZD' | 'AUD';
      checkoutUrl: string;
      failureMessage: string | null;
      closedReason: ('booking-cancelled' | 'already-paid' | 'replaced') | null;
      isBookingCancelled: boolean;
      verificationAttemptsLeft: number | null;
      receiptNumber: string | null;
      travelAppUrl: string | null;
      expiresAt: string;
      paidAt: string | null;
    };
    ListFileInvoicesResponse: {
      invoices: {
        id: number;
        number: string;
        fileReference: string;
        /** @enum {string} */
        status: 'issued' | 'part-paid' | 'paid' | 'void';
        currency: string;
        issuedOn: string;
        totalCents: number;
        gstCents: number;
        gstPercent: number;
        zeroRatedCents: number;
        depositCents: number;
        depositDueOn: string;
        balanceCents: number;
        balanceDueOn: string;
        paidCents: number;
        creditedCents: number;
        outstandingCents: number;
        lines: {
          dayNumber: number;
          date: string;
          name: string;
          serviceTypeCode: string;
          quantity: number;
          amountCents: number;
          /** @enum {string} */
          taxCode: 'standard' | 'zero_rated';
        }[];
      }[];
      creditNotes: {
        id: number;
        number: string;
        invoiceId: number;
        invoiceNumber: string;
        fileReference: string;
        currency: string;
        issuedOn: string;
        totalCents: number;
        gstCents: number;
        zeroRatedCents: number;
        reason: string;
      }[];
    };
    GetAccountSummaryResponse: {
      data: {
        id: number;
        date: string;
        /** @enum {string} */
        type: 'invoice' | 'payment' | 'credit_note' | 'refund' | 'commission';
        reference: string;
        fileReference: string | null;
        valueCents: number;
        runningBalanceCents: number;
      }[];
      meta: {
        current_page: number;
        last_page: number;
        per_page: number;
        total: number;
        from: number | null;
        to: number | null;
      };
      links: {
        first: string | null;
        last: string | null;
        prev: string | null;
        next: string | null;
      };
      currency: string;
      openingBalanceCents: number;
      closingBalanceCents: number;
    };
    PdfDocument: string;
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listLocations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListLocationsResponse'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchProducts: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        q?: string;
        serviceType?:
          'AC' | 'AF' | 'AT' | 'CR' | 'IT' | 'GU' | 'IN' | 'RC' | 'SU' | 'TN' | 'TR' | 'WK';
        locationId?: number;
        date?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchProductsResponse'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchPackages: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        durationNights?: number;
        startLocationId?: number;
        transportType?: 'rental_car' | 'seat_in_coach' | 'private_transfer';
        accommodationClass?: 'standard' | 'superior' | 'deluxe';
        productTariff?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchPackagesResponse'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  pricePackage: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PricePackageRequest'];
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PricePackageResponse'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  priceServices: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PriceServicesRequest'];
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PriceServicesResponse'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createQuote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateQuoteRequest'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileView'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createCustomQuote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCustomQuoteRequest'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileView'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  addQuoteService: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddQuoteServiceRequest'];
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddQuoteServiceResponse'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetFileResponse'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  previewBookingRequest: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewBookingRequestResponse'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  requestBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RequestBookingRequest'];
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileView'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  previewAmendment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmendmentRequest'];
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewAmendmentResponse'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  amendBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmendmentRequest'];
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileView'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCancellationQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetCancellationQuoteResponse'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelFile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileView'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createPaymentSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422). */
        'Idempotency-Key'?: string;
      };
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePaymentSessionRequest'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatePaymentSessionResponse'];
        };
      };
      /** @description The body could not be read (malformed JSON, wrong content type). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listFileInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListFileInvoicesResponse'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAccountSummary: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        from?: string;
        to?: string;
        fileReference?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetAccountSummaryResponse'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadItinerary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['PdfDocument'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadVoucher: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ref: string;
        lineId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['PdfDocument'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['PdfDocument'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadCreditNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['PdfDocument'];
        };
      };
      /** @description No valid API key: send `Authorization: Bearer <key>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The key lacks the scope, or the key's user the permission, this call needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found in your agency (another agency's records are not found either). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over the key's rate limit: try again after the `retry-after` header's seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
