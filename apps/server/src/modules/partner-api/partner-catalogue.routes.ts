import type { FastifyInstance } from 'fastify';
import {
  ZAgentPackageQuery,
  ZAgentPackageSummary,
  ZProductSearchQuery,
  ZProductSearchResult,
  ZStartLocation,
  zDataList,
} from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZPricedServices, ZPriceServicesRequest } from '@portal/shared/contracts/partner-v1';
import { ZAgentPricedQuote, ZPriceRequest } from '@portal/shared/contracts/pricing';
import type { TAppContext } from '../../app-context';
import { callerOf, sessionUserOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { listSearchLocations } from '../catalogue/locations.service';
import { contentLanguageOf } from '../content/content-language';
import { priceServiceList } from '../files/commands/price-services';
import { priceQuoteAs } from '../packages/package-pricing.service';
import { authorizeQuotePricing } from '../pricing/pricing.policy';
import { partnerPolicy, partnerRoute } from './partner.policy';
import { searchPartnerPackages, searchPartnerProducts } from './partner.service';
import { partnerErrors, partnerPostErrors } from './partner-responses';

const ZLocationList = zDataList(ZStartLocation);
const ZProductSearchPage = zPaginated(ZProductSearchResult);
const ZPackageSearchPage = zPaginated(ZAgentPackageSummary);

/**
 * The partner API's catalogue: what the agent's product and package searches find, the price
 * form's price of a package (contracts/catalogue-api.ts, contracts/pricing.ts), and the price of a
 * list of services as a quote would carry them (contracts/partner-v1.ts).
 */
export function registerPartnerCatalogueRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Catalogue'];

  routes.get(
    '/api/partner/v1/locations',
    {
      config: partnerRoute(partnerPolicy.searchCatalogue),
      schema: {
        operationId: 'listLocations',
        summary: 'Locations with products',
        description:
          'Every location with an active product, by name: the `locationId` filter of product search.',
        tags,
        response: { 200: ZLocationList, ...partnerErrors() },
      },
    },
    async () => ({ data: await listSearchLocations(ctx) }),
  );

  routes.get(
    '/api/partner/v1/products',
    {
      config: partnerRoute(partnerPolicy.searchCatalogue),
      schema: {
        operationId: 'searchProducts',
        summary: 'Search products',
        description:
          'Active products by text, service type and location. With a `date`, each carries its lowest sell price of one unit that day in your market (`fromSellCents`, null: no rate) and its availability.',
        tags,
        querystring: ZProductSearchQuery,
        response: { 200: ZProductSearchPage, ...partnerErrors() },
      },
    },
    async (request) =>
      searchPartnerProducts(ctx, sessionUserOf(request), request.query, contentLanguageOf(request)),
  );

  routes.get(
    '/api/partner/v1/packages',
    {
      config: partnerRoute(partnerPolicy.searchCatalogue),
      schema: {
        operationId: 'searchPackages',
        summary: 'Search packages',
        description:
          'The published packages of your market, with the accommodation classes each offers on every night.',
        tags,
        querystring: ZAgentPackageQuery,
        response: { 200: ZPackageSearchPage, ...partnerErrors() },
      },
    },
    async (request) =>
      searchPartnerPackages(ctx, sessionUserOf(request), request.query, contentLanguageOf(request)),
  );

  routes.post(
    '/api/partner/v1/quotes/price',
    {
      config: partnerRoute(partnerPolicy.price),
      schema: {
        operationId: 'pricePackage',
        summary: 'Price a package',
        description:
          "Prices a package for a travel date, accommodation class and rooms with your agency's pricing, as the price form does. Nothing is saved; services with no rate come back with `missingRate`. Create a quote to keep it.",
        tags: ['Quotes'],
        body: ZPriceRequest,
        response: { 200: ZAgentPricedQuote, ...partnerPostErrors(404) },
      },
    },
    async (request) => priceQuoteAs(ctx, await authorizeQuotePricing(request), request.body),
  );

  routes.post(
    '/api/partner/v1/services/price',
    {
      config: partnerRoute(partnerPolicy.price),
      schema: {
        operationId: 'priceServices',
        summary: 'Price a list of services',
        description:
          "Prices up to 30 services from product search for a travel date and rooms exactly as a new custom quote of your agency would when they are added to it (`addQuoteService`): each with the status it would get (Available is free sell, Allotment, On Request, Full, Unavailable), its sell, commission, net, GST and client price, or why it cannot be quoted or booked (`issue`: `no-rate`, `stop-sell`, `full`), and the quote's totals. Nothing is saved: no quote, no reference number, no event.",
        tags: ['Quotes'],
        body: ZPriceServicesRequest,
        response: { 200: ZPricedServices, ...partnerPostErrors() },
      },
    },
    async (request) => priceServiceList({ ctx }, await callerOf(request), request.body),
  );
}
