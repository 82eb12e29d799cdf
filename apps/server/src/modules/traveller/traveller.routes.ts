import { sessionUserOf } from '../../lib/request-user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZFileRefParams } from '@portal/shared/contracts/files';
import {
  ZAcceptQuoteRequest,
  ZAdminEmergencyContact,
  ZAdminFileTraveller,
  ZEmergencyContact,
  ZEmergencyContactRequest,
  ZFeedbackRequest,
  ZFindItineraryParams,
  ZFindItineraryResponse,
  ZPrizeCart,
  ZPrizeParams,
  ZPublicQuote,
  ZTravelApp,
  ZTravelAppFeedback,
  ZTravelAppServiceParams,
  ZShareLinkEmailRequest,
  ZTravellerLinkKind,
  ZTravellerLinks,
  ZTravellerShare,
  ZTravellerTokenParams,
} from '@portal/shared/contracts/traveller';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { contentLanguageOf } from '../content/content-language';
import { scopeOf } from '../files/files.policy';
import { travellerPolicy, travellerRateLimits } from './traveller.policy';
import { createTravellerService } from './traveller.service';

/** The travel app is cached by the traveller's service worker, never by shared caches. */
const PRIVATE_CACHE = 'private, max-age=0';

/** The raw path segment; validated by hand so an empty reference is a 400, as the page expects. */
const ZRawReferenceParams = z.object({ reference: z.string().max(200) });

function parseReference(params: { reference: string }): string {
  const parsed = ZFindItineraryParams.safeParse(params);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'This field is required';
    throw new AppError('BAD_REQUEST', message, { errors: { reference: [message] } });
  }
  return parsed.data.reference;
}

const ipOf = (request: FastifyRequest) => request.ip;

const ZTravellerLinkParams = ZFileRefParams.extend({ kind: ZTravellerLinkKind });

/**
 * Traveller pages (contracts/traveller.ts lists every endpoint): the itinerary app, feedback and
 * prizes, the public quote; the links agents hand on; the back office's view of a file (prizes and
 * reviews are managed in modules/prizes and modules/reviews).
 * Register after registerRealtime: the quote.accepted push goes through app.broadcaster.
 */
export function registerTravellerRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createTravellerService(ctx, { broadcaster: () => app.broadcaster });
  const publicRead = {
    access: travellerPolicy.traveller,
    rateLimit: travellerRateLimits.read,
  };
  const publicWrite = {
    access: travellerPolicy.traveller,
    rateLimit: travellerRateLimits.write,
  };

  // Travellers ----------------------------------------------------------------------------------
  routes.get(
    '/api/find-itinerary/:reference',
    {
      config: { access: travellerPolicy.traveller, rateLimit: travellerRateLimits.findItinerary },
      schema: { params: ZRawReferenceParams, response: { 200: ZFindItineraryResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.findItinerary(parseReference(request.params));
    },
  );

  // Rate limited as the itinerary search: a reference is easier to guess than a link's token.
  routes.get(
    '/api/find-quote/:reference',
    {
      config: { access: travellerPolicy.traveller, rateLimit: travellerRateLimits.findItinerary },
      schema: { params: ZRawReferenceParams, response: { 200: ZFindItineraryResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.findQuote(parseReference(request.params));
    },
  );

  routes.get(
    '/api/travel-app/:token',
    {
      config: publicRead,
      schema: { params: ZTravellerTokenParams, response: { 200: ZTravelApp } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE).header('vary', 'Accept-Language');
      return service.travelApp(request.params.token, contentLanguageOf(request));
    },
  );

  routes.get(
    '/api/travel-app/:token/services/:lineId/voucher.pdf',
    { config: publicRead, schema: { params: ZTravelAppServiceParams } },
    async (request, reply) => {
      const voucher = await service.voucher(request.params.token, request.params.lineId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${voucher.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(voucher.pdf);
    },
  );

  routes.put(
    '/api/travel-app/:token/emergency-contact',
    {
      config: publicWrite,
      schema: {
        params: ZTravellerTokenParams,
        body: ZEmergencyContactRequest,
        response: { 200: ZEmergencyContact },
      },
    },
    async (request) =>
      service.saveEmergencyContact(request.params.token, request.body, ipOf(request)),
  );

  routes.post(
    '/api/travel-app/:token/feedback',
    {
      config: publicWrite,
      schema: {
        params: ZTravellerTokenParams,
        body: ZFeedbackRequest,
        response: { 201: ZTravelAppFeedback },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.leaveFeedback(request.params.token, request.body, ipOf(request))),
  );

  routes.get(
    '/api/travel-app/:token/prizes',
    {
      config: publicRead,
      schema: { params: ZTravellerTokenParams, response: { 200: ZPrizeCart } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE).header('vary', 'Accept-Language');
      return service.prizeCart(request.params.token, contentLanguageOf(request));
    },
  );

  routes.post(
    '/api/travel-app/:token/prizes/:prizeId',
    {
      config: publicWrite,
      schema: { params: ZPrizeParams, response: { 200: ZPrizeCart } },
    },
    async (request) =>
      service.choosePrize(
        request.params.token,
        request.params.prizeId,
        ipOf(request),
        contentLanguageOf(request),
      ),
  );

  routes.get(
    '/api/quotes/public/:token',
    {
      config: publicRead,
      schema: { params: ZTravellerTokenParams, response: { 200: ZPublicQuote } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE);
      return service.publicQuote(request.params.token);
    },
  );

  routes.post(
    '/api/quotes/public/:token/accept',
    {
      config: publicWrite,
      schema: {
        params: ZTravellerTokenParams,
        body: ZAcceptQuoteRequest,
        response: { 200: ZPublicQuote },
      },
    },
    async (request) => service.acceptQuote(request.params.token, request.body, ipOf(request)),
  );

  // Agents and back office ----------------------------------------------------------------------
  routes.post(
    '/api/app/files/:ref/traveller-links',
    {
      config: { access: travellerPolicy.agentLinks },
      schema: { params: ZFileRefParams, response: { 200: ZTravellerLinks } },
    },
    async (request) => {
      const user = sessionUserOf(request);
      return service.travellerLinks(request.params.ref, scopeOf(user), user, ipOf(request));
    },
  );

  routes.get(
    '/api/app/files/:ref/traveller-links',
    {
      config: { access: travellerPolicy.agentLinks },
      schema: { params: ZFileRefParams, response: { 200: ZTravellerShare } },
    },
    async (request) => service.travellerShare(request.params.ref, scopeOf(sessionUserOf(request))),
  );

  routes.post(
    '/api/app/files/:ref/traveller-links/:kind/email',
    {
      config: { access: travellerPolicy.agentLinks },
      schema: {
        params: ZTravellerLinkParams,
        body: ZShareLinkEmailRequest,
        response: { 200: ZTravellerShare },
      },
    },
    async (request) => {
      const user = sessionUserOf(request);
      const { ref, kind } = request.params;
      return service.emailTravellerLink(
        ref,
        kind,
        request.body,
        scopeOf(user),
        user,
        ipOf(request),
      );
    },
  );

  routes.post(
    '/api/app/files/:ref/traveller-links/:kind/revoke',
    {
      config: { access: travellerPolicy.agentLinks },
      schema: { params: ZTravellerLinkParams, response: { 200: ZTravellerShare } },
    },
    async (request) => {
      const user = sessionUserOf(request);
      const { ref, kind } = request.params;
      return service.revokeTravellerLink(ref, kind, scopeOf(user), user, ipOf(request));
    },
  );

  routes.post(
    '/api/admin/files/:ref/traveller-links',
    {
      config: { access: travellerPolicy.adminLinks },
      schema: { params: ZFileRefParams, response: { 200: ZTravellerLinks } },
    },
    async (request) => {
      const user = sessionUserOf(request);
      return service.travellerLinks(request.params.ref, { agencyId: null }, user, ipOf(request));
    },
  );

  routes.get(
    '/api/admin/files/:ref/emergency-contact',
    {
      config: { access: travellerPolicy.adminRead },
      schema: { params: ZFileRefParams, response: { 200: ZAdminEmergencyContact } },
    },
    async (request) =>
      service.adminEmergencyContact(request.params.ref, sessionUserOf(request), ipOf(request)),
  );

  routes.get(
    '/api/admin/files/:ref/traveller',
    {
      config: { access: travellerPolicy.adminRead },
      schema: { params: ZFileRefParams, response: { 200: ZAdminFileTraveller } },
    },
    async (request) => service.adminFileTraveller(request.params.ref),
  );
}
