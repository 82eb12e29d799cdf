import type { TAppContext } from '../../app-context';
import type { TBroadcaster } from '../realtime/broadcaster';
import { createPublicQuoteService } from './public-quote.service';
import { createTravelAppService } from './travel-app.service';
import { createTravellerShareService } from './traveller-share.service';

/**
 * The traveller module's service as the routes use it: the travel app (travel-app.service.ts),
 * the client's quote (public-quote.service.ts) and the staff's sharing of both
 * (traveller-share.service.ts).
 */
export function createTravellerService(
  ctx: TAppContext,
  deps: { broadcaster: () => TBroadcaster },
) {
  return {
    ...createTravelAppService(ctx),
    ...createPublicQuoteService(ctx, deps),
    ...createTravellerShareService(ctx),
  };
}

export type TTravellerService = ReturnType<typeof createTravellerService>;
