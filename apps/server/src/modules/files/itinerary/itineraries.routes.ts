import type { FastifyInstance } from 'fastify';
import { ZFileRefParams } from '@portal/shared/contracts/files';
import {
  ZDayHeadersView,
  ZItineraryView,
  ZUpdateDayHeadersRequest,
  ZUpdateItineraryRequest,
} from '@portal/shared/contracts/itineraries';
import type { ZodTypeProvider } from '../../../lib/zod-type-provider';
import { auditedCallerOf } from '../../../lib/request-user';
import type { TFileCommandDeps } from '../commands/file-command';
import { itinerariesPolicy } from './itineraries.policy';
import { createItinerariesService } from './itineraries.service';

/**
 * The back office's itinerary editor (contracts/itineraries.ts). Register after registerRealtime:
 * saves push file.updated through app.broadcaster so the agent's open file refreshes.
 */
export function registerItinerariesRoutes(app: FastifyInstance, files: TFileCommandDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createItinerariesService(files.ctx, files.live);

  routes.get(
    '/api/admin/files/:ref/day-headers',
    {
      config: { access: itinerariesPolicy.read },
      schema: { params: ZFileRefParams, response: { 200: ZDayHeadersView } },
    },
    async (request) => service.getDayHeaders(await auditedCallerOf(request), request.params.ref),
  );

  routes.put(
    '/api/admin/files/:ref/day-headers',
    {
      config: { access: itinerariesPolicy.write },
      schema: {
        params: ZFileRefParams,
        body: ZUpdateDayHeadersRequest,
        response: { 200: ZDayHeadersView },
      },
    },
    async (request) =>
      service.updateDayHeaders(await auditedCallerOf(request), request.params.ref, request.body),
  );

  routes.get(
    '/api/admin/files/:ref/itinerary',
    {
      config: { access: itinerariesPolicy.read },
      schema: { params: ZFileRefParams, response: { 200: ZItineraryView } },
    },
    async (request) => service.getItinerary(await auditedCallerOf(request), request.params.ref),
  );

  routes.put(
    '/api/admin/files/:ref/itinerary',
    {
      config: { access: itinerariesPolicy.write },
      schema: {
        params: ZFileRefParams,
        body: ZUpdateItineraryRequest,
        response: { 200: ZItineraryView },
      },
    },
    async (request) =>
      service.updateItinerary(await auditedCallerOf(request), request.params.ref, request.body),
  );
}
